/// Opens a URL. (SwiftUI's `OpenURLAction`.)
@MainActor @preconcurrency public struct OpenURLAction {
  nonisolated public struct Result: Sendable {
    public static let handled = Result()
    public static let discarded = Result()
    public static let systemAction = Result()
  }
  nonisolated(unsafe) let handler: (URL) -> Result
  @MainActor @preconcurrency public init(handler: @escaping (URL) -> OpenURLAction.Result) {
    self.handler = handler
  }
  nonisolated init(_systemHandler: Void) {
    handler = { _ in .systemAction }
  }
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler(url) }
}

/// Ends the current search. (SwiftUI's `DismissSearchAction`.)
@MainActor @preconcurrency public struct DismissSearchAction {
  // Nonisolated, unlike the synthesized one, so the environment's default can make it.
  nonisolated init(_default: Void) {}
  @MainActor @preconcurrency public func callAsFunction() {}
}

/// Refreshes content. (SwiftUI's `RefreshAction`.)
nonisolated public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

/// How assistive technology treats a view's children. (SwiftUI's `AccessibilityChildBehavior`.)
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Traits assistive technology announces. (SwiftUI's `AccessibilityTraits`.)
nonisolated public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  public var _names: Swift.Set<String>
  public init() { _names = [] }
  init(_ name: String) { _names = [name] }
  public static let isHeader = AccessibilityTraits("isHeader")
  public static let isButton = AccessibilityTraits("isButton")
  public static let isImage = AccessibilityTraits("isImage")
  public static let isStaticText = AccessibilityTraits("isStaticText")
  public static let isLink = AccessibilityTraits("isLink")

  public func union(_ other: Self) -> Self { Self(names: _names.union(other._names)) }
  public func intersection(_ other: Self) -> Self { Self(names: _names.intersection(other._names)) }
  public func symmetricDifference(_ other: Self) -> Self {
    Self(names: _names.symmetricDifference(other._names))
  }
  public func contains(_ member: Self) -> Bool { member._names.isSubset(of: _names) }
  @discardableResult public mutating func insert(_ newMember: Self) -> (
    inserted: Bool, memberAfterInsert: Self
  ) {
    let inserted = !contains(newMember)
    _names.formUnion(newMember._names)
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    guard contains(member) else { return nil }
    _names.subtract(member._names)
    return member
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    insert(newMember).inserted ? nil : newMember
  }
  public mutating func formUnion(_ other: Self) { _names.formUnion(other._names) }
  public mutating func formIntersection(_ other: Self) { _names.formIntersection(other._names) }
  public mutating func formSymmetricDifference(_ other: Self) {
    _names.formSymmetricDifference(other._names)
  }
  init(names: Swift.Set<String>) { _names = names }
}
