import Foundation

/// A spec in the corpus (`Fixtures/hostile/specs/*.json`), written by hand to carry
/// payloads in every text field of the spec format, including the localized-text forms.
public struct HostileSpecFile: Hashable, Sendable, CustomStringConvertible {
  /// The file's name without `.json`.
  public var name: String
  /// Where it is.
  public var url: URL

  /// Creates a spec file's entry.
  public init(name: String, url: URL) {
    self.name = name
    self.url = url
  }

  /// The file's name.
  public var description: String { name }
}
