/// Where a screen's data is in its life: not asked for yet, loading, loaded or failed — with the
/// value from an earlier load kept while a refresh runs or after one fails.
///
/// ```swift
/// var state: LoadState<[Post]> = .loading
/// state = .loaded(posts)
/// state.beginLoading()               // .loading(previous: posts): the posts stay on screen
/// state.finish(.failure(URLError(.timedOut)))  // .failed(…, previous: posts)
/// ```
///
/// Turn it into what to show with ``Presentation/resolve(_:query:matchCount:filters:rules:)``.
public enum LoadState<Value> {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running; `previous` is the value of the last successful load, if any.
  case loading(previous: Value?)
  /// The last load succeeded.
  case loaded(Value)
  /// The last load failed; `previous` is the value of the last successful load, if any.
  case failed(any Error, previous: Value?)

  /// A first load is running: nothing to show but progress.
  public static var loading: LoadState {
    .loading(previous: nil)
  }

  /// A load failed with no earlier value to keep on screen.
  ///
  /// - Parameter error: The error the load threw.
  /// - Returns: `.failed(error, previous: nil)`.
  public static func failed(_ error: any Error) -> LoadState {
    .failed(error, previous: nil)
  }

  /// The newest value: the loaded one, or the one kept from before a refresh or failure.
  public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let previous): previous
    }
  }

  /// Whether a load is running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The error of the last load, if it failed.
  public var error: (any Error)? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Starts a load, keeping the current value on screen while it runs.
  public mutating func beginLoading() {
    self = .loading(previous: value)
  }

  /// Ends a load: a success replaces the value; a failure keeps the value from before.
  ///
  /// - Parameter result: What the load produced.
  public mutating func finish(_ result: Result<Value, any Error>) {
    switch result {
    case .success(let value): self = .loaded(value)
    case .failure(let error): self = .failed(error, previous: value)
    }
  }
}

extension LoadState: Sendable where Value: Sendable {}
