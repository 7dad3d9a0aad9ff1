extension SwiftUISource {
  /// Formatting helpers full of the literals a lexer must not misread: multi-line strings with
  /// nested interpolation, raw strings, regex literals beside division, nested block comments,
  /// `#if` blocks, unicode identifiers, and the pitfalls' code quoted in strings and comments.
  mutating func literals() {
    let e = entity
    let name = typeName("Formatting")
    let divisor = random.pick([2, 3, 4, 7])
    let platform = random.chance(50) ? "os(iOS)" : "canImport(UIKit)"
    let pattern = random.pick([
      ##"#"^\d{4}-\d{2}-\d{2}$"#"##, ##"#"(\w+)@(\w+)\.com"#"##,
      ##"#"\\n is "two" characters"#"##,
    ])
    let tagRegex = random.pick([
      #"/(?<tag>#[\p{L}\d_]+)/"#, #"/(?<tag>@\w+)/"#, #"/(?<tag>\$[A-Z]{1,5})\b/"#,
    ])
    append(
      .literals,
      #"""
      enum \#(name) {
        static func summary(of \#(e.plural): [\#(e.name)], query: String) -> String {
          """
          Found \(\#(e.plural).count) \#(e.plural) for “\(query)”:
          \(\#(e.plural).map { "• \($0.title) (\($0.tags.map { "#\($0)" }.joined(separator: " ")))" }
            .joined(separator: "\n"))
          A \"quoted\" word, a \\ backslash and \u{1F30D} stay as they are.
          """
        }

        static let pattern = \#(pattern)
        static let jsonSample = ##"{"title": "Say "#hello"", "path": "C:\temp\#(e.plural)"}"##
        static let tagRegex = \#(tagRegex)
        static let dateRegex = #/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#
        static let amountRegex = #/
          (?<amount> \d+ (?: \. \d{2} )? ) \s*   # the amount
          (?<currency> [A-Z]{3} )                # an ISO 4217 code
          /#

        /* Reviewers ask for ContentUnavailableView("Loading…") to become a ProgressView.
           /* A nested comment: .accessibilityLabel("Empty") and .frame(height: 200) */
           and this line is still inside the outer comment. */
        static func isDate(_ text: String) -> Bool {
          text.wholeMatch(of: dateRegex) != nil
        }

        static func averagePerPage(total: Int, pages: Int) -> Int {
          guard pages > 0 else { return 0 }
          return total / pages / \#(divisor)
        }

        static let reviewNote =
          "Never put ContentUnavailableView inside a List row; .search needs a non-empty query."
        static let café = "Crème brûlée 🍮"
        static let 東京 = "東京都 · \#(e.pluralName)"
        static let greeting = "مرحبا \u{2068}\(café)\u{2069}"

        #if \#(platform)
          static let platformName = "iOS"
        #elseif os(macOS)
          static let platformName = "macOS"
        #else
          static let platformName = "another platform"
        #endif

        static func tags(in text: String) -> [String] {
          text.matches(of: tagRegex).map { String($0.output.tag) }
        }
      }
      """#)
  }
}
