/// Verbatim text is coded as a JSON string; built-in text as `{"key", "arguments"}`; a key of
/// the app's strings as `{"localized", "table", "arguments"}`.
extension LocalizedText: Codable {
  /// Decodes a JSON string as verbatim text, `{"key": …, "arguments": […]}` as a built-in
  /// string of the package's String Catalog, or `{"localized": …, "table": …, "arguments": […]}`
  /// as a key of the app's strings.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      // Decoded text is stored as it will be drawn: no control or reordering characters.
      storage = .verbatim(TextHygiene.displayable(text))
      return
    }
    let container: KeyedDecodingContainer<SpecCodingKey>
    do {
      container = try decoder.container(keyedBy: SpecCodingKey.self)
    } catch DecodingError.typeMismatch(_, let context) {
      // Neither a string nor an object: name the usual form, text, as what was expected.
      throw DecodingError.typeMismatch(
        String.self,
        DecodingError.Context(
          codingPath: context.codingPath, debugDescription: "expected text or a built-in string"))
    }
    if container.contains(.localized) {
      try container.rejectUnknownKeys([.localized, .table, .arguments])
      let key = try container.decodeText(.localized)
      let table = try container.decodeTextIfPresent(.table)
      let arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
      storage = .app(
        key: TextHygiene.displayable(key), table: table,
        arguments: arguments.map { TextHygiene.displayable($0) })
      return
    }
    try container.rejectUnknownKeys([.key, .arguments])
    let key = try container.decodeText(.key)
    guard BuiltInStrings.compiled.containsKey(key) else {
      throw container.invalid(.key, "is not a built-in string")
    }
    let arguments = try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? []
    if arguments.contains(where: \.isBlank) {
      throw container.invalid(.arguments, "must not hold blank text")
    }
    storage = .catalog(key: key, arguments: arguments)
  }

  /// Encodes verbatim text as a JSON string and built-in text as `{"key", "arguments"}`.
  public func encode(to encoder: any Encoder) throws {
    switch storage {
    case .verbatim(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .app(let key, let table, let arguments):
      var container = encoder.container(keyedBy: SpecCodingKey.self)
      try container.encode(key, forKey: .localized)
      try container.encodeIfPresent(table, forKey: .table)
      if !arguments.isEmpty {
        try container.encode(arguments, forKey: .arguments)
      }
    case .catalog(let key, let arguments):
      var container = encoder.container(keyedBy: SpecCodingKey.self)
      try container.encode(key, forKey: .key)
      if !arguments.isEmpty {
        try container.encode(arguments, forKey: .arguments)
      }
    }
  }
}

/// A quoted argument is coded as a JSON string, a list of names as an array of texts.
extension LocalizedText.Argument: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .quoted(text)
    } else if let names = try? container.decode([LocalizedText].self) {
      self = .quotedList(names)
    } else {
      throw DecodingError.typeMismatch(
        String.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected text or a list of texts"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .quoted(let text): try container.encode(text)
    case .quotedList(let names): try container.encode(names)
    }
  }

  /// Whether the argument would show nothing between its quotation marks.
  var isBlank: Bool {
    switch self {
    case .quoted(let text): SearchQuery(text) == nil
    case .quotedList(let names): names.isEmpty
    }
  }
}
