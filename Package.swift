// swift-tools-version:6.0
import PackageDescription

// Where the UIKit layer is built: UIKit's platforms (not watchOS, whose UIKit has no views), and
// Linux against the stand-in.
let uiKitPlatforms: [Platform] = [.iOS, .tvOS, .visionOS, .macCatalyst, .linux]

// The products are the API. Every other target below is a part of them or of their tests, and a
// target whose name starts with `_` exists only for the tests and the fuzzers. ARCHITECTURE.md
// says which module may import which.
let package = Package(
  name: "swift-empty-states",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "EmptyStates", targets: ["EmptyStates"]),
    .library(name: "EmptyStatesHTML", targets: ["EmptyStatesHTML"]),
    .library(name: "EmptyStatesTerminal", targets: ["EmptyStatesTerminal"]),
    .library(name: "EmptyStatesLint", targets: ["EmptyStatesLint"]),
    .executable(name: "empty-states", targets: ["empty-states"]),
    // `swift package lint-empty-states`, and the lint as warnings in every build.
    .plugin(name: "LintEmptyStates", targets: ["LintEmptyStates"]),
    .plugin(name: "EmptyStatesLintBuild", targets: ["EmptyStatesLintBuild"]),
  ],
  targets: [
    // MARK: - Libraries

    // The String Catalog is what translators and Xcode edit; the strings are compiled in from
    // it (Scripts/generate-localization-tables.swift), so no resource ships and none is read.
    .target(name: "EmptyStates", exclude: ["Resources/Localizable.xcstrings"]),
    // On Linux it is built against the SwiftUI stand-in, for the tests only (see the end).
    .target(name: "EmptyStatesUI", dependencies: ["EmptyStates"]),
    // The UIKit and AppKit layers: the core's decisions in UIKit and AppKit apps, drawn by the
    // SwiftUI layer's view hosted inside (and by UIContentUnavailableConfiguration on iOS 17 and
    // later). Products on Apple platforms; on Linux built against the UIKit and AppKit
    // stand-ins, for the tests only (see the end).
    .target(name: "EmptyStatesUIKit", dependencies: ["EmptyStates", "EmptyStatesUI"]),
    .target(name: "EmptyStatesAppKit", dependencies: ["EmptyStates", "EmptyStatesUI"]),
    .target(name: "EmptyStatesHTML", dependencies: ["EmptyStates"]),
    .target(name: "EmptyStatesTerminal", dependencies: ["EmptyStates"]),
    // `empty-states lint`'s engine: a Swift lexer and structural reader, the rules and the
    // availability table. Foundation only: no swift-syntax to fetch or compile.
    .target(name: "EmptyStatesLint", dependencies: ["EmptyStates"]),

    // MARK: - Command line

    // What both front ends, `empty-states` and `empty-states-lint`, share: the exit codes, the
    // option parser, the outcome and the lint command. No renderer, so the build plugin's tool
    // stays light.
    .target(
      name: "EmptyStatesCommandLineContract", dependencies: ["EmptyStates", "EmptyStatesLint"]),
    // The `empty-states` command line: a library, so that the tests and the fuzz targets call
    // it in process, and a one-line executable.
    .target(
      name: "EmptyStatesCommandLine",
      dependencies: [
        "EmptyStates", "EmptyStatesHTML", "EmptyStatesTerminal", "EmptyStatesCatalog",
        "EmptyStatesLint", "EmptyStatesCommandLineContract",
      ],
      // The demo's own copy, an app's String Catalog (`empty-states demo`).
      resources: [.process("Demo/Localizable.xcstrings")]
    ),
    .executableTarget(name: "empty-states", dependencies: ["EmptyStatesCommandLine"]),
    // The catalog site (`empty-states catalog`): a target of its own, used by the CLI and the
    // browser tests, so no server that links EmptyStatesHTML carries it. The code its pages show
    // is read from the samples that EmptyStatesCatalogTests compiles and runs
    // (Tests/EmptyStatesCatalogTests/Samples), by a build-tool plugin that turns them into
    // string literals.
    .target(
      name: "EmptyStatesCatalog", dependencies: ["EmptyStates", "EmptyStatesHTML"],
      plugins: ["CatalogSampleCode"]
    ),

    // MARK: - Plugins

    // The lint plugins. The command runs `empty-states lint`, for every format and the
    // baseline; the build tool runs `empty-states-lint`, the same lint with a stamp, once a
    // Swift file (inputs: the file and the tool; output: a stamp), so that an incremental build
    // lints only the files that changed and prints their findings as warnings.
    .plugin(
      name: "LintEmptyStates",
      capability: .command(
        intent: .custom(
          verb: "lint-empty-states",
          description: "Find empty-state pitfalls in the package's Swift targets")),
      dependencies: ["empty-states"]
    ),
    .plugin(
      name: "EmptyStatesLintBuild", capability: .buildTool(), dependencies: ["empty-states-lint"]
    ),
    .executableTarget(name: "empty-states-lint", dependencies: ["EmptyStatesCommandLineContract"]),
    // The catalog's sample code, as string literals for EmptyStatesCatalog (above).
    .plugin(
      name: "CatalogSampleCode", capability: .buildTool(), dependencies: ["catalog-sample-code"]
    ),
    .executableTarget(name: "catalog-sample-code"),

    // MARK: - Benchmarks and size probes

    // `swift run -c release empty-states-bench`: what each part costs, beside its baseline
    // measured in the same run. Not a product; no test but its own depends on it.
    .executableTarget(
      name: "empty-states-bench",
      dependencies: [
        "EmptyStates", "EmptyStatesHTML", "EmptyStatesTerminal", "EmptyStatesCatalog",
      ],
      path: "Benchmarks/empty-states-bench"
    ),
    // The smallest executables calling one API of each library, and one calling only
    // Foundation: the benchmark builds them in release and compares their sizes.
    .executableTarget(name: "size-probe-foundation", path: "Benchmarks/Probes/Foundation"),
    .executableTarget(
      name: "size-probe-core", dependencies: ["EmptyStates"], path: "Benchmarks/Probes/Core"),
    .executableTarget(
      name: "size-probe-html", dependencies: ["EmptyStatesHTML"], path: "Benchmarks/Probes/HTML"),
    .executableTarget(
      name: "size-probe-terminal", dependencies: ["EmptyStatesTerminal"],
      path: "Benchmarks/Probes/Terminal"
    ),

    // MARK: - Fuzzing

    // The fuzz targets: what each input surface is fed and the properties it must keep
    // (Fuzz/README.md). `Fuzz/run` builds the driver with libFuzzer and ASan; without them it
    // replays saved inputs, and EmptyStatesFuzzTests runs every saved input in the suite.
    .target(
      name: "_EmptyStatesFuzzTargets",
      dependencies: [
        "EmptyStates", "EmptyStatesHTML", "EmptyStatesTerminal", "EmptyStatesLint",
        "EmptyStatesCommandLine", "_EmptyStatesTestSupport",
      ],
      path: "Fuzz/Targets"
    ),
    // libFuzzer's entry point, declared for the driver (`import FuzzerRuntime` under FUZZING).
    .target(name: "FuzzerRuntime", path: "Fuzz/Runtime"),
    .executableTarget(
      name: "empty-states-fuzz", dependencies: ["_EmptyStatesFuzzTargets", "FuzzerRuntime"],
      path: "Fuzz/Driver"),

    // MARK: - Test support

    // What the parity and hostile-input tests of several renderers share (the hostile corpus is
    // read from Fixtures/hostile); a target of the tests and the fuzzers, never a product.
    .target(
      name: "_EmptyStatesTestSupport", dependencies: ["EmptyStates"],
      path: "Tests/_EmptyStatesTestSupport"),

    // MARK: - Tests

    // Each module's tests, named after it.
    .testTarget(
      name: "EmptyStatesTests", dependencies: ["EmptyStates", "_EmptyStatesTestSupport"]),
    .testTarget(
      name: "EmptyStatesHTMLTests", dependencies: ["EmptyStatesHTML", "_EmptyStatesTestSupport"]
    ),
    .testTarget(
      name: "EmptyStatesTerminalTests",
      dependencies: ["EmptyStatesTerminal", "_EmptyStatesTestSupport"]
    ),
    .testTarget(
      name: "EmptyStatesLintTests", dependencies: ["EmptyStatesLint", "_EmptyStatesTestSupport"]),
    .testTarget(
      name: "EmptyStatesCommandLineTests",
      dependencies: ["EmptyStatesCommandLine", "empty-states", "_EmptyStatesTestSupport"]),
    // The build-tool plugin's per-file commands (its LintStamps.swift, linked in, since a plugin
    // cannot be imported) against the tool that carries them out, and that tool against
    // `empty-states lint`.
    .testTarget(
      name: "EmptyStatesLintPluginTests",
      dependencies: ["empty-states-lint", "EmptyStatesCommandLine", "_EmptyStatesTestSupport"]
    ),
    .testTarget(name: "CatalogSampleCodeTests", dependencies: ["catalog-sample-code"]),
    // The benchmark's floors and baselines print and decide what the library does.
    .testTarget(name: "EmptyStatesBenchmarkTests", dependencies: ["empty-states-bench"]),
    .testTarget(
      name: "EmptyStatesFuzzTests",
      dependencies: ["_EmptyStatesFuzzTargets", "_EmptyStatesTestSupport"]),
    // Headless Chromium and axe-core over the catalog and hostile input; skipped, with the
    // reason, where they are not installed (and failed instead when CI=true).
    .testTarget(
      name: "EmptyStatesBrowserTests",
      dependencies: ["empty-states", "EmptyStatesHTML"],
      exclude: ["Driver"]
    ),
    // Code people copy, compiled against EmptyStatesUI: the real SwiftUI on Apple platforms, the
    // stand-in on Linux, where their tests also walk the samples' view trees (those tests are
    // `#if os(Linux)`: the inspection is the stand-in's).
    //
    // The README's Swift examples; READMETests checks they are what the README shows.
    .testTarget(
      name: "EmptyStatesREADMETests",
      dependencies: [
        "EmptyStates", "EmptyStatesUI", "EmptyStatesHTML",
        .target(name: "EmptyStatesUIKit", condition: .when(platforms: uiKitPlatforms)),
        .target(name: "EmptyStatesAppKit", condition: .when(platforms: [.macOS, .linux])),
      ]
    ),
    // The seeds' code samples (in a target of their own: a sample declares its own
    // `EmptyState` type).
    .testTarget(
      name: "EmptyStatesSeedTests",
      dependencies: ["EmptyStatesUI"],
      // Seeds 001 and 003 pass a stored, non-Sendable `() -> Void` as a `Button`'s
      // `@MainActor` action, which Swift 6 treats as `@Sendable`: Swift 5 code, warned on in
      // Swift 6 mode against Apple's own signature. Seed 001's sample 12 still draws one such
      // warning in Swift 5 mode, from inside an extension of the nonisolated view; the samples
      // stay as written, so `.ci/run` exempts this folder's warnings (and only these).
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The catalog's samples — each page's SwiftUI, server-side and UIKit code, compiled against
    // EmptyStatesUI, EmptyStatesHTML and, where UIKit has views, EmptyStatesUIKit — and the
    // tests that run them against the pages.
    .testTarget(
      name: "EmptyStatesCatalogTests",
      dependencies: [
        "EmptyStatesCatalog", "EmptyStatesUI", "EmptyStatesHTML",
        .target(name: "EmptyStatesUIKit", condition: .when(platforms: uiKitPlatforms)),
      ],
      exclude: ["Samples/README.md"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - The SwiftUI stand-in (Linux)

// SwiftUI exists on Apple platforms only. On Linux a stand-in module of the same name declares
// the slice of SwiftUI that EmptyStatesUI and the samples use, with Apple's signatures, so the
// SwiftUI layer and the samples compile and their view trees can be inspected by tests. It is a
// test harness: never a product, never part of the package on Apple platforms.
#if os(Linux)
  // Not a product here: on Linux EmptyStatesUI is built against the stand-in, for tests only.
  let builtAgainstTheStandIn = [
    "EmptyStatesUI", "EmptyStatesSeedTests", "EmptyStatesCatalogTests", "EmptyStatesUIKit",
    "EmptyStatesAppKit",
  ]
  for target in package.targets where builtAgainstTheStandIn.contains(target.name) {
    target.dependencies.append("SwiftUI")
  }
  // The UIKit and AppKit layers against the UIKit and AppKit stand-ins. The catalog's tests
  // read the samples' UIKit views, in files that import Testing too: Swift Testing's
  // cross-import overlays are off there, as for the stand-ins' own tests (below).
  for target in package.targets {
    switch target.name {
    case "EmptyStatesUIKit": target.dependencies.append("UIKit")
    case "EmptyStatesAppKit": target.dependencies.append("AppKit")
    case "EmptyStatesCatalogTests":
      target.dependencies.append("UIKit")
      target.swiftSettings = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    default: break
    }
  }
  package.targets += [
    // The mirror of Apple's SwiftUI, as the iOS 26 SDK (Xcode 26) declares it, with that SDK's
    // module version: code that asks `canImport(SwiftUI, _version: 7.0)` compiles as with
    // Xcode 26. Scripts/typecheck-apple-platforms also checks the 18 and 27 SDKs; both read the
    // generations from AppleSDKMirror/SDKGenerations.tsv, and the script checks these flags.
    // The SDK's SwiftUI imports UIKit and AppKit for its hosting types (`UIHostingController`,
    // `NSHostingView`, behind `canImport`): so does the stand-in, explicitly, so that they exist
    // in every build on Linux, not only in those that happened to build a stand-in first.
    .target(
      name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "AppleSDKMirror/SwiftUI",
      swiftSettings: [.define("APPLE_SDK_26"), .unsafeFlags(["-user-module-version", "7.0.84.1"])]
    ),
    // The mirrors of UIKit and AppKit, as the 26 SDKs declare them (Xcode 26), for the UIKit
    // and AppKit layers' tests. Scripts/typecheck-apple-platforms checks every generation.
    .target(
      name: "UIKit", path: "AppleSDKMirror/UIKit", swiftSettings: [.define("APPLE_SDK_26")]),
    .target(
      name: "AppKit", path: "AppleSDKMirror/AppKit", swiftSettings: [.define("APPLE_SDK_26")]),
    // Tests that walk view trees need the stand-in's inspection, so they run on Linux only.
    .testTarget(
      name: "EmptyStatesUITests",
      dependencies: ["EmptyStatesUI", "SwiftUI", "_EmptyStatesTestSupport"]
    ),
    // The UIKit and AppKit layers' tests, and the samples written as apps write them
    // (Samples/, compiled here and, for every Apple platform, by the type-check).
    //
    // Swift Testing declares overlays for files that import it beside UIKit or AppKit
    // (`_Testing_UIKit`, `_Testing_AppKit`), which the Linux toolchain does not ship: the
    // stand-ins' tests turn cross-import overlays off.
    .testTarget(
      name: "EmptyStatesUIKitTests",
      dependencies: [
        "EmptyStatesUIKit", "EmptyStatesUI", "UIKit", "SwiftUI", "_EmptyStatesTestSupport",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
    .testTarget(
      name: "EmptyStatesAppKitTests",
      dependencies: [
        "EmptyStatesAppKit", "EmptyStatesUI", "AppKit", "SwiftUI", "_EmptyStatesTestSupport",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ]
#else
  package.products.insert(.library(name: "EmptyStatesUI", targets: ["EmptyStatesUI"]), at: 1)
  package.products.insert(.library(name: "EmptyStatesUIKit", targets: ["EmptyStatesUIKit"]), at: 2)
  package.products.insert(
    .library(name: "EmptyStatesAppKit", targets: ["EmptyStatesAppKit"]), at: 3)
#endif
