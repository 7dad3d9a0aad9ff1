import EmptyStates
import EmptyStatesCommandLineContract
import Foundation

/// How the CLI prints JSON: one document from `JSONEncoder`, indented by two spaces, keys in
/// sorted order so the output is stable to diff, ending with a newline.
///
/// Every character ``TextHygiene`` calls invisible (controls, format characters such as
/// bidirectional isolates, separators) is written as a `\uXXXX` escape, so the raw output can
/// never drive a terminal or reorder text, while a JSON reader gets the same text back.
enum JSONOutput {
  /// The document for `value`.
  ///
  /// - Throws: ``CLIError/data(_:)`` if the value cannot be encoded, which no output of ours does.
  static func text(_ value: some Encodable) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw .data("empty-states: the output cannot be encoded as JSON")
    }
    return TextHygiene.escapingInvisible(json: String(decoding: data, as: UTF8.self)) + "\n"
  }
}
