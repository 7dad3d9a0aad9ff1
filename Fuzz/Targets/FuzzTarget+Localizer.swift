import EmptyStates
import Foundation
import _EmptyStatesTestSupport

extension FuzzTarget {
  /// Any locale identifier and any search query through the localizer: a well-formed identifier
  /// resolves to a localization of its own language, or to English when the package speaks
  /// none of it; an ill-formed one quotes as a single printable line, as the CLI's `--locale`
  /// error does. A query is cleaned as ``SearchQuery`` documents it, and the no-results title
  /// quotes it — cut at ``SearchQuery/displayLimit`` characters with an ellipsis — between
  /// quotation marks CLDR gives the locale, isolated where the locale or the query reads right
  /// to left; the rest of the title does not depend on the query, and no control character,
  /// embedding, override or unbalanced isolate reaches it.
  static func checkLocalizer(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    let identifier =
      input.bool() ? input.pick(EmptyStateLocalizer.localizations) : input.string()
    let query = input.string()
    let localizer = EmptyStateLocalizer(localeIdentifier: identifier)
    var found = checkLocale(identifier, localizer)
    let title = localizer.localize(.noResults(for: query)).title
    found += DisplayRule.problems(inLine: title).map { "the title \($0)" }
    let cleaned = SearchQuery(query)?.text
    found += LocalizerOracle.cleaningViolations(query, cleaned)
    guard let cleaned else {
      if title != localizer.localize(.noResults(for: nil)).title {
        found.append("a blank query \(query.debugDescription) is quoted: \(title.debugDescription)")
      }
      return found
    }
    let shown = LocalizerOracle.displayText(cleaned)
    let isolates =
      localizer.direction == .rightToLeft
      || shown.unicodeScalars.contains(where: TextHygiene.isStrongRightToLeft)
    let inner = isolates ? TextHygiene.isolated(shown) : shown
    let quotations = LocalizerOracle.quotationMarks(localizer.localeIdentifier).lazy.compactMap {
      marks in
      LocalizerOracle.removing(marks.begin + inner + marks.end, from: title).map { (marks, $0) }
    }
    guard let (marks, rest) = quotations.first else {
      found.append(
        "the title \(title.debugDescription) does not quote \(inner.debugDescription) between "
          + "quotation marks of \(localizer.localeIdentifier)")
      return found
    }
    // The title of a plain query, its quotation taken out, must leave the same words.
    let plain = localizer.direction == .rightToLeft ? TextHygiene.isolated("q") : "q"
    let plainTitle = localizer.localize(.noResults(for: "q")).title
    if LocalizerOracle.removing(marks.begin + plain + marks.end, from: plainTitle) != rest {
      found.append(
        "the words around the query depend on it: \(title.debugDescription) against "
          + plainTitle.debugDescription)
    }
    return found
  }

  /// What must hold of a locale identifier: see ``checkLocalizer(_:)``.
  private static func checkLocale(_ identifier: String, _ localizer: EmptyStateLocalizer)
    -> [String]
  {
    let localizations = EmptyStateLocalizer.localizations
    guard localizations.contains(localizer.localization) else {
      return ["\(identifier.debugDescription) resolves to \(localizer.localization), not shipped"]
    }
    guard EmptyStateLocalizer.isWellFormed(identifier) else {
      let message = DisplayQuote.argument.quoted(identifier)
      let printable = message.unicodeScalars.allSatisfy { (" "..."~").contains($0) || $0 == "…" }
      return printable ? [] : ["an ill-formed identifier quotes as \(message.debugDescription)"]
    }
    let language = LocalizerOracle.language(of: identifier)
    let own = localizations.filter { LocalizerOracle.language(of: $0) == language }
    let expected = own.isEmpty ? LocalizerOracle.fallbacks[language] ?? ["en"] : own
    guard expected.contains(localizer.localization) else {
      return [
        "\(identifier.debugDescription) resolves to \(localizer.localization), not one of "
          + expected.joined(separator: ", ")
      ]
    }
    return []
  }
}
