import Testing

@testable import EmptyStatesLint

@Suite struct FlagValueTests {
  /// The value `isLoading` has in the branch of `if <condition> { } else { }` named by `branch`.
  static func value(of condition: String, inElse: Bool) -> Bool? {
    let context = LintContext("func f() {\n  if \(condition) { a() } else { b() }\n}")
    let outline = context.outline
    let keyword = outline.index(of: "if")
    let body = outline.index(of: "{", 2)
    let path = PathCondition(kind: .if, tokens: keyword + 1..<body, holds: !inElse)
    return context.flagValue(at: outline.index(of: "isLoading"), in: path)
  }

  @Test(arguments: [
    ("isLoading", false, true), ("!isLoading", false, false), ("isLoading == false", false, false),
    ("isLoading != true", false, false), ("isLoading == true", false, true),
    ("model.isLoading", false, true), ("!model.isLoading && items.isEmpty", false, false),
    ("isLoading", true, false), ("!isLoading", true, true), ("isLoading == false", true, true),
    ("isLoading || hasSearched", true, false),
  ])
  func theFlagsValueOnThePath(condition: String, inElse: Bool, value: Bool) {
    #expect(Self.value(of: condition, inElse: inElse) == value)
  }

  @Test(arguments: [
    ("isLoading && items.isEmpty", true), ("isLoading ?? false", true),
    ("isLoading == other", true), ("hasSearched || isLoading", false),
  ])
  func aConditionThatDoesNotSayGivesNoValue(condition: String, inElse: Bool) {
    #expect(Self.value(of: condition, inElse: inElse) == nil)
  }
}
