import EmptyStates
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The inputs `Presentation.resolve` is timed on, and the baseline it is timed against: a plain
/// `switch` over the same inputs that names the screen and builds nothing — no query cleaning, no
/// error classification beyond a cancellation, no empty state.
enum ResolveBaseline {
  /// One screen's situation.
  struct Input {
    var state: LoadState<[Int]>
    var query: String?
    var matchCount: Int?
  }

  /// What the baseline decides.
  enum Screen: Equatable {
    case progress, content, contentWithError, empty, noResults, failure
  }

  /// A first load, an empty list, a full list, a search that matched nothing, a failed first
  /// load and a failed refresh.
  static let inputs: [Input] = [
    Input(state: .loading),
    Input(state: .loaded([])),
    Input(state: .loaded([1, 2, 3])),
    Input(state: .loaded([1, 2, 3]), query: "  bryce ", matchCount: 0),
    Input(state: .failed(URLError(.notConnectedToInternet), previous: nil)),
    Input(state: .failed(URLError(.timedOut), previous: [1, 2, 3])),
  ]

  static func resolve(_ input: Input) -> Screen {
    func presenting(_ items: [Int]) -> Screen {
      let matches = min(max(0, input.matchCount ?? items.count), items.count)
      if matches == 0, input.query?.contains(where: { !$0.isWhitespace }) == true {
        return .noResults
      }
      return items.isEmpty ? .empty : .content
    }
    switch input.state {
    case .idle, .loading(previous: nil): return .progress
    case .loading(let items?), .loaded(let items): return presenting(items)
    case .failed(let error, let previous):
      if error is CancellationError { return previous.map(presenting) ?? .progress }
      if let previous, presenting(previous) == .content { return .contentWithError }
      return .failure
    }
  }

  /// The screen a presentation shows, in the baseline's terms.
  static func screen(of presentation: Presentation) -> Screen {
    switch presentation {
    case .progress: .progress
    case .content: .content
    case .contentWithError: .contentWithError
    case .unavailable(_, reason: .empty): .empty
    case .unavailable(_, reason: .noResults): .noResults
    case .unavailable: .failure
    }
  }
}
