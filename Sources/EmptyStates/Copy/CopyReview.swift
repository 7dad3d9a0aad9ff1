/// Checks an empty state's wording against the advice good empty states follow: say what will
/// appear here, keep the title short, tell empty from broken, give a way forward, and never
/// show system error text or "Loading…" as an empty state.
///
/// ```swift
/// CopyReview.review(EmptyState("Error", systemImage: "xmark", tone: .error))
/// // [generic-title: "Error" says nothing about this screen…, no-way-forward: …]
/// ```
///
/// The checks read the text as localized for `localizer`; word-based checks apply to languages
/// that separate words with spaces.
public enum CopyReview {
  /// The most words a title should have.
  public static let maximumTitleWords = 5

  /// Titles that restate nothing about the screen, compared without case and punctuation.
  static let genericTitles: Set<String> = [
    "no data", "no data available", "nothing here", "nothing to show", "nothing", "empty",
    "no content", "no items found", "error", "an error occurred", "oops", "whoops",
    "something went wrong", "failure", "failed", "unknown error", "no results found",
  ]

  /// Fragments of system error text that people should never read.
  static let rawErrorMarkers = [
    "error domain=", "the operation couldn’t be completed", "the operation couldn't be completed",
    "the operation could not be completed", "nsurlerrordomain", "nscocoaerrordomain",
    "nsposixerrordomain", "urlerror(", "code=-", "(null)", "underlying error",
  ]

  /// Reviews a state's copy.
  ///
  /// - Parameters:
  ///   - state: The state to review.
  ///   - localizer: The locale whose text to read; English by default.
  /// - Returns: The issues found, in the order title, description, actions; empty when the copy
  ///   follows the advice.
  public static func review(
    _ state: EmptyState,
    localizer: EmptyStateLocalizer = EmptyStateLocalizer(localeIdentifier: "en")
  ) -> [CopyIssue] {
    let title = localizer.string(for: state.title)
    let description = state.description.map(localizer.string(for:))
    var issues: [CopyIssue] = []
    func add(_ rule: CopyIssue.Rule, _ field: CopyIssue.Field, _ message: String, _ fix: String) {
      issues.append(CopyIssue(rule: rule, field: field, message: message, suggestion: fix))
    }

    let titleWords = words(title)
    if titleWords.count > maximumTitleWords {
      add(
        .titleTooLong, .title,
        "The title has \(titleWords.count) words; titles of \(maximumTitleWords) or fewer read at a glance.",
        "Keep the title to a few words (\"No Landmarks\") and move the rest to the description.")
    }
    if genericTitles.contains(titleWords.joined(separator: " ")) {
      add(
        .genericTitle, .title,
        "The title says nothing about this screen.",
        "Name what is missing or what failed: \"No Landmarks\", \"Couldn’t Load Photos\".")
    }
    if isLoadingText(title) || description.map(isLoadingText) == true {
      add(
        .loadingAsEmptyState, isLoadingText(title) ? .title : .description,
        "\"Loading…\" is shown as an empty state.",
        "Show a progress indicator while loading and the empty state only once loading has finished."
      )
    }
    if let description {
      let descriptionWords = words(description)
      if !descriptionWords.isEmpty,
        descriptionWords == titleWords || isRestatement(description, of: title)
      {
        add(
          .descriptionRepeatsTitle, .description,
          "The description repeats the title.",
          "Say what will appear here or what to do next, or leave the description out.")
      }
    }
    for (field, text) in [(CopyIssue.Field.title, title), (.description, description ?? "")]
    where containsRawError(text) {
      add(
        .rawErrorText, field,
        "The \(field.rawValue) shows system error text.",
        "Write the failure in plain words and offer a way out; keep error details in logs.")
    }
    if state.tone == .error || state.tone == .warning, state.actions.isEmpty {
      add(
        .noWayForward, .actions,
        "An error state with no action is a dead end.",
        "Add Try Again for failures that may pass, or a way back for those that cannot.")
    }
    return issues
  }

  /// Lower-cased words, without punctuation.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "’" && $0 != "'" }.map(
      String.init)
  }

  private static func isLoadingText(_ text: String) -> Bool {
    words(text).first == "loading"
  }

  static func containsRawError(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return rawErrorMarkers.contains { lowered.contains($0) }
  }

  /// Whether the description is the title with a few filler words around it ("There are no
  /// landmarks." for "No Landmarks").
  private static func isRestatement(_ description: String, of title: String) -> Bool {
    let filler: Set<String> = [
      "there", "are", "is", "no", "not", "any", "yet", "the", "a", "an", "here", "you", "have",
      "found", "available", "currently",
    ]
    let titleContent = Set(words(title)).subtracting(filler)
    let descriptionContent = Set(words(description)).subtracting(filler)
    return !titleContent.isEmpty && descriptionContent.isSubset(of: titleContent)
  }
}
