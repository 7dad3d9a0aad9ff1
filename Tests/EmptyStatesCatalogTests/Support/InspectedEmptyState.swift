// Linux only: it reads the catalog's pages and walks the samples' view trees through the
// SwiftUI stand-in's inspection. On Apple platforms this target compiles the samples against the
// real SwiftUI.
#if os(Linux)
  import EmptyStates
  @_spi(Inspection) import SwiftUI

  @testable import EmptyStatesUI

  /// The empty state in a SwiftUI tree, as the inspection sees it: the first `EmptyStateView`,
  /// `EmptyStateContainer` or `EmptyStateRow`, its texts in order, its symbols and how they are framed and moved,
  /// and the style it is drawn in.
  @MainActor struct InspectedEmptyState {
    /// The strings of its `Text`s, in order: title, description, action titles.
    var texts: [String]
    /// The names of its SF Symbols.
    var symbols: [String]
    /// The variants of its media frames.
    var mediaVariants: [EmptyState.Media.Variant]
    /// The animations of its `EmptyStateSymbol`s.
    var animations: [EmptyState.Media.SymbolAnimation]
    /// The type of the `EmptyStateStyle` its environment holds, such as `CompactEmptyStateStyle`.
    var style: String

    /// The empty state in `tree`, or `nil` when the tree shows none.
    init?(_ tree: _ViewNode) {
      func isNamed(_ node: _ViewNode, _ name: String) -> Bool {
        String(describing: type(of: node.view)).hasPrefix(name + "<")
      }
      guard
        let node = tree.allNodes.first(where: {
          isNamed($0, "EmptyStateView") || isNamed($0, "EmptyStateContainer")
            || isNamed($0, "EmptyStateRow")
        })
      else { return nil }
      texts = node.texts
      symbols = node.all(Image.self).compactMap {
        if case .systemName(let name) = $0._source { return name }
        return nil
      }
      mediaVariants = node.allNodes.filter { isNamed($0, "EmptyStateMediaFrame") }.compactMap {
        Mirror(reflecting: $0.view).descendant("variant") as? EmptyState.Media.Variant
      }
      animations = node.all(EmptyStateSymbol.self).map(\.animation)
      style = String(describing: type(of: node.environment.emptyStateStyle))
    }
  }
#endif
