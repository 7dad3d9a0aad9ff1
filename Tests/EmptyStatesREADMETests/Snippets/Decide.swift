import EmptyStates

struct Landmark: Identifiable, Sendable {
  var id: Int
}

/// What a screen did with the presentation, in order.
enum Shown: Equatable {
  case spinner
  case list(banner: EmptyState?)
  case emptyState(EmptyState, Presentation.Reason)
}

func decide(landmarks: LoadState<[Landmark]>, searchText: String, filtered: [Landmark]) -> Shown {
  var shown = Shown.spinner
  func showSpinner() { shown = .spinner }
  func showList(banner: EmptyState? = nil) { shown = .list(banner: banner) }
  func show(_ state: EmptyState, because reason: Presentation.Reason) {
    shown = .emptyState(state, reason)
  }

  // snippet: decide
  let presentation = Presentation.resolve(
    landmarks,  // a LoadState<[Landmark]>: .idle, .loading(previous:), .loaded or .failed
    query: searchText,
    matchCount: filtered.count,
    rules: PresentationRules(
      empty: EmptyState(
        "No Landmarks", systemImage: "mappin.slash",
        description: "Landmarks you save will appear here.")))

  switch presentation {
  case .progress: showSpinner()  // first load: never "No Landmarks"
  case .content: showList()
  case .contentWithError(let failure, _): showList(banner: failure)  // a failed refresh
  case .unavailable(let emptyState, let reason): show(emptyState, because: reason)
  }
  // end snippet
  return shown
}
