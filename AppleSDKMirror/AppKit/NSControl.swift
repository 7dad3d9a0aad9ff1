/// A view that sends actions (buttons, fields, tables…). (NSControl.h: `NS_SWIFT_UI_ACTOR
/// @interface NSControl : NSView`; macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSControl: NSView {}
