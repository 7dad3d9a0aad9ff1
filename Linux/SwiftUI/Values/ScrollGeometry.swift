import Foundation

/// Where a scroll view's content is and how big it and its container are. (SwiftUI's
/// `ScrollGeometry`, in SwiftUICore: iPhoneOS18.0.sdk's `onScrollGeometryChange(for:of:action:)`
/// takes a `SwiftUICore.ScrollGeometry`.) Its conformances (Equatable, Sendable,
/// CustomDebugStringConvertible), availability and members are Apple's documentation's; the
/// declaration itself was not found in the pages read of
/// `SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface`, so
/// whether the SDK spells the stored properties `{ get set }` is unconfirmed. Of its members the
/// stand-in declares the four stored properties and the memberwise initializer; `visibleRect`
/// and `bounds` are left out.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize

  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollGeometry: CustomDebugStringConvertible {
  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }
}
