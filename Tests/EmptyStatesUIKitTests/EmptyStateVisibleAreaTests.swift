import Foundation
import Testing
import UIKit

@testable import EmptyStatesUIKit

/// The state centres in what the user sees: below a large title and a search bar (the scroll
/// view's adjusted inset), inside the safe area, above the keyboard.
@Suite struct EmptyStateVisibleAreaTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func nothingCoversTheBounds() {
    let area = EmptyStateVisibleArea(
      bounds: bounds, safeArea: .zero, contentInset: nil, keyboardTop: nil)
    #expect(area.frame == bounds)
  }

  @Test func theLargerOfTheSafeAreaAndTheContentInsetWins() {
    let area = EmptyStateVisibleArea(
      bounds: bounds, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      contentInset: UIEdgeInsets(top: 155, left: 0, bottom: 83, right: 0), keyboardTop: nil)
    #expect(area.frame == CGRect(x: 0, y: 155, width: 390, height: 844 - 155 - 83))
  }

  @Test func theKeyboardLiftsTheBottom() {
    let area = EmptyStateVisibleArea(
      bounds: bounds, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      contentInset: nil, keyboardTop: 508)
    #expect(area.frame == CGRect(x: 0, y: 47, width: 390, height: 508 - 47))
  }

  @Test func aHiddenKeyboardChangesNothing() {
    let area = EmptyStateVisibleArea(
      bounds: bounds, safeArea: .zero, contentInset: nil, keyboardTop: 844)
    #expect(area.frame == bounds)
  }

  @Test func insetsLargerThanTheBoundsLeaveAnEmptyFrame() {
    let area = EmptyStateVisibleArea(
      bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
      safeArea: UIEdgeInsets(top: 80, left: 60, bottom: 80, right: 60), contentInset: nil,
      keyboardTop: nil)
    #expect(area.frame.width == 0)
    #expect(area.frame.height == 0)
  }
}
