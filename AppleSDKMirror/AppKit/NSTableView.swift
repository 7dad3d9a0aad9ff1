/// A table of rows and columns. (NSTableView.h: `NS_SWIFT_UI_ACTOR @interface NSTableView :
/// NSControl`; macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSTableView: NSControl {
  /// The number of rows.
  open var numberOfRows: Int { 0 }
  /// Reloads every row.
  open func reloadData() {}
  /// The scroll view the table sits in, if any (NSView's `enclosingScrollView`).
  open var enclosingScrollView: NSScrollView? { nil }
}

/// A table whose rows nest, as a sidebar's do. (NSOutlineView.h: `NS_SWIFT_UI_ACTOR @interface
/// NSOutlineView : NSTableView`; macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSOutlineView: NSTableView {}
