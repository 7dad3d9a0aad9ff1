/// What the file says about the load behind one empty state that an emptiness test chooses.
enum LoadingJudgement: Hashable, Sendable {
  /// A load fills the tested data only after it has started, and nothing on the way guards it:
  /// `loader` names the load as a message does (`.task`, `the .task of LibraryScreen`).
  case flashes(site: Int, subject: Range<Int>, loader: String)
  /// A test that holds at the value a property starts with chooses the empty state, and a load
  /// replaces that value only after it has started (``LintContext/placeholderTest(_:in:loads:)``):
  /// `test` is the whole test, `status == .notDetermined`.
  case standsInUntilRead(site: Int, test: Range<Int>, loader: String)
  /// The tested data belongs to a model (an environment object, a shared manager) that no load
  /// of this file fills, and nothing on the way guards it: a view of another file that places
  /// the view `view` and fills `data` when it appears makes it flash (``LoadingFacts``).
  case readsModelFilledElsewhere(site: Int, subject: Range<Int>, view: String, data: [DataProperty])
}
