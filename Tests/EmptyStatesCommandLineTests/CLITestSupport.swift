import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// Runs the CLI in process.
func cli(_ words: String...) -> EmptyStatesCLI.Outcome {
  EmptyStatesCLI.run(words)
}

/// Parses a JSON document printed by the CLI.
func json(_ text: String) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any])
}

/// Writes `contents` to a fresh temporary file and returns its path.
func temporaryFile(_ contents: String, name: String = "spec.json") throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("empty-states-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(contents.utf8).write(to: url)
  return url.path
}
