/// AppKit's accessibility functions and constants, as Swift names them.
/// (developer.apple.com/documentation/appkit/nsaccessibility-swift.struct (27 SDK); macOS.)
@available(macOS 10.10, *)
public struct NSAccessibility {}

@available(macOS 10.10, *)
extension NSAccessibility {
  /// A notification for assistive apps (`NSAccessibilityNotificationName`,
  /// `NS_TYPED_EXTENSIBLE_ENUM`).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// A key of a notification's user info (`NSAccessibilityNotificationUserInfoKey`).
  public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Sends `notification` from `element` to assistive apps (VoiceOver).
  /// (…/nsaccessibility-swift.struct/post(element:notification:): `static func post(element: Any,
  /// notification: NSAccessibility.Notification)`, not main-actor.)
  public static func post(element: Any, notification: NSAccessibility.Notification) {}

  /// Sends `notification` and its user info from `element`. (…/post(element:notification:
  /// userinfo:): macOS 10.7.)
  public static func post(
    element: Any, notification: NSAccessibility.Notification,
    userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
  ) {}
}

// developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/…
// (27 SDK): `static let`.
@available(macOS 10.10, *)
extension NSAccessibility.Notification {
  /// An element's value changed.
  public static let valueChanged = NSAccessibility.Notification(
    rawValue: "AXValueChanged")
  /// The layout of elements changed (macOS 10.9).
  public static let layoutChanged = NSAccessibility.Notification(rawValue: "AXLayoutChanged")
  /// An announcement to speak: its text is the user info's `.announcement` (macOS 10.7).
  public static let announcementRequested = NSAccessibility.Notification(
    rawValue: "AXAnnouncementRequested")
}

@available(macOS 10.10, *)
extension NSAccessibility.NotificationUserInfoKey {
  /// The text of an announcement.
  public static let announcement = NSAccessibility.NotificationUserInfoKey(
    rawValue: "AXAnnouncementKey")
  /// How urgent an announcement is.
  public static let priority = NSAccessibility.NotificationUserInfoKey(rawValue: "AXPriorityKey")
}
