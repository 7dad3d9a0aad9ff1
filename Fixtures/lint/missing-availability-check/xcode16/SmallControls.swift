import SwiftUI

// A project last upgraded by Xcode 16 (LastUpgradeCheck 1620) at tvOS 15: its SDK has no
// control sizes on tvOS, whatever check surrounds them.
struct RetryRow: View {
  var retry: () -> Void

  var body: some View {
    Button("Try Again", action: retry)
      .controlSize(.small) // expect: missing-availability-check
  }
}

// Liquid Glass asked of the SDK: built with Xcode 16, this is left out.
struct GlassRetry: View {
  var retry: () -> Void

  var body: some View {
    #if canImport(SwiftUI, _version: 7.0)
      if #available(iOS 26.0, tvOS 26.0, *) {
        Button("Try Again", action: retry)
          .buttonStyle(.glassProminent)
      }
    #endif
  }
}
