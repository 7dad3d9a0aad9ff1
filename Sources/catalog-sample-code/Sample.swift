/// One catalog sample file, read: the sample's name and the bodies of its three members, the
/// SwiftUI code (`var body: some View`), the server-side code (`func html(locale:)`) and the
/// UIKit code (`func uiKit() -> EmptyStateContentView`, inside `#if canImport(UIKit)`).
///
/// The file is formatted by `swift format` (two-space indentation), so a member's body is the
/// lines between its declaration line and the next line that is a closing brace at the
/// member's indentation: two spaces, four for the UIKit code, which its `#if` indents.
struct Sample {
  /// Why a file is not a sample.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// The sample's type, such as `NotesSample`.
  var typeName: String
  /// The SwiftUI code, without the member's indentation.
  var swiftUI: String
  /// The server-side code, without the member's indentation.
  var html: String
  /// The UIKit code, without the member's indentation.
  var uiKit: String

  /// The line that opens a sample's type.
  static let typePrefix = "struct "
  /// The line that opens the SwiftUI code.
  static let swiftUIDeclaration = "  var body: some View {"
  /// The line that opens the server-side code.
  static let htmlDeclaration = "  func html(locale: Locale) -> String {"
  /// The line that opens the UIKit code, indented by its `#if canImport(UIKit) && !os(watchOS)`.
  static let uiKitDeclaration = "    func uiKit() -> EmptyStateContentView {"

  /// Reads a sample file.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file's name, for messages.
  /// - Throws: ``ParseError`` naming the file and what it lacks.
  init(text: String, file: String) throws(ParseError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      let typeLine = lines.first(where: { $0.hasPrefix(Self.typePrefix) }),
      let name = typeLine.dropFirst(Self.typePrefix.count).split(separator: ":").first,
      name.hasSuffix("Sample")
    else {
      throw ParseError(description: "\(file): no `struct …Sample: CatalogSample` declaration")
    }
    typeName = String(name)
    swiftUI = try Self.body(of: Self.swiftUIDeclaration, in: lines, file: file)
    html = try Self.body(of: Self.htmlDeclaration, in: lines, file: file)
    uiKit = try Self.body(of: Self.uiKitDeclaration, in: lines, file: file)
  }

  /// The lines between `declaration` and the member's closing brace (a `}` at the
  /// declaration's indentation), without the body's indentation (the declaration's and two
  /// spaces).
  private static func body(of declaration: String, in lines: [String], file: String)
    throws(ParseError) -> String
  {
    guard let start = lines.firstIndex(of: declaration) else {
      throw ParseError(description: "\(file): no line `\(declaration)`")
    }
    let memberIndentation = String(declaration.prefix { $0 == " " })
    let memberEnd = memberIndentation + "}"
    guard let end = lines[(start + 1)...].firstIndex(of: memberEnd), end > start + 1 else {
      throw ParseError(
        description: "\(file): `\(declaration)` has no body closed by `\(memberEnd)`")
    }
    let indentation = memberIndentation + "  "
    var body: [String] = []
    for line in lines[(start + 1)..<end] {
      if line.isEmpty {
        body.append(line)
      } else if line.hasPrefix(indentation) {
        body.append(String(line.dropFirst(indentation.count)))
      } else {
        throw ParseError(
          description: "\(file): a line in `\(declaration)` is indented less than its body: \(line)"
        )
      }
    }
    return body.joined(separator: "\n")
  }
}
