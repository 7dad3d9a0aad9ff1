/// A view that scrolls its document view through a clip view. (NSScrollView.h:
/// `NS_SWIFT_UI_ACTOR @interface NSScrollView : NSView`; macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSScrollView: NSView {
  /// The clip view that shows part of the document view.
  open var contentView: NSClipView = NSClipView(frame: .zero)
  /// The scrolled view (a table, an outline view…).
  open var documentView: NSView?
}

/// The view of a scroll view that shows part of its document. (NSClipView.h: `NS_SWIFT_UI_ACTOR
/// @interface NSClipView : NSView`; macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSClipView: NSView {}
