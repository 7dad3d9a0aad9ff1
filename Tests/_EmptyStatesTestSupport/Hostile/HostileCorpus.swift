import Foundation

/// The hostile-input corpus of `Fixtures/hostile/` (its README says what each class
/// attacks), loaded for the tests that run every entry through every renderer and command.
public struct HostileCorpus: Sendable {
  /// Why the corpus could not be loaded.
  public struct LoadError: Error, CustomStringConvertible {
    /// Which file and what is wrong with it.
    public var description: String
  }

  /// Every text payload, class by class, the generated giants last.
  public var payloads: [HostilePayload]
  /// The recipes for spec documents (`recipes/json.json`): deep nesting, size limits.
  public var documentRecipes: [HostileRecipe]
  /// The recipes for Swift sources (`recipes/swift.json`), for the linter.
  public var sourceRecipes: [HostileRecipe]
  /// The invalid UTF-8 files.
  public var byteFiles: [HostileByteFile]
  /// The hand-written hostile specs.
  public var specFiles: [HostileSpecFile]
  /// The specs with a value of the wrong type.
  public var wrongTypes: [HostileWrongType]

  /// The corpus's folder, found from this file's place in the repository.
  public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/hostile", isDirectory: true)

  /// Reads the corpus.
  ///
  /// - Parameter generated: Whether to include the generated giants among ``payloads``.
  /// - Returns: The corpus.
  /// - Throws: ``LoadError`` naming a file that is missing, empty or malformed.
  public static func load(generated: Bool = true) throws -> HostileCorpus {
    var payloads: [HostilePayload] = []
    for kind in HostilePayload.Kind.allCases where kind != .generated {
      let entries = try decode([Entry].self, "text/\(kind.rawValue).json")
      payloads += entries.map { HostilePayload(kind: kind, name: $0.name, text: $0.text) }
    }
    if generated {
      payloads += try decode([HostileRecipe].self, "recipes/text.json").map {
        HostilePayload(kind: .generated, name: $0.name, text: $0.text)
      }
    }
    return HostileCorpus(
      payloads: payloads,
      documentRecipes: try decode([HostileRecipe].self, "recipes/json.json"),
      sourceRecipes: try decode([HostileRecipe].self, "recipes/swift.json"),
      byteFiles: try files("bytes", ending: ".bin").map {
        HostileByteFile(name: $0.name, bytes: Array(try Data(contentsOf: $0.url)))
      },
      specFiles: try files("specs", ending: ".json").map {
        HostileSpecFile(name: $0.name, url: $0.url)
      },
      wrongTypes: try wrongTypes())
  }

  /// The payloads of one class.
  public func payloads(_ kind: HostilePayload.Kind) -> [HostilePayload] {
    payloads.filter { $0.kind == kind }
  }

  /// Reads the payloads of one class: what a test of each class starts from.
  ///
  /// - Parameters:
  ///   - kind: The class.
  ///   - generated: Whether to make the generated giants (for ``HostilePayload/Kind/generated``).
  /// - Returns: The payloads, at least one.
  /// - Throws: ``LoadError`` when the corpus cannot be read or the class is empty.
  public static func payloads(_ kind: HostilePayload.Kind, generated: Bool = true) throws
    -> [HostilePayload]
  {
    let payloads = try load(generated: generated).payloads(kind)
    guard !payloads.isEmpty else {
      throw LoadError(description: "no \(kind.rawValue) payload in \(folder.path)")
    }
    return payloads
  }

  private struct Entry: Decodable {
    var name: String
    var text: String
  }

  private static func read(_ relative: String) throws -> Data {
    let url = folder.appendingPathComponent(relative)
    guard let data = try? Data(contentsOf: url), !data.isEmpty else {
      throw LoadError(description: "\(url.path): missing or empty")
    }
    return data
  }

  private static func decode<Value: Decodable>(_: Value.Type, _ relative: String) throws
    -> Value
  {
    do {
      return try JSONDecoder().decode(Value.self, from: try read(relative))
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(description: "\(relative): \(error)")
    }
  }

  /// The files of a folder of the corpus with a given ending, by name; at least one.
  private static func files(_ relative: String, ending: String) throws -> [(
    name: String, url: URL
  )] {
    let directory = folder.appendingPathComponent(relative, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let kept = names.filter { $0.hasSuffix(ending) }.sorted()
    guard !kept.isEmpty else {
      throw LoadError(description: "\(directory.path): no \(ending) file")
    }
    return kept.map { (String($0.dropLast(ending.count)), directory.appendingPathComponent($0)) }
  }

  private static func wrongTypes() throws -> [HostileWrongType] {
    let object = try? JSONSerialization.jsonObject(with: try read("wrong-types.json"))
    guard let entries = object as? [[String: Any]], !entries.isEmpty else {
      throw LoadError(description: "wrong-types.json: not a list of entries")
    }
    return try entries.map { entry in
      guard let name = entry["name"] as? String, let spec = entry["spec"] else {
        throw LoadError(description: "wrong-types.json: an entry lacks its name or spec")
      }
      let json = try JSONSerialization.data(withJSONObject: spec, options: .fragmentsAllowed)
      return HostileWrongType(name: name, field: entry["field"] as? String, json: json)
    }
  }
}
