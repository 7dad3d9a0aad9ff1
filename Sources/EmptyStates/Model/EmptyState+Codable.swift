import Foundation

/// The Codable form is the flat JSON that `empty-states render --spec` reads:
///
/// ```json
/// {"title": "No Landmarks", "description": "Landmarks you save will appear here.",
///  "symbol": "mappin.slash", "tone": "neutral",
///  "actions": [{"id": "browse", "title": "Browse Landmarks", "role": "primary"}]}
/// ```
///
/// `title` is required; `symbol` and `image` exclude each other; `mediaVariant`
/// (`regular`, `icon`), `symbolAnimation` (`none`, `breathe`, `pulse`) and `mediaLabel` describe
/// the picture. A field the form does not define is an error that names it.
extension EmptyState: Codable {
  static let fields: [SpecCodingKey] = [
    .title, .description, .symbol, .image, .mediaVariant, .symbolAnimation, .mediaLabel, .tone,
    .actions,
  ]

  /// Decodes the flat JSON form, rejecting unknown fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SpecCodingKey.self)
    try container.rejectUnknownKeys(Self.fields)
    title = try container.decode(LocalizedText.self, forKey: .title)
    if let text = title.sourceText, text.allSatisfy(\.isWhitespace) {
      throw container.invalid(.title, "must not be empty")
    }
    description = try container.decodeIfPresent(LocalizedText.self, forKey: .description)
    tone = try container.decodeChoice(Tone.self, .tone) ?? .neutral
    media = try Self.decodeMedia(container)
    actions = try container.decodeIfPresent([Action].self, forKey: .actions) ?? []
    var seen = Set<Action.ID>()
    for action in actions where !seen.insert(action.id).inserted {
      throw container.invalid(.actions, "has two actions with the id \"\(action.id.rawValue)\"")
    }
  }

  private static func decodeMedia(_ container: KeyedDecodingContainer<SpecCodingKey>) throws
    -> Media?
  {
    let symbol = try container.decodeTextIfPresent(.symbol)
    let image = try container.decodeTextIfPresent(.image)
    let variant = try container.decodeChoice(Media.Variant.self, .mediaVariant)
    let animation = try container.decodeChoice(Media.SymbolAnimation.self, .symbolAnimation)
    let label = try container.decodeIfPresent(LocalizedText.self, forKey: .mediaLabel)
    let source: Media.Source
    switch (symbol, image) {
    case (let name?, nil): source = .symbol(name)
    case (nil, let name?): source = .image(name)
    case (_?, _?):
      throw container.invalid(
        .image, "cannot be given together with \(SpecCodingKey.symbol.quoted)")
    case (nil, nil):
      for key in [SpecCodingKey.mediaVariant, .symbolAnimation, .mediaLabel]
      where container.contains(key) {
        throw container.invalid(
          key, "needs a \(SpecCodingKey.symbol.quoted) or an \(SpecCodingKey.image.quoted)")
      }
      return nil
    }
    if case .image = source, let animation, animation != .none {
      throw container.invalid(.symbolAnimation, "applies to symbols only, not images")
    }
    for (key, value) in [(SpecCodingKey.symbol, symbol), (.image, image)]
    where value?.allSatisfy(\.isWhitespace) == true {
      throw container.invalid(key, "must not be empty")
    }
    return Media(
      source, variant: variant ?? .regular, animation: animation ?? .none,
      accessibilityLabel: label)
  }

  /// Encodes the flat JSON form, leaving out fields that hold their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SpecCodingKey.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(description, forKey: .description)
    if let media {
      try container.encodeIfPresent(media.symbolName, forKey: .symbol)
      try container.encodeIfPresent(media.imageName, forKey: .image)
      if media.variant != .regular { try container.encode(media.variant, forKey: .mediaVariant) }
      if media.animation != .none {
        try container.encode(media.animation, forKey: .symbolAnimation)
      }
      try container.encodeIfPresent(media.accessibilityLabel, forKey: .mediaLabel)
    }
    if tone != .neutral { try container.encode(tone, forKey: .tone) }
    if !actions.isEmpty { try container.encode(actions, forKey: .actions) }
  }
}

extension EmptyState.Action: Codable {
  /// Decodes `{"id", "title", "role"?, "symbol"?, "url"?}`, rejecting unknown fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SpecCodingKey.self)
    try container.rejectUnknownKeys([.id, .title, .role, .symbol, .url])
    guard let id = ID(rawValue: try container.decodeText(.id)) else {
      throw container.invalid(.id, "must be letters, digits, '.', '_' or '-' (at most 64)")
    }
    self.id = id
    title = try container.decode(LocalizedText.self, forKey: .title)
    if let text = title.sourceText, text.allSatisfy(\.isWhitespace) {
      throw container.invalid(.title, "must not be empty")
    }
    role = try container.decodeChoice(Role.self, .role) ?? .primary
    symbol = try container.decodeTextIfPresent(.symbol)
    if let text = try container.decodeTextIfPresent(.url) {
      guard let url = URL(string: text), !text.isEmpty else {
        throw container.invalid(.url, "is not a valid URL")
      }
      self.url = url
    } else {
      url = nil
    }
  }

  /// Encodes `{"id", "title", "role", "symbol"?, "url"?}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SpecCodingKey.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(role, forKey: .role)
    try container.encodeIfPresent(symbol, forKey: .symbol)
    try container.encodeIfPresent(url?.absoluteString, forKey: .url)
  }
}
