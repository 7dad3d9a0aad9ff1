// The availability table's rows: one per API, each under the comment that says where its
// versions were read. "https://developer.apple.com/documentation/…" is the API's documentation
// page (its availability block); "the SDK" is Apple's SwiftUI interface for iPhoneOS18.0.sdk in
// github.com/xybp888/iOS-SDKs at commit 88fdca9de873f60303011685188c9415d4ebff0a, which wins where
// the two disagree. A row gives the availability of the newest SDK, and what an older SDK lacks
// (`firstSDK`) or declares otherwise (`olderSDKs`). AvailabilityTableSourceTests fails on a row
// without a source; AvailabilityTableStandInParityTests checks rows against the declarations in
// AppleSDKMirror/SwiftUI, SDK by SDK.

extension AvailabilityTable {
  /// Every row, grouped by feature.
  static let rows: [APIAvailability] = [
    // https://developer.apple.com/documentation/swiftui/contentunavailableview
    APIAvailability(
      "ContentUnavailableView", .type, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/contentunavailableview/search
    APIAvailability(
      "ContentUnavailableView.search", .member, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:)
    APIAvailability(
      "ContentUnavailableView.search(text:)", .member, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)
    APIAvailability(
      "symbolEffect(_:options:isActive:)", .modifier, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)
    APIAvailability(
      "symbolEffect(_:options:value:)", .modifier, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/appear: the
    // versions of the SymbolEffect protocol's page
    // (symbols/symboleffect), which lists it among its effects
    APIAvailability(
      "SymbolEffect.appear", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/bounce
    APIAvailability(
      "SymbolEffect.bounce", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/disappear: the
    // versions of the SymbolEffect protocol's page
    // (symbols/symboleffect), which lists it among its effects
    APIAvailability(
      "SymbolEffect.disappear", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/pulse: the
    // versions of the SymbolEffect protocol's page
    // (symbols/symboleffect), which lists it among its effects
    APIAvailability(
      "SymbolEffect.pulse", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/replace
    APIAvailability(
      "SymbolEffect.replace", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/scale: the
    // versions of the SymbolEffect protocol's page
    // (symbols/symboleffect), which lists it among its effects
    APIAvailability(
      "SymbolEffect.scale", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/variablecolor
    // (symbols/variablecolorsymboleffect: the same versions)
    APIAvailability(
      "SymbolEffect.variableColor", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/symbols/symboleffect/breathe
    APIAvailability(
      "SymbolEffect.breathe", .member, iOS: .since(18), macOS: .since(15), tvOS: .since(18),
      watchOS: .since(11),
      visionOS: .since(2)),
    // https://developer.apple.com/documentation/symbols/symboleffect/rotate
    APIAvailability(
      "SymbolEffect.rotate", .member, iOS: .since(18), macOS: .since(15), tvOS: .since(18),
      watchOS: .since(11),
      visionOS: .since(2)),
    // https://developer.apple.com/documentation/symbols/symboleffect/wiggle
    APIAvailability(
      "SymbolEffect.wiggle", .member, iOS: .since(18), macOS: .since(15), tvOS: .since(18),
      watchOS: .since(11),
      visionOS: .since(2)),
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass (the page lists
    // no visionOS)
    APIAvailability(
      "PrimitiveButtonStyle.glass", .member, iOS: .since(26), macOS: .since(26), tvOS: .since(26),
      watchOS: .since(26),
      visionOS: .unavailable, firstSDK: .sdk26),
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent (the
    // page lists no visionOS)
    APIAvailability(
      "PrimitiveButtonStyle.glassProminent", .member, iOS: .since(26), macOS: .since(26),
      tvOS: .since(26), watchOS: .since(26),
      visionOS: .unavailable, firstSDK: .sdk26),
    // https://developer.apple.com/documentation/swiftui/controlsize (27 SDK): tvOS 15. The 26 and
    // 27 SDKs have control sizes on tvOS from 15.0; the 18 SDK marks them unavailable there, as
    // AppleSDKMirror/SwiftUI/Values/Layout.swift declares per SDK (the parity test reads each).
    APIAvailability(
      "ControlSize", .type, iOS: .since(15), macOS: .since(10, 15), tvOS: .since(15),
      watchOS: .since(9),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/controlsize/mini (tvOS: as ControlSize)
    APIAvailability(
      "ControlSize.mini", .member, iOS: .since(15), macOS: .since(10, 15), tvOS: .since(15),
      watchOS: .since(9),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/controlsize/small (tvOS: as ControlSize)
    APIAvailability(
      "ControlSize.small", .member, iOS: .since(15), macOS: .since(10, 15), tvOS: .since(15),
      watchOS: .since(9),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/controlsize/regular (tvOS: as
    // ControlSize)
    APIAvailability(
      "ControlSize.regular", .member, iOS: .since(15), macOS: .since(10, 15), tvOS: .since(15),
      watchOS: .since(9),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/controlsize/large: macOS 11 (the SDK's
    // `@available(macOS 11.0, *) case large` agrees); tvOS: as ControlSize
    APIAvailability(
      "ControlSize.large", .member, iOS: .since(15), macOS: .since(11), tvOS: .since(15),
      watchOS: .since(9),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/controlsize/extralarge: tvOS 17
    APIAvailability(
      "ControlSize.extraLarge", .member, iOS: .since(17), macOS: .since(14), tvOS: .since(17),
      watchOS: .since(10),
      visionOS: .since(1), olderSDKs: [.sdk18: [.tvOS: .unavailable]]),
    // https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:) (the page
    // lists no tvOS)
    APIAvailability(
      "scrollContentBackground(_:)", .modifier, iOS: .since(16), macOS: .since(13),
      tvOS: .unavailable, watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)
    APIAvailability(
      "containerRelativeFrame(_:alignment:)", .modifier, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)
    APIAvailability(
      "containerRelativeFrame(_:count:span:spacing:alignment:)", .modifier, iOS: .since(17),
      macOS: .since(14), tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/navigationsplitview
    APIAvailability(
      "NavigationSplitView", .type, iOS: .since(16), macOS: .since(13), tvOS: .since(16),
      watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/navigationstack
    APIAvailability(
      "NavigationStack", .type, iOS: .since(16), macOS: .since(13), tvOS: .since(16),
      watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/table (not on tvOS or watchOS)
    APIAvailability(
      "Table", .type, iOS: .since(16), macOS: .since(12), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3
    // (the LocalizedStringKey prompt; the
    // LocalizedStringResource overload is iOS 16)
    APIAvailability(
      "searchable(text:placement:prompt:)", .modifier, iOS: .since(15), macOS: .since(12),
      tvOS: .since(15), watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-1hn4y
    // (no tvOS, no watchOS)
    APIAvailability(
      "searchable(text:isPresented:placement:prompt:)", .modifier, iOS: .since(17),
      macOS: .since(14), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:placement:prompt:token:)-35t4f
    // (no tvOS, no watchOS)
    APIAvailability(
      "searchable(text:tokens:placement:prompt:token:)", .modifier, iOS: .since(16),
      macOS: .since(13), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:suggestedtokens:placement:prompt:token:)-9m40k
    // (no tvOS, no watchOS)
    APIAvailability(
      "searchable(text:tokens:suggestedTokens:placement:prompt:token:)", .modifier, iOS: .since(16),
      macOS: .since(13), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:ispresented:placement:prompt:token:)
    // (no tvOS, no
    // watchOS)
    APIAvailability(
      "searchable(text:tokens:isPresented:placement:prompt:token:)", .modifier, iOS: .since(17),
      macOS: .since(14), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchable(text:editabletokens:placement:prompt:token:)
    // (no tvOS, no watchOS)
    APIAvailability(
      "searchable(text:editableTokens:placement:prompt:token:)", .modifier, iOS: .since(17),
      macOS: .since(14), tvOS: .unavailable, watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchscopes(_:scopes:) (tvOS 16.4; no
    // watchOS)
    APIAvailability(
      "searchScopes(_:scopes:)", .modifier, iOS: .since(16), macOS: .since(13), tvOS: .since(16, 4),
      watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchscopes(_:activation:_:) (no
    // watchOS)
    APIAvailability(
      "searchScopes(_:activation:_:)", .modifier, iOS: .since(16, 4), macOS: .since(13, 3),
      tvOS: .since(16, 4), watchOS: .unavailable,
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/searchsuggestions(_:)
    APIAvailability(
      "searchSuggestions(_:)", .modifier, iOS: .since(16), macOS: .since(13), tvOS: .since(16),
      watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/progressview
    APIAvailability(
      "ProgressView", .type, iOS: .since(14), macOS: .since(11), tvOS: .since(14),
      watchOS: .since(7),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/progressviewstyle/circular
    APIAvailability(
      "ProgressViewStyle.circular", .member, iOS: .since(14), macOS: .since(11), tvOS: .since(14),
      watchOS: .since(7),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/progressviewstyle/linear
    APIAvailability(
      "ProgressViewStyle.linear", .member, iOS: .since(14), macOS: .since(11), tvOS: .since(14),
      watchOS: .since(7),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)
    APIAvailability(
      "ProgressView(timerInterval:countsDown:)", .initializer, iOS: .since(16), macOS: .since(13),
      tvOS: .since(16), watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/foundation/localizedstringresource (its
    // initializers' pages: iOS 16, macOS 13, tvOS 16,
    // watchOS 9, visionOS 1)
    APIAvailability(
      "LocalizedStringResource", .type, iOS: .since(16), macOS: .since(13), tvOS: .since(16),
      watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
    APIAvailability(
      "String(localized:table:bundle:locale:comment:)", .initializer, iOS: .since(15),
      macOS: .since(12), tvOS: .since(15), watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    // (back-deployed to iOS 16)
    APIAvailability(
      "onGeometryChange(for:of:action:)", .modifier, iOS: .since(16), macOS: .since(13),
      tvOS: .since(16), watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    APIAvailability(
      "onScrollGeometryChange(for:of:action:)", .modifier, iOS: .since(18), macOS: .since(15),
      tvOS: .since(18), watchOS: .since(11),
      visionOS: .since(2)),
    // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
    APIAvailability(
      "focusable(_:)", .modifier, iOS: .since(17), macOS: .since(12), tvOS: .since(15),
      watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:)
    APIAvailability(
      "defaultFocus(_:_:priority:)", .modifier, iOS: .since(17), macOS: .since(13),
      tvOS: .since(16), watchOS: .since(9),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    APIAvailability(
      "refreshable(action:)", .modifier, iOS: .since(15), macOS: .since(12), tvOS: .since(15),
      watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the iOS 26 SDK's
    // task(name:priority:file:line:_:) is
    // back-deployed to the same versions)
    APIAvailability(
      "task(priority:_:)", .modifier, iOS: .since(15), macOS: .since(12), tvOS: .since(15),
      watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    APIAvailability(
      "task(id:priority:_:)", .modifier, iOS: .since(15), macOS: .since(12), tvOS: .since(15),
      watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    // (overlay(_:alignment:) is iOS 13)
    APIAvailability(
      "overlay(alignment:content:)", .modifier, iOS: .since(15), macOS: .since(12),
      tvOS: .since(15), watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    APIAvailability(
      "foregroundStyle(_:)", .modifier, iOS: .since(15), macOS: .since(12), tvOS: .since(15),
      watchOS: .since(8),
      visionOS: .since(1)),
    // https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:) (visionOS
    // 26)
    APIAvailability(
      "sensoryFeedback(_:trigger:)", .modifier, iOS: .since(17), macOS: .since(14),
      tvOS: .since(17), watchOS: .since(10),
      visionOS: .since(26), olderSDKs: [.sdk18: [.visionOS: .unavailable]]),
  ]
}
