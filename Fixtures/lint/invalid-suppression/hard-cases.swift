import SwiftUI

// Suppression-looking text that is not a comment, and invalid suppressions in odd places.

struct SuppressionLookAlikes: View {
  static let inString = "// empty-states:disable-next-line bogus-rule"
  static let inBlock = """
    // empty-states:disable no-such-rule
    Text("x")
    """
  static let inRaw = #"// empty-states:disable-next-line not-a-rule"#
  static let inRegex = /empty-states:disable(-next-line)? [a-z-]+/
  static let inExtendedRegex = #/empty-states:disable\s+\S+/#

  func note(_ id: String) -> String {
    "\(id.isEmpty ? "// empty-states:disable-next-line bogus" : id)"
  }

  var body: some View {
    VStack {
      #if os(iOS)
        // empty-states:disable-next-line ios-only-rule -- expect: invalid-suppression
        Text("iPhone")
      #elseif os(macOS)
        // empty-states:disable-next-line mac-only-rule -- expect: invalid-suppression
        Text("Mac")
      #else
        // empty-states:disable other-platform-rule -- expect: invalid-suppression
        Text("Other")
      #endif
      // empty-states:disable-next-line empty-state-in-list-row,    list-row-typo -- expect: invalid-suppression
      Text("Spaces after the comma")
    }
  }
}
