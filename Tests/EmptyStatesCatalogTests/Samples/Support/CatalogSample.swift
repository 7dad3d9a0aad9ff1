import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// A catalog page's code, compiled: `body` is the SwiftUI code the page shows,
/// ``html(locale:)`` its server-side code and, where UIKit has views, `uiKit()` its UIKit code
/// (see `README.md` in this folder).
protocol CatalogSample: View {
  /// The server-side code: the page's empty state as an HTML fragment.
  ///
  /// - Parameter locale: The reader's locale.
  /// - Returns: The fragment.
  func html(locale: Locale) -> String

  #if canImport(UIKit) && !os(watchOS)
    /// The UIKit code: the page's empty state as a view to set as a table or collection view's
    /// `backgroundView`, in the current locale's words.
    ///
    /// - Returns: The view.
    @MainActor func uiKit() -> EmptyStateContentView
  #endif
}
