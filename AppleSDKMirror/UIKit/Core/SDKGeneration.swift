// The stand-in for UIKit: declarations with Apple's signatures, availability and isolation, no
// drawing, no layout and no events. Built by Scripts/typecheck-apple-platforms only, for iOS,
// tvOS, visionOS and watchOS (whose UIKit is a small part of this one: every declaration says
// whether watchOS has it), in each SDK generation: exactly one of APPLE_SDK_18, APPLE_SDK_26,
// APPLE_SDK_27 (AppleSDKMirror/README.md says how a declaration is versioned per generation).
//
// Sources, cited beside each declaration: the UIKit Swift overlay of the iOS 18 SDK
// (`UIKit.swiftmodule/arm64-apple-ios.swiftinterface` in iPhoneOS18.0.sdk, published in the
// xybp888/iOS-SDKs repository), UIKit's headers in the same SDK (`NS_SWIFT_UI_ACTOR` is
// `@MainActor`:
// an Objective-C class is `@MainActor`, while the overlay's Swift members say `@MainActor
// @preconcurrency` as the interface prints them), and the 27 SDK's
// documentation pages (developer.apple.com/documentation/uikit/…), whose availability block
// names the platforms (a platform the block leaves out is one Apple does not offer it on).

@_exported import Foundation

#if !APPLE_SDK_18 && !APPLE_SDK_26 && !APPLE_SDK_27
  #error("Build the UIKit mirror with one of -D APPLE_SDK_18, APPLE_SDK_26 or APPLE_SDK_27")
#elseif (APPLE_SDK_18 && APPLE_SDK_26) || (APPLE_SDK_18 && APPLE_SDK_27) || (APPLE_SDK_26 && APPLE_SDK_27)
  #error("Build the UIKit mirror with only one SDK generation defined")
#endif
