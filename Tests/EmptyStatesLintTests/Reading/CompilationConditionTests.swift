import Testing

@testable import EmptyStatesLint

@Suite struct CompilationConditionTests {
  private func condition(_ text: String) -> CompilationCondition {
    let source = LexedSource(text)
    return CompilationCondition(source.tokens.map { source.text(of: $0) })
  }

  /// The builds of `systems` with every SDK.
  private func builds(_ systems: AppleOS.Set) -> BuildSet { BuildSet(systems) }

  @Test func systemsAndModules() {
    #expect(condition("os(iOS)") == CompilationCondition(may: builds(.iOS), must: builds(.iOS)))
    #expect(condition("os(OSX)").may == builds(.macOS))
    #expect(condition("canImport(UIKit)").may == builds([.iOS, .tvOS, .visionOS]))
    #expect(condition("os(Linux)") == CompilationCondition(may: [], must: []))
  }

  @Test func negationConjunctionAndDisjunction() {
    #expect(condition("!os(watchOS)").may == builds([.iOS, .macOS, .tvOS, .visionOS]))
    #expect(condition("!os(watchOS)").must == builds([.iOS, .macOS, .tvOS, .visionOS]))
    #expect(condition("os(iOS) || os(tvOS)").must == builds([.iOS, .tvOS]))
    #expect(condition("canImport(UIKit) && !os(tvOS)").may == builds([.iOS, .visionOS]))
    #expect(condition("(os(iOS))").must == builds(.iOS))
  }

  @Test(arguments: [
    ("canImport(SwiftUI, _version: 7.0)", [SDKGeneration.sdk26, .sdk27]),
    ("canImport(SwiftUI, _version: 8.0)", [.sdk27]),
    ("canImport(SwiftUI, _version: 6.0.87)", [.sdk18, .sdk26, .sdk27]),
    ("canImport(SwiftUI, _version: 8.0.85)", []),
    ("!canImport(SwiftUI, _version: 7.0)", [.sdk18]),
  ])
  func swiftUIsVersionTellsSDKsApart(text: String, sdks: [SDKGeneration]) {
    #expect(
      condition(text) == CompilationCondition(may: BuildSet(sdks: sdks), must: BuildSet(sdks: sdks))
    )
  }

  @Test func aSystemAndAnSDKTogether() {
    let tvOSWithNewSDKs = condition("!os(tvOS) || canImport(SwiftUI, _version: 8.0)")
    #expect(tvOSWithNewSDKs.must.contains(.tvOS, with: .sdk27))
    #expect(!tvOSWithNewSDKs.may.contains(.tvOS, with: .sdk26))
    #expect(tvOSWithNewSDKs.must.contains(.iOS, with: .sdk18))
  }

  @Test func whatItCannotReadMayHoldAnywhere() {
    #expect(condition("DEBUG") == .unknown)
    #expect(condition("swift(>=6.0)") == .unknown)
    #expect(condition("!DEBUG") == .unknown)
    #expect(condition("os(iOS) && DEBUG") == CompilationCondition(may: builds(.iOS), must: []))
    #expect(condition(String(repeating: "(", count: 100) + "os(iOS)") == .unknown)
    #expect(condition("os(iOS) garbage") == .unknown)
    #expect(condition("canImport(SwiftUI, _version: seven)") == .unknown)
    #expect(condition("canImport(Foundation, _version: 7.0)") == .unknown)
  }
}
