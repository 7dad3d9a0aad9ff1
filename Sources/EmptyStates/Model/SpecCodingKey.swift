/// A coding key for any field name, so decoders can find fields they do not know.
///
/// The names of the package's JSON fields are its static members, each spelled once: the spec
/// that ``EmptyState/init(json:)`` reads, the form `EmptyState` encodes to, and the localized
/// form ``LocalizedEmptyState`` encodes to all use them.
struct SpecCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) {
    stringValue = name
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The name in double quotes, for messages that name a field.
  var quoted: String {
    "\"\(stringValue)\""
  }
}

extension SpecCodingKey {
  // An empty state's fields.
  static let title = SpecCodingKey("title")
  static let description = SpecCodingKey("description")
  static let symbol = SpecCodingKey("symbol")
  static let image = SpecCodingKey("image")
  static let mediaVariant = SpecCodingKey("mediaVariant")
  static let symbolAnimation = SpecCodingKey("symbolAnimation")
  static let mediaLabel = SpecCodingKey("mediaLabel")
  static let tone = SpecCodingKey("tone")
  static let actions = SpecCodingKey("actions")

  // An action's fields, besides `title` and `symbol`.
  static let id = SpecCodingKey("id")
  static let role = SpecCodingKey("role")
  static let url = SpecCodingKey("url")

  // Built-in text's fields, and an app key's (`localized`, `table`).
  static let key = SpecCodingKey("key")
  static let arguments = SpecCodingKey("arguments")
  static let localized = SpecCodingKey("localized")
  static let table = SpecCodingKey("table")

  // What a localized state adds: its locale and reading order.
  static let locale = SpecCodingKey("locale")
  static let localization = SpecCodingKey("localization")
  static let direction = SpecCodingKey("direction")
  static let accessibility = SpecCodingKey("accessibility")
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
  /// Throws when the object has a field outside `known`, naming the first one in sorted order.
  func rejectUnknownKeys(_ known: [SpecCodingKey]) throws {
    let names = Set(known.map(\.stringValue))
    let unknown = allKeys.map(\.stringValue).filter { !names.contains($0) }.sorted()
    if let first = unknown.first {
      throw DecodingError.dataCorruptedError(
        forKey: SpecCodingKey(first), in: self,
        debugDescription: "is unknown (known fields: \(names.sorted().joined(separator: ", ")))")
    }
  }

  func decodeText(_ key: SpecCodingKey) throws -> String {
    try decode(String.self, forKey: key)
  }

  func decodeTextIfPresent(_ key: SpecCodingKey) throws -> String? {
    try decodeIfPresent(String.self, forKey: key)
  }

  /// Decodes a field holding one of an enumeration's raw values, naming the allowed ones.
  func decodeChoice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, _ key: SpecCodingKey
  ) throws -> Choice? where Choice.RawValue == String {
    guard let raw = try decodeTextIfPresent(key) else { return nil }
    guard let choice = Choice(rawValue: raw) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "must be one of: \(allowed)")
    }
    return choice
  }

  func invalid(_ key: SpecCodingKey, _ reason: String) -> DecodingError {
    DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: reason)
  }
}
