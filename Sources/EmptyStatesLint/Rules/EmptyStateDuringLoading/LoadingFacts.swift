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

  /// The names of the types the file declares that other files can use.
  var exportedTypes: Set<String> = []
  /// The file's views' placements of other files' views while filling a model.
  var fillers: [Filler] = []
  /// The file's views' placements, every time they show, of other views: the way a model a
  /// filler fills reaches the views that the view it places places in turn.
  var placements: [Placement] = []
  /// The empty states whose model another file may fill.
  var pending: [Pending] = []
}
