import SwiftUI

// The same project, but this file uses Liquid Glass without asking the SDK: it builds only with
// Xcode 26 or later, whatever LastUpgradeCheck says, and that SDK has control sizes on tvOS.
struct GlassRetryRow: View {
  var retry: () -> Void

  var body: some View {
    if #available(iOS 26.0, tvOS 26.0, *) {
      Button("Try Again", action: retry)
        .buttonStyle(.glassProminent)
        .controlSize(.small)
    } else {
      Button("Try Again", action: retry)
        .controlSize(.small)
    }
  }
}
