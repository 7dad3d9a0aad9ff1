// The stand-in for AppKit: declarations with Apple's signatures, availability and isolation, no
// drawing, no layout and no events. Built by Scripts/typecheck-apple-platforms only, for macOS,
// in each SDK generation: exactly one of APPLE_SDK_18, APPLE_SDK_26, APPLE_SDK_27 (the macOS
// 15, 26 and 27 SDKs; AppleSDKMirror/README.md). AppKit exists on macOS alone, so each
// declaration gives its macOS version (Mac Catalyst apps cannot import it).
//
// Sources, cited beside each declaration: the 27 SDK's documentation pages
// (developer.apple.com/documentation/appkit/…) and AppKit's headers (`NS_SWIFT_UI_ACTOR` is
// `@MainActor`, for
// the class and its members).

@_exported import Foundation

#if !APPLE_SDK_18 && !APPLE_SDK_26 && !APPLE_SDK_27
  #error("Build the AppKit mirror with one of -D APPLE_SDK_18, APPLE_SDK_26 or APPLE_SDK_27")
#elseif (APPLE_SDK_18 && APPLE_SDK_26) || (APPLE_SDK_18 && APPLE_SDK_27) || (APPLE_SDK_26 && APPLE_SDK_27)
  #error("Build the AppKit mirror with only one SDK generation defined")
#endif
