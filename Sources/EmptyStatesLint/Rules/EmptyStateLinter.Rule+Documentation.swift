extension EmptyStateLinter.Rule {
  /// What a rule finds, why it matters, and how to fix it: the one text that `lint --help`,
  /// SARIF rule metadata and the documentation read.
  public struct Documentation: Hashable, Sendable {
    /// What the rule finds, in one line.
    public var summary: String
    /// Why it matters to the people using the app.
    public var rationale: String
    /// Swift that the rule reports.
    public var badExample: String
    /// The same code, fixed.
    public var goodExample: String
    /// What to change, in one or two sentences.
    public var fix: String
  }

  /// This rule's documentation.
  public var documentation: Documentation {
    switch self {
    case .emptyStateDuringLoading:
      Documentation(
        summary: "An empty state chosen by an emptiness test while the data is still loading.",
        rationale:
          "A collection that starts empty and fills asynchronously makes an isEmpty test show "
          + "\"No Items\" for a moment before the data lands: people see a false message flash.",
        badExample: """
          if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") }
          else { List(items) { Text($0.title) } }
          // … .task { items = await model.load() }
          """,
        goodExample: """
          switch state {
          case .loading: ProgressView()
          case .loaded(let items) where items.isEmpty:
            ContentUnavailableView("No Notes", systemImage: "note")
          case .loaded(let items): List(items) { Text($0.title) }
          }
          """,
        fix: "Model the load explicitly (a loading phase or enum) and show the empty state only "
          + "once loading has finished.")
    case .emptyStateInListRow:
      Documentation(
        summary:
          "An empty state in a List's or Form's content, in a Section or ForEach there or not.",
        rationale:
          "The view is built to fill its container; inside a list it becomes a row, with row "
          + "insets, separators and selection, and its layout breaks.",
        badExample: """
          List {
            if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") }
            ForEach(items) { Text($0.title) }
          }
          """,
        goodExample: """
          List { ForEach(items) { Text($0.title) } }
            .overlay { if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") } }
          """,
        fix: "Show it as a sibling branch of the list, or in an .overlay on the list.")
    case .accessibilityLabelOnEmptyState:
      Documentation(
        summary: ".accessibilityLabel on an empty state.",
        rationale:
          "The label replaces what VoiceOver reads for the whole group: the title, description "
          + "and actions are no longer read as the view arranges them.",
        badExample: """
          ContentUnavailableView("No Notes", systemImage: "note")
            .accessibilityLabel("Empty")
          """,
        goodExample: """
          ContentUnavailableView("No Notes", systemImage: "note")
            .accessibilityIdentifier("notes-empty")
          """,
        fix: "Remove the label and trust the built-in grouping; use .accessibilityIdentifier "
          + "for UI tests.")
    case .fixedFrameOnEmptyState:
      Documentation(
        summary: "A fixed height on an empty state, or on the stack that only it fills.",
        rationale:
          "A fixed height truncates the title and description at large Dynamic Type sizes and "
          + "on small screens.",
        badExample: """
          ContentUnavailableView("No Notes", systemImage: "note")
            .frame(height: 200)
          """,
        goodExample: """
          ContentUnavailableView("No Notes", systemImage: "note")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
          """,
        fix: "Let it (and a stack that holds it) fill the container, or give a minimum height "
          + "instead of a fixed one.")
    case .unlocalizedTitle:
      Documentation(
        summary: "Literal text that reaches an empty state's title as a String.",
        rationale:
          "A String is shown as is: it bypasses the String Catalog, so the title stays in one "
          + "language where a literal or LocalizedStringKey would be translated.",
        badExample: """
          let title = String("No Notes")
          ContentUnavailableView(title, systemImage: "note")
          """,
        goodExample: """
          ContentUnavailableView("No Notes", systemImage: "note")
          // or: let title = String(localized: "No Notes")
          """,
        fix: "Pass a literal, a LocalizedStringKey, String(localized:) or a "
          + "LocalizedStringResource.")
    case .searchWithoutQuery:
      Documentation(
        summary: "The search empty state shown where the query may be empty.",
        rationale:
          "With nothing typed, \"No Results\" confuses: nothing was searched for. People need "
          + "the ordinary empty state until they search.",
        badExample: """
          @State private var query = ""
          // …
          List(results) { Text($0.title) }
            .searchable(text: $query)
            .overlay { if results.isEmpty { ContentUnavailableView.search(text: query) } }
          """,
        goodExample: """
          @State private var query = ""
          // …
          List(results) { Text($0.title) }
            .searchable(text: $query)
            .overlay {
              if results.isEmpty, !query.isEmpty { ContentUnavailableView.search(text: query) }
            }
          """,
        fix: "Guard the search variant on a non-empty query (if !query.isEmpty, a guard, or an "
          + "isSearching flag).")
    case .missingAvailabilityCheck:
      Documentation(
        summary: "An API newer than the deployment target, used without an availability check.",
        rationale:
          "ContentUnavailableView needs iOS 17: below the deployment target it is missing, and "
          + "the app does not build, or fails on older systems.",
        badExample: """
          // Deployment target iOS 16
          ContentUnavailableView("No Notes", systemImage: "note")
          """,
        goodExample: """
          if #available(iOS 17, *) {
            ContentUnavailableView("No Notes", systemImage: "note")
          } else {
            EmptyStateView("No Notes", systemImage: "note")
          }
          """,
        fix: "Wrap the use in if #available or mark the declaration @available, with a fallback "
          + "for older systems (EmptyStateView is one).")
    case .emptyStateAsLoading:
      Documentation(
        summary: "An empty state that says it is loading, or is shown while loading.",
        rationale:
          "An empty state tells people there is nothing here; as a spinner it says the wrong "
          + "thing and has no progress for assistive technologies.",
        badExample: """
          if isLoading { ContentUnavailableView("Loading…", systemImage: "hourglass") }
          """,
        goodExample: """
          if isLoading { ProgressView() }
          """,
        fix: "Show a ProgressView while loading, and the empty state only when loading has "
          + "finished with nothing.")
    case .copyTitleTooLong:
      Documentation(
        summary: "A literal title of more than five words.",
        rationale: "A title is read at a glance; long titles wrap and bury what matters.",
        badExample: """
          ContentUnavailableView("You do not have any notes saved yet", systemImage: "note")
          """,
        goodExample: """
          ContentUnavailableView(
            "No Notes", systemImage: "note",
            description: Text("Notes you save will appear here."))
          """,
        fix: "Keep the title to a few words and move the rest to the description.")
    case .copyGenericTitle:
      Documentation(
        summary: "A literal title that says nothing about the screen (\"No Data\", \"Error\").",
        rationale:
          "A generic title reads like an error and does not say what belongs here or what "
          + "went wrong.",
        badExample: """
          ContentUnavailableView("No Data", systemImage: "tray")
          """,
        goodExample: """
          ContentUnavailableView("No Landmarks", systemImage: "mappin")
          """,
        fix: "Name what the screen holds: \"No Landmarks\", \"Couldn't Load Landmarks\".")
    case .copyDescriptionRepeatsTitle:
      Documentation(
        summary: "A literal description that repeats the title.",
        rationale: "Repeating the title wastes the one line that could explain or guide.",
        badExample: """
          ContentUnavailableView(
            "No Notes", systemImage: "note", description: Text("No notes"))
          """,
        goodExample: """
          ContentUnavailableView(
            "No Notes", systemImage: "note",
            description: Text("Notes you save will appear here."))
          """,
        fix: "Say what will appear here or what to do next.")
    case .copyRawErrorText:
      Documentation(
        summary: "System error text in a literal title or description.",
        rationale:
          "Text such as \"Error Domain=…\" or \"The operation couldn't be completed\" is "
          + "written for developers; people cannot act on it.",
        badExample: """
          ContentUnavailableView(
            "Couldn't Load", systemImage: "wifi.slash",
            description: Text("The operation couldn't be completed."))
          """,
        goodExample: """
          ContentUnavailableView(
            "You're Offline", systemImage: "wifi.slash",
            description: Text("Check your connection and try again."))
          """,
        fix: "Say what happened in plain words and what people can do about it.")
    case .copyNoWayForward:
      Documentation(
        summary: "An error state with no action.",
        rationale: "A failure with no button is a dead end: people cannot retry or leave.",
        badExample: """
          ContentUnavailableView("Couldn't Load Notes", systemImage: "wifi.slash")
          """,
        goodExample: """
          ContentUnavailableView {
            Label("Couldn't Load Notes", systemImage: "wifi.slash")
          } actions: {
            Button("Try Again") { Task { await model.reload() } }
          }
          """,
        fix: "Add an action in actions: (Try Again, Go Back, Open Settings).")
    case .invalidSuppression:
      Documentation(
        summary: "A suppression comment naming a rule that does not exist.",
        rationale:
          "A misspelled id silences nothing, so the finding it meant to silence still shows, "
          + "or a later rule is silenced by accident.",
        badExample: """
          // empty-states:disable-next-line empty-state-in-list
          """,
        goodExample: """
          // empty-states:disable-next-line empty-state-in-list-row -- the row is a banner
          """,
        fix: "Use an id that `empty-states lint --help` lists.")
    }
  }
}
