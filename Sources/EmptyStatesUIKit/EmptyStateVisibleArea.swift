#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Where an ``EmptyStateContentView`` centres its state: its bounds less what covers them —
  /// the safe area, the adjusted content inset of the scroll view it backs (large titles, a
  /// search bar, a tab bar), and the keyboard.
  struct EmptyStateVisibleArea: Equatable {
    /// The view's bounds.
    let bounds: CGRect
    /// The view's safe area insets.
    let safeArea: UIEdgeInsets
    /// The adjusted content inset of the scroll view the view backs, if it backs one.
    let contentInset: UIEdgeInsets?
    /// The keyboard's top edge in the view's coordinates, where the platform has a keyboard
    /// guide; at or below the bounds' bottom when no keyboard shows.
    let keyboardTop: CGFloat?

    /// The visible rectangle: never negative in size.
    var frame: CGRect {
      let inset = contentInset ?? .zero
      let top = max(safeArea.top, inset.top)
      let left = max(safeArea.left, inset.left)
      let right = max(safeArea.right, inset.right)
      var bottom = max(safeArea.bottom, inset.bottom)
      if let keyboardTop, keyboardTop > bounds.minY, keyboardTop < bounds.maxY {
        bottom = max(bottom, bounds.maxY - keyboardTop)
      }
      return CGRect(
        x: bounds.minX + left, y: bounds.minY + top,
        width: max(0, bounds.width - left - right), height: max(0, bounds.height - top - bottom))
    }
  }
#endif
