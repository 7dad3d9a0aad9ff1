/// The JSON form of a localized state: what a client draws, every field present — `null` where
/// the state has none — under the names the spec uses (``EmptyState/init(from:)``):
///
/// ```json
/// {"locale": "en", "localization": "en", "direction": "ltr", "title": "You’re Offline",
///  "description": "Check your connection and try again.", "symbol": "wifi.slash", "image": null,
///  "mediaVariant": "regular", "symbolAnimation": "none", "tone": "warning",
///  "actions": [{"id": "retry", "title": "Try Again", "role": "primary"}],
///  "accessibility": [{"role": "image", "label": "", "hidden": true}, …]}
/// ```
///
/// The picture's spoken label is its element in `accessibility`, the reading order.
extension LocalizedEmptyState: Encodable {
  /// Encodes the state, with its locale and its accessibility outline.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SpecCodingKey.self)
    try container.encode(localeIdentifier, forKey: .locale)
    try container.encode(localization, forKey: .localization)
    try container.encode(direction, forKey: .direction)
    try container.encode(title, forKey: .title)
    try container.encode(description, forKey: .description)
    try container.encode(media?.symbolName, forKey: .symbol)
    try container.encode(media?.imageName, forKey: .image)
    try container.encode(media?.variant, forKey: .mediaVariant)
    try container.encode(media?.animation, forKey: .symbolAnimation)
    try container.encode(tone, forKey: .tone)
    try container.encode(actions, forKey: .actions)
    try container.encode(accessibilityOutline, forKey: .accessibility)
  }
}

extension LocalizedEmptyState.Action: Encodable {
  /// Encodes `{"id", "title", "role", "symbol"?, "url"?}`: an action's own JSON form, with its
  /// title resolved.
  public func encode(to encoder: any Encoder) throws {
    try EmptyState.Action(.verbatim(title), id: id, role: role, symbol: symbol, url: url)
      .encode(to: encoder)
  }
}
