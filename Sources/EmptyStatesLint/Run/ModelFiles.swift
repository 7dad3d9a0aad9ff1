import Foundation

/// The files of a run where the loading rules read the types a file uses and does not declare —
/// its models, and the types those models use in turn (a model's rows, declared in a third
/// file) — each read once, when first asked for.
///
/// A context keeps only a weak reference to it: whoever lints a file keeps it for the time of
/// that file's lint, and the contexts it made go with it.
final class ModelFiles {
  /// The file that declares each type, for the names exactly one file of the run declares.
  private let declaring: [String: URL]
  /// The files that extend each type, by the names a lookup uses.
  private let extending: [String: [URL]]
  /// The files read so far, `nil` for one that could not be read.
  private var read: [URL: LintContext?] = [:]

  /// The files of a run, by the name of a type each alone declares, and by the names of the
  /// types each extends.
  init(declaring: [String: URL], extending: [String: [URL]] = [:]) {
    self.declaring = declaring
    self.extending = extending
  }

  /// The file that declares the type `name`, read, or `nil` when none of the run alone does.
  func context(declaring name: String) -> LintContext? {
    declaring[name].flatMap(context(at:))
  }

  /// The files that extend the type `name` (`extension Stat.StateModel { … }` in a file of its
  /// own), read; at most ``maximumExtensionFiles``.
  func contexts(extending name: String) -> [LintContext] {
    (extending[name] ?? []).prefix(Self.maximumExtensionFiles).compactMap(context(at:))
  }

  /// The most files read for the extensions of one type: a type split over a few files is
  /// common; more is generated code, not read past these.
  static let maximumExtensionFiles = 16

  private func context(at url: URL) -> LintContext? {
    if let known = read[url] { return known }
    let context = LintContext(model: url, models: self)
    read[url] = context
    return context
  }
}
