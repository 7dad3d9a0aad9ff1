import Testing

@testable import EmptyStatesLint

@Suite struct CompilationConditionTests {
  private func condition(_ text: String) -> CompilationCondition {
    let source = LexedSource(text)
    return CompilationCondition(source.tokens.map { source.text(of: $0) })
  }

  @Test func systemsAndModules() {
    #expect(condition("os(iOS)") == CompilationCondition(may: .iOS, must: .iOS))
    #expect(condition("os(OSX)").may == .macOS)
    #expect(condition("canImport(UIKit)").may == [.iOS, .tvOS, .visionOS])
    #expect(condition("os(Linux)") == CompilationCondition(may: [], must: []))
  }

  @Test func negationConjunctionAndDisjunction() {
    #expect(condition("!os(watchOS)").may == [.iOS, .macOS, .tvOS, .visionOS])
    #expect(condition("!os(watchOS)").must == [.iOS, .macOS, .tvOS, .visionOS])
    #expect(condition("os(iOS) || os(tvOS)").must == [.iOS, .tvOS])
    #expect(condition("canImport(UIKit) && !os(tvOS)").may == [.iOS, .visionOS])
    #expect(condition("(os(iOS))").must == .iOS)
  }

  @Test func whatItCannotReadMayHoldAnywhere() {
    #expect(condition("DEBUG") == .unknown)
    #expect(condition("swift(>=6.0)") == .unknown)
    #expect(condition("!DEBUG") == .unknown)
    #expect(condition("os(iOS) && DEBUG") == CompilationCondition(may: .iOS, must: []))
    #expect(condition(String(repeating: "(", count: 100) + "os(iOS)") == .unknown)
    #expect(condition("os(iOS) garbage") == .unknown)
  }
}
