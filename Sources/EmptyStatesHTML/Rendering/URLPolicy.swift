import EmptyStates

/// Which URLs an action may lead to: `http`, `https`, `mailto` and relative URLs. Everything
/// else — `javascript:`, `data:`, `vbscript:`, `file:` and any other scheme — is refused, however
/// it is spelled (`JaVaScRiPt:`, leading control characters, tabs or new lines inside the scheme,
/// all of which browsers ignore). An allowed URL's invisible characters — controls, bidirectional
/// overrides and the like — are percent-encoded, as a browser's URL parser encodes controls, so
/// the attribute that holds it has none.
enum URLPolicy {
  /// The schemes an action's link may use.
  static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

  /// The URL text if it may be used as a link, else `nil`.
  static func allowed(_ text: String) -> String? {
    // Browsers strip leading and trailing C0 controls and spaces, and remove tabs and new lines
    // anywhere in a URL, before they read its scheme: judge the URL as they will.
    let stripped = String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { !["\t", "\n", "\r"].contains($0) }
      )
    ).trimmingControlsAndSpaces()
    guard !stripped.isEmpty else { return nil }
    if let colon = stripped.firstIndex(of: ":") {
      let head = stripped[..<colon]
      let isScheme =
        !head.isEmpty && head.first?.isLetter == true
        && head.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      if isScheme {
        return allowedSchemes.contains(head.lowercased()) ? percentEncodingInvisible(stripped) : nil
      }
      // A colon after `/`, `?` or `#` is part of a relative URL's path, query or fragment.
      let beforeColon = stripped[..<colon]
      guard beforeColon.contains(where: { "/?#".contains($0) }) else { return nil }
    }
    return percentEncodingInvisible(stripped)
  }

  /// `url` with each invisible scalar (`TextHygiene.isInvisible(_:)`) percent-encoded, byte by
  /// byte of its UTF-8.
  private static func percentEncodingInvisible(_ url: String) -> String {
    guard url.unicodeScalars.contains(where: TextHygiene.isInvisible) else { return url }
    var encoded = ""
    for scalar in url.unicodeScalars {
      guard TextHygiene.isInvisible(scalar) else {
        encoded.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 {
        encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return encoded
  }
}

extension String {
  fileprivate func trimmingControlsAndSpaces() -> String {
    let scalars = unicodeScalars
    let isTrimmed: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
    guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
      let end = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(scalars[start...end])
  }
}
