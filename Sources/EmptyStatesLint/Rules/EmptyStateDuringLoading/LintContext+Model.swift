import Foundation

extension LintContext {
  /// The file at `url` read as a model file for another file's loading rules, reading its own
  /// models from `models`; `nil` when it cannot be read or is no text.
  convenience init?(model url: URL, models: ModelFiles) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    let bytes = Array(data)
    guard !LexedSource.looksBinary(bytes) else { return nil }
    self.init(SourceOutline(LexedSource(bytes)), models: models)
  }
}
