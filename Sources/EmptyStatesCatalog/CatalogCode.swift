/// The code a catalog page shows beside its empty state: the SwiftUI code, the server-side
/// Swift code and the UIKit code that produce it.
///
/// Never written here: the `CatalogSampleCode` build-tool plugin reads all three from a sample in
/// `Tests/EmptyStatesCatalogTests/Samples`, where they are compiled and run, and declares one
/// constant per sample (`NotesSample.swift` → ``notes``). So what a page shows is what was
/// compiled, to the character.
package struct CatalogCode: Hashable, Sendable {
  /// The sample's type, such as `NotesSample`.
  package var sample: String
  /// The body of the sample's `body`: the SwiftUI code.
  package var swiftUI: String
  /// The body of the sample's `html(locale:)`: the server-side code.
  package var html: String
  /// The body of the sample's `uiKit()`: the UIKit code, an `EmptyStateContentView`.
  package var uiKit: String
}
