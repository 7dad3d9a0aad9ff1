// Which SDK generation this build of the mirror declares: exactly one of
//   APPLE_SDK_18  the iOS 18 SDK family (Xcode 16)
//   APPLE_SDK_26  the iOS 26 SDK family (Xcode 26)
//   APPLE_SDK_27  the iOS 27 SDK family (Xcode 27)
// Package.swift builds the mirror as APPLE_SDK_26; Scripts/typecheck-apple-platforms builds all
// three. See AppleSDKMirror/README.md for how a declaration is versioned per generation.

#if !APPLE_SDK_18 && !APPLE_SDK_26 && !APPLE_SDK_27
  #error("Build the SwiftUI mirror with one of -D APPLE_SDK_18, APPLE_SDK_26 or APPLE_SDK_27")
#elseif (APPLE_SDK_18 && APPLE_SDK_26) || (APPLE_SDK_18 && APPLE_SDK_27) || (APPLE_SDK_26 && APPLE_SDK_27)
  #error("Build the SwiftUI mirror with only one SDK generation defined")
#endif
