import EmptyStates
import EmptyStatesCatalog
import EmptyStatesCommandLineContract
import Foundation

/// `empty-states catalog`: writes the static catalog site and prints its index's path.
enum CatalogCommand: Command {
  static let name = "catalog"
  static let summary = "Write the catalog of every empty state as a static site; print its index."
  static let synopsis = "[--out DIR]"
  static let options = [
    OptionSpec(name: "out", valueName: "DIR", help: "Where to write (default: ./catalog-out).")
  ]

  static func run(_ arguments: Arguments) throws(CLIError) -> String {
    let path = arguments.value("out") ?? "catalog-out"
    guard !path.isEmpty else { throw .usage("\(label): --out needs a folder") }
    let folder = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw .noInput(
        "\(label): --out \(DisplayQuote.path.quoted(path)) is a file, not a folder")
    }
    do {
      return try Catalog.write(to: folder).path + "\n"
    } catch {
      throw .noInput("\(label): \(error.description)")
    }
  }
}
