import Foundation
import SwiftUI

/// A catalog page's code, compiled: `body` is the SwiftUI code the page shows and
/// ``html(locale:)`` its server-side code (see `README.md` in this folder).
protocol CatalogSample: View {
  /// The server-side code: the page's empty state as an HTML fragment.
  ///
  /// - Parameter locale: The reader's locale.
  /// - Returns: The fragment.
  func html(locale: Locale) -> String
}
