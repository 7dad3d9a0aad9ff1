/// What one linted file tells the rest of the run about loads: the views of other files that
/// its views place while their own loads fill a model, and the empty states whose model no load
/// of the file fills (``EmptyStateDuringLoadingRule``).
struct LoadingFacts: Sendable {
  /// A view of the file that places another file's view, unguarded, and fills a model's data
  /// when it appears.
  struct Filler: Hashable, Sendable {
    /// The name of the view it places.
    var child: String
    /// The models' properties its loads fill after they have started.
    var fills: Set<DataProperty>
    /// The load, as a message names it: `the .task of LibraryScreen`.
    var loader: String
    /// The line of the placement.
    var line: Int
  }

  /// An empty state chosen by an emptiness test of a model's data that no load of its file
  /// fills.
  struct Pending: Hashable, Sendable {
    /// The name of the view that shows it.
    var view: String
    /// The models' properties the test reads.
    var data: [DataProperty]
    /// The empty state's name and its test, as the message quotes them.
    var siteName: String
    var subject: String
    /// The finding, complete but for its message.
    var finding: EmptyStateLinter.Finding
  }

  /// A view that a view of the file places every time it shows: not behind a condition, not
  /// in a sheet or a pushed destination.
  struct Placement: Hashable, Sendable {
    /// The name of the view that places it.
    var parent: String
    /// The name of the view it places.
    var child: String
  }

  /// A view the file exports whose body shows an empty state every time: a test in another file
  /// that chooses the view chooses that empty state.
  struct EmptyStateView: Hashable, Sendable {
    /// The name other files use it by.
    var name: String
    /// What it shows, as a message names it: `ContentUnavailableView`.
    var shownName: String
    /// A finding at its empty state, complete but for its message.
    var finding: EmptyStateLinter.Finding
  }

  /// A use of another file's ``EmptyStateView`` that an emptiness test chooses while a load of
  /// this file fills the data (when the run lints the file again knowing those views).
  struct OtherFilesViewFlash: Hashable, Sendable {
    /// The name of the view used.
    var view: String
    /// The line of the use.
    var line: Int
    /// The test and the load, as the message quotes them.
    var test: String
    var loader: String
    /// Whether the test reads the value a property starts with while the load reads the real
    /// one (rather than data the load fills).
    var readsStartValue: Bool
  }

  /// The names of the types the file declares that other files can use.
  var exportedTypes: Set<String> = []
  /// The file's views' placements of other files' views while filling a model.
  var fillers: [Filler] = []
  /// The file's views' placements, every time they show, of other views: the way a model a
  /// filler fills reaches the views that the view it places places in turn.
  var placements: [Placement] = []
  /// The file's views that show an empty state every time.
  var emptyStateViews: [EmptyStateView] = []
  /// The names of the types the file uses as views (`Name(…)`) and does not declare.
  var usedTypes: Set<String> = []
  /// The uses of other files' empty-state views that flash while a load of the file runs.
  var otherFilesViewFlashes: [OtherFilesViewFlash] = []
  /// The empty states whose model another file may fill.
  var pending: [Pending] = []
}
