/// A large input described instead of stored (`Fixtures/hostile/recipes/`): `prefix`,
/// then `unit` repeated `count` times, then `suffix`.
public struct HostileRecipe: Hashable, Sendable, Decodable, CustomStringConvertible {
  /// What the input attacks.
  public var name: String
  /// The text before the repeated unit.
  public var prefix: String
  /// The text repeated.
  public var unit: String
  /// How many times `unit` is repeated.
  public var count: Int
  /// The text after the repeated unit.
  public var suffix: String

  /// The recipe's name.
  public var description: String { name }

  /// The input the recipe describes, as text.
  public var text: String {
    prefix + String(repeating: unit, count: count) + suffix
  }

  /// The input the recipe describes, as UTF-8 bytes.
  public var bytes: [UInt8] { Array(text.utf8) }
}
