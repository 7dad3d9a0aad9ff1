import Foundation

/// The package's built-in strings, read from `Resources/Localizable.xcstrings` — the String
/// Catalog format Xcode edits — by our own code, so lookup works the same on every platform.
struct StringCatalog: Sendable {
  /// The language the keys' source text is written in.
  var sourceLanguage: String
  /// Translations: key → localization identifier → text.
  var strings: [String: [String: String]]

  /// The catalog bundled with the module, or its compiled-in source-language text when the
  /// resource could not be read (see ``loadProblem``).
  static var bundled: StringCatalog {
    usable(loaded)
  }

  /// A loaded catalog, or the compiled-in source text when loading failed.
  static func usable(_ result: Result<StringCatalog, LoadProblem>) -> StringCatalog {
    (try? result.get()) ?? compiledSource
  }

  /// Why the bundled catalog could not be read, or `nil` when it was.
  static var loadProblem: String? {
    if case .failure(let problem) = loaded { return problem.message }
    return nil
  }

  /// The bundled catalog, read and parsed once.
  private static let loaded = load(from: bundledURL())

  /// The localization identifiers that have at least one string, sorted.
  let localizations: [String]

  func containsKey(_ key: String) -> Bool {
    strings[key] != nil
  }

  func value(for key: String, in localization: String) -> String? {
    strings[key]?[localization]
  }

  /// Reads a catalog from the JSON of a `.xcstrings` file.
  init(json: Data) throws {
    let file = try JSONDecoder().decode(File.self, from: json)
    let strings = file.strings.mapValues { entry in
      (entry.localizations ?? [:]).compactMapValues { $0.stringUnit?.value }
    }
    self.init(sourceLanguage: file.sourceLanguage, strings: strings)
  }

  init(sourceLanguage: String, strings: [String: [String: String]]) {
    self.sourceLanguage = sourceLanguage
    self.strings = strings
    localizations = Set(strings.values.flatMap(\.keys)).sorted()
  }

  struct LoadProblem: Error {
    var message: String
  }

  static func load(from url: URL?) -> Result<StringCatalog, LoadProblem> {
    guard let url else {
      return .failure(LoadProblem(message: "the String Catalog Localizable.xcstrings is missing"))
    }
    do {
      return .success(try StringCatalog(json: Data(contentsOf: url)))
    } catch {
      return .failure(LoadProblem(message: "cannot read the String Catalog at \(url.path)"))
    }
  }

  private static func bundledURL() -> URL? {
    #if canImport(Darwin)
      return Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")
    #else
      // SwiftPM puts `<package>_EmptyStates.resources` beside the executable; its generated
      // `Bundle.module` stops the process when the folder is missing, so look ourselves.
      let fileManager = FileManager.default
      var folders = [Bundle.main.bundleURL]
      if let executable = Bundle.main.executableURL {
        folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
      }
      for folder in folders {
        let children = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        for child in children.sorted() where child.hasSuffix("_EmptyStates.resources") {
          let url = folder.appendingPathComponent(child)
            .appendingPathComponent("Localizable.xcstrings")
          if fileManager.isReadableFile(atPath: url.path) { return url }
        }
      }
      return nil
    #endif
  }

  private struct File: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]
  }

  private struct Entry: Decodable {
    var localizations: [String: Localization]?
  }

  private struct Localization: Decodable {
    var stringUnit: StringUnit?
  }

  private struct StringUnit: Decodable {
    var value: String
  }
}
