/// What harmless input makes of an HTML call, read once: the tags it writes and how large it
/// gets. ``HostileOutput/htmlViolations(_:twins:input:)`` holds a hostile render to it.
public struct HTMLTwins: Sendable {
  /// The shapes (``HTMLTag/shape``) of every tag the twins write, `bdi` left out.
  public let shapes: Set<String>
  /// The most tags one twin writes, `bdi` left out.
  public let mostTags: Int
  /// The largest twin, in bytes.
  public let largest: Int

  /// The elements whose number follows the text's direction, not its markup.
  static let ignored: Set<String> = ["bdi", "/bdi"]

  /// Reads the twins: the same call's HTML for harmless texts.
  public init(_ twins: [String]) {
    let tags = twins.map(Self.tags)
    shapes = Set(tags.joined().map(\.shape))
    mostTags = tags.map(\.count).max() ?? 0
    largest = twins.map(\.utf8.count).max() ?? 0
  }

  /// The tags of `html` that count: all but `bdi`.
  static func tags(_ html: String) -> [HTMLTag] {
    HTMLTag.tags(in: html).filter { !ignored.contains($0.name) }
  }
}
