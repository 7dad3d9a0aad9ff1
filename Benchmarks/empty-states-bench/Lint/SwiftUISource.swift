/// One generated Swift file as it is written: SwiftUI views, models and extensions about one
/// ``CorpusEntity``, each choice drawn from a ``SeededGenerator``.
struct SwiftUISource {
  /// The kinds of declaration a file is made of.
  enum Chunk: CaseIterable {
    case model, client, store, viewModel, listView, switchView, splitView, row, helpers
    case literals, settings, preview, pitfall
  }

  /// What the file is about.
  let entity: CorpusEntity
  /// Where its choices come from.
  var random: SeededGenerator
  /// The Swift source written so far.
  private(set) var text = ""
  /// Its lines: every line, the last included, ends with a newline.
  private(set) var lineCount = 0
  /// The declarations written, in order.
  private(set) var chunks: [Chunk] = []
  /// The mistakes planted, one a pitfall view.
  private(set) var pitfalls: [CorpusPitfall] = []
  private var names: Set<String> = []

  /// In how many views out of a hundred a pitfall is planted.
  static let pitfallPercent = 5

  /// How often each kind is drawn after a file's models, out of the total.
  private static let weights: [(Chunk, Int)] = [
    (.listView, 18), (.switchView, 14), (.splitView, 8), (.row, 14), (.settings, 8),
    (.helpers, 12), (.literals, 12), (.preview, 6), (.store, 4), (.viewModel, 4),
  ]

  /// Kinds that are screens: a pitfall view takes the place of one of them.
  private static let screens: Set<Chunk> = [.listView, .switchView, .splitView, .settings]

  /// A file about `entity`.
  init(entity: CorpusEntity, random: SeededGenerator) {
    self.entity = entity
    self.random = random
  }

  /// Writes the imports, the models, then declarations until the file has `lines` lines.
  mutating func write(lines target: Int) {
    imports()
    model()
    client()
    store()
    viewModel()
    while lineCount < target {
      write(drawChunk())
    }
  }

  private mutating func drawChunk() -> Chunk {
    var draw = random.below(Self.weights.reduce(0) { $0 + $1.1 })
    var chunk = Chunk.row
    for (kind, weight) in Self.weights {
      if draw < weight {
        chunk = kind
        break
      }
      draw -= weight
    }
    if Self.screens.contains(chunk), random.chance(Self.pitfallPercent) { return .pitfall }
    return chunk
  }

  private mutating func write(_ chunk: Chunk) {
    switch chunk {
    case .model: model()
    case .client: client()
    case .store: store()
    case .viewModel: viewModel()
    case .listView: listView()
    case .switchView: switchView()
    case .splitView: splitView()
    case .row: row()
    case .helpers: helpers()
    case .literals: literals()
    case .settings: settings()
    case .preview: preview()
    case .pitfall: pitfall(random.pick(CorpusPitfall.allCases))
    }
  }

  /// Appends one declaration (text without a final newline), after a blank line.
  mutating func append(_ chunk: Chunk, _ block: String) {
    if !text.isEmpty { add("\n") }
    add(block + "\n")
    chunks.append(chunk)
  }

  /// Records a planted mistake.
  mutating func plant(_ pitfall: CorpusPitfall) {
    pitfalls.append(pitfall)
  }

  private mutating func add(_ piece: String) {
    text += piece
    lineCount += piece.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// A type name not yet declared in this file: the entity's name and `suffix`, the first time;
  /// then with a drawn prefix.
  mutating func typeName(_ suffix: String) -> String {
    let prefixes = [
      "Recent", "Shared", "Archived", "Favorite", "Pinned", "Team", "Local", "Synced",
      "Upcoming", "Draft", "Starred",
    ]
    var name = entity.name + suffix
    var attempts = 1
    while names.contains(name) {
      let counter = attempts > 3 ? String(attempts) : ""
      name = random.pick(prefixes) + entity.name + suffix + counter
      attempts += 1
    }
    names.insert(name)
    return name
  }

  /// The store type views of this file observe (declared by ``store()``).
  var storeName: String { entity.name + "Store" }
  /// The view model type views of this file observe (declared by ``viewModel()``).
  var viewModelName: String { entity.name + "ViewModel" }

  private mutating func imports() {
    var lines = ["import Foundation"]
    if random.chance(60) { lines.append("import Observation") }
    if random.chance(20) { lines.append("import OSLog") }
    lines.append("import SwiftUI")
    if random.chance(25) {
      lines += ["", "#if canImport(UIKit)", "  import UIKit", "#endif"]
    }
    add("// \(entity.pluralName) feature. Generated for the empty-states lint benchmark.\n\n")
    add(lines.joined(separator: "\n") + "\n")
  }
}
