// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  @_spi(Inspection) import SwiftUI

  // Helpers the seed tests share: finding views and pressing buttons in an inspected tree.

  extension _ViewNode {
    /// Whether the tree holds a view whose type is named `name`, generic arguments aside.
    func contains(viewNamed name: String) -> Bool {
      allNodes.contains { node in
        let typeName = String(describing: type(of: node.view))
        return typeName == name || typeName.hasPrefix(name + "<")
      }
    }

    /// Whether the tree shows an `EmptyStatesUI.EmptyStateView` (a generic type, unlike the
    /// samples' own wrappers of that name).
    var showsEmptyState: Bool {
      allNodes.contains { String(describing: type(of: $0.view)).hasPrefix("EmptyStateView<") }
    }

    /// The titles of the text-labelled buttons in the tree, in order.
    var buttonTitles: [String] {
      all(Button<Text>.self).map(\._label._string)
    }

    /// Presses the first text-labelled button titled `title`, as a tap would.
    ///
    /// - Returns: Whether there was such a button.
    @discardableResult
    func tapButton(_ title: String) -> Bool {
      guard let button = all(Button<Text>.self).first(where: { $0._label._string == title }) else {
        return false
      }
      button._tap()
      return true
    }

    /// Runs the work of every `.task` in the tree, outermost first.
    func runTasks() async {
      for task in modifiers(_TaskModifier.self) {
        nonisolated(unsafe) let task = task
        await task._run()
      }
    }

    /// Runs the tree's `.refreshable` action, as a pull to refresh would.
    ///
    /// - Returns: Whether the tree has one.
    @discardableResult
    func refresh() async -> Bool {
      guard let found = modifiers(_RefreshableModifier.self).first else { return false }
      nonisolated(unsafe) let refreshable = found
      await refreshable._run()
      return true
    }

    /// Types `text` into the tree's `.searchable` field.
    ///
    /// - Returns: Whether the tree has one.
    @discardableResult
    func search(_ text: String) -> Bool {
      guard let field = modifiers(_SearchableModifier.self).first else { return false }
      field.text.wrappedValue = text
      return true
    }
  }

  /// An environment with Reduce Motion on or off.
  func environment(reduceMotion: Bool) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment._accessibilityReduceMotion = reduceMotion
    return environment
  }
#endif
