import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the catalog's states were made from beyond their code — a search's text, a load's
/// error — so that the samples that show their code run with the same.
enum CatalogInput {
  /// The search text of the no-results preset's page.
  static let presetQuery = "bryce"
  /// The search text of the article search's page.
  static let articleQuery = "swift concurrency"
  /// The search text of the contacts search's page.
  static let contactQuery = "Ana"
  /// The error the feed's load failed with on the failed feed's page.
  static var feedError: URLError { URLError(.notConnectedToInternet) }
  /// The error the sync failed with on the sync page: one the app describes itself.
  static var syncError: SyncPausedError { SyncPausedError() }
}
