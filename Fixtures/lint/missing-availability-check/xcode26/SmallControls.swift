import SwiftUI

// The same code in a project last upgraded by Xcode 26 (LastUpgradeCheck 2600) at tvOS 15: the
// 26 SDK has control sizes on tvOS from 15.0, and Liquid Glass behind an availability check.
struct RetryRow: View {
  var retry: () -> Void

  var body: some View {
    Button("Try Again", action: retry)
      .controlSize(.small)
  }
}

struct GlassRetry: View {
  var retry: () -> Void

  var body: some View {
    if #available(iOS 26.0, tvOS 26.0, *) {
      Button("Try Again", action: retry)
        .buttonStyle(.glassProminent)
    }
    #if canImport(SwiftUI, _version: 7.0)
      if #available(iOS 26.0, tvOS 26.0, *) {
        Button("Try Again", action: retry)
          .buttonStyle(.glassProminent)
      }
    #endif
  }
}
