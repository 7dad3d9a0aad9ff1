/// A file of bytes that are not valid UTF-8 (`Fixtures/hostile/bytes/*.bin`): overlong
/// forms, surrogates, truncated sequences, lone continuation bytes, 0xFF.
public struct HostileByteFile: Hashable, Sendable, CustomStringConvertible {
  /// The file's name without `.bin`.
  public var name: String
  /// Its bytes.
  public var bytes: [UInt8]

  /// Creates a byte file's entry.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// The file's name.
  public var description: String { name }

  /// A spec whose title holds the bytes: `{"title":"a` … `b"}`.
  public var specTitle: [UInt8] {
    Array(#"{"title":"a"#.utf8) + bytes + Array(#"b"}"#.utf8)
  }

  /// A Swift file whose string literal and comment hold the bytes.
  public var swiftSource: [UInt8] {
    Array("let title = \"".utf8) + bytes + Array("\"\n// ".utf8) + bytes
      + Array("\nContentUnavailableView(\"".utf8) + bytes + Array("\", systemImage: \"x\")\n".utf8)
  }
}
