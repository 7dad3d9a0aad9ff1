import Foundation

/// A spec with a number, boolean, null, array or object where the format wants text or a list
/// (`Fixtures/hostile/wrong-types.json`), and the field a clear error must name.
public struct HostileWrongType: Sendable, CustomStringConvertible {
  /// What is wrong with it.
  public var name: String
  /// The path of the field at fault (`actions[0].id`), or `nil` when the document as a whole is
  /// not an object.
  public var field: String?
  /// The spec document, as UTF-8 JSON.
  public var json: Data

  /// Creates an entry.
  public init(name: String, field: String?, json: Data) {
    self.name = name
    self.field = field
    self.json = json
  }

  /// What is wrong with it.
  public var description: String { name }
}
