/// A coding key for any field name, so decoders can find fields they do not know.
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
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
  /// Throws when the object has a field outside `known`, naming the first one in sorted order.
  func rejectUnknownKeys(_ known: Set<String>) throws {
    let unknown = allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
    if let first = unknown.first {
      throw DecodingError.dataCorruptedError(
        forKey: SpecCodingKey(first), in: self,
        debugDescription: "is unknown (known fields: \(known.sorted().joined(separator: ", ")))")
    }
  }

  func decodeText(_ name: String) throws -> String {
    try decode(String.self, forKey: SpecCodingKey(name))
  }

  func decodeTextIfPresent(_ name: String) throws -> String? {
    try decodeIfPresent(String.self, forKey: SpecCodingKey(name))
  }

  /// Decodes a field holding one of an enumeration's raw values, naming the allowed ones.
  func decodeChoice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, _ name: String
  ) throws -> Choice? where Choice.RawValue == String {
    guard let raw = try decodeTextIfPresent(name) else { return nil }
    guard let choice = Choice(rawValue: raw) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: SpecCodingKey(name), in: self, debugDescription: "must be one of: \(allowed)")
    }
    return choice
  }

  func invalid(_ name: String, _ reason: String) -> DecodingError {
    DecodingError.dataCorruptedError(
      forKey: SpecCodingKey(name), in: self, debugDescription: reason)
  }
}
