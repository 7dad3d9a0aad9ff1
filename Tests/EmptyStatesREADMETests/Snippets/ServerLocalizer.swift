import EmptyStates
import Foundation

struct Request: Sendable {
  var language: String
}

extension Bundle {
  /// A server target's resources; this test target has none, so its own bundle stands in.
  static var module: Bundle { .main }
}

func localizer(for request: Request) -> EmptyStateLocalizer {
  // snippet: server-localizer
  let localizer = EmptyStateLocalizer(
    localeIdentifier: request.language, languages: .all, bundle: .module)
  // end snippet
  return localizer
}
