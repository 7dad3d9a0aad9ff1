// Actions in the environment and accessibility values: SwiftUICore and SwiftUI,
// iPhoneOS18.0.sdk, as each declaration says.

/// Opens a URL. (SwiftUI's `OpenURLAction`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@preconcurrency @MainActor
public struct OpenURLAction {
  /// What became of a URL. (SwiftUICore, iPhoneOS18.0.sdk: `OpenURLAction.Result`.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public struct Result: Sendable {
    let name: String
    public static let handled = Result(name: "handled")
    public static let discarded = Result(name: "discarded")
    public static let systemAction = Result(name: "systemAction")
    public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
  }

  nonisolated(unsafe) let handler: (URL) -> Result

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency @MainActor public init(handler: @escaping (URL) -> OpenURLAction.Result) {
    self.handler = handler
  }

  nonisolated init(_systemHandler: Void) {
    handler = { _ in .systemAction }
  }

  @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler(url) }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension OpenURLAction : Sendable {}`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension OpenURLAction: Sendable {
}

/// Ends the current search. (SwiftUI's `DismissSearchAction`; SwiftUI, iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@preconcurrency @MainActor
public struct DismissSearchAction {
  // Nonisolated, unlike the synthesized one, so the environment's default can make it.
  nonisolated init(_default: Void) {}
  @MainActor @preconcurrency public func callAsFunction() {}
}

/// Refreshes content. (SwiftUI's `RefreshAction`; SwiftUI, iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

/// How assistive technology treats a view's children. (SwiftUI's `AccessibilityChildBehavior`;
/// SwiftUI, iPhoneOS18.0.sdk. Hashable as in the SDKs before; whether the iOS 18 SDK also
/// declares it `Sendable` is unconfirmed, so the stand-in does not.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityChildBehavior: Hashable {
  let name: String
  nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior(name: "ignore")
  nonisolated(unsafe) public static let contain = AccessibilityChildBehavior(name: "contain")
  nonisolated(unsafe) public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The level of a heading among the other headings. (SwiftUI's `AccessibilityHeadingLevel`, as
/// SwiftUICore, iPhoneOS18.0.sdk, declares it: `@frozen public enum AccessibilityHeadingLevel :
/// UInt`, `Sendable` in an extension.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum AccessibilityHeadingLevel: UInt {
  case unspecified
  case h1
  case h2
  case h3
  case h4
  case h5
  case h6
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension AccessibilityHeadingLevel: Sendable {
}

/// Traits assistive technology announces. (SwiftUI's `AccessibilityTraits`; SwiftUICore,
/// iPhoneOS18.0.sdk: `SetAlgebra, Sendable`, not `Hashable`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  /// The traits' names. Not SwiftUI API.
  @_spi(Inspection) public var _names: Swift.Set<String>
  public init() { _names = [] }
  init(_ name: String) { _names = [name] }
  init(names: Swift.Set<String>) { _names = names }
  public static let isButton = AccessibilityTraits("isButton")
  public static let isHeader = AccessibilityTraits("isHeader")
  public static let isLink = AccessibilityTraits("isLink")
  public static let isImage = AccessibilityTraits("isImage")
  public static let isStaticText = AccessibilityTraits("isStaticText")

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: _names.union(other._names))
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: _names.intersection(other._names))
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: _names.symmetricDifference(other._names))
  }
  public func contains(_ member: AccessibilityTraits) -> Bool {
    member._names.isSubset(of: _names)
  }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    _names.formUnion(newMember._names)
    return (inserted, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    _names.subtract(member._names)
    return member
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    insert(newMember).inserted ? nil : newMember
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { _names.formUnion(other._names) }
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    _names.formIntersection(other._names)
  }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    _names.formSymmetricDifference(other._names)
  }
}
