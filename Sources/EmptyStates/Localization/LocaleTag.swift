/// The parts of a BCP 47 locale identifier that localization uses.
struct LocaleTag: Hashable, Sendable {
  var language: String
  var script: String?
  var region: String?

  /// Splits `zh-Hant-HK`, `pt_BR` or `sr-Latn` into language, script and region; unknown or
  /// extension parts (`-u-…`, `@calendar=…`) are ignored.
  init(_ identifier: String) {
    let base = identifier.prefix { $0 != "@" }
    let parts = base.split { $0 == "-" || $0 == "_" }
    language = parts.first?.lowercased() ?? ""
    for part in parts.dropFirst() {
      if part.count == 1 { break }  // an extension (-u-, -x-) starts here
      if part.count == 4, script == nil, region == nil, part.allSatisfy(\.isLetter) {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil,
        (part.count == 2 && part.allSatisfy(\.isLetter))
          || (part.count == 3 && part.allSatisfy(\.isNumber))
      {
        region = part.uppercased()
      }
    }
  }

  /// A bundle's localization names as canonical identifiers, in order, once each: `Base` and
  /// names that are no locale (`English`) dropped, `pt_BR` read as `pt-BR`.
  static func canonicalLocalizations(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { $0 != "Base" && isWellFormed($0) }.map { LocaleTag($0).identifier }
      .filter { seen.insert($0).inserted }
  }

  /// Whether the identifier has the shape of a locale: a 2–3 letter language, then parts of
  /// 1–8 letters or digits, joined by `-` or `_`.
  static func isWellFormed(_ identifier: String) -> Bool {
    let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The identifier in canonical form: `zh-Hant-HK`.
  var identifier: String {
    var identifier = language
    if let script { identifier += "-" + script }
    if let region { identifier += "-" + region }
    return identifier
  }
}
