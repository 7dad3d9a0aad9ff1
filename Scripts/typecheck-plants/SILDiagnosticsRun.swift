// rejected-on: ios macos tvos watchos visionos
// rejected-for: return from initializer without initializing all stored properties|missing return in global function
// compiled-as: app Foundation EmptyStates EmptyStatesHTML UIKit AppKit SwiftUI EmptyStatesUI SeedSamples CatalogSamples READMESnippets
// The compiler's mandatory SIL diagnostics (definite initialization, missing returns) run for
// every kind of module the type-check compiles, on every platform and in every generation: these
// two errors exist only once SIL is made, so a faster compile that stopped at type-checking
// (skipping function bodies, `-typecheck`) would accept this file and fail the self-test. The
// 27 SDK's `@State` errors are definite-initialization errors.

struct PlantedHalfInitialized {
  let count: Int
  let name: String

  init(count: Int) {
    self.count = count
  }
}

func plantedMissingReturn(_ flag: Bool) -> Int {
  if flag { return 1 }
}
