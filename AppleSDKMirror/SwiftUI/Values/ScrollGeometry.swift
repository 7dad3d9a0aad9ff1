import Foundation

/// Where a scroll view's content is and how big it and its container are. (SwiftUI's
/// `ScrollGeometry`; SwiftUICore, iPhoneOS18.0.sdk: `public struct ScrollGeometry :
/// Equatable, Sendable`, not `@frozen`, with `init(contentOffset:contentSize:contentInsets:
/// containerSize:)` in an extension and `CustomDebugStringConvertible` in another.) Of its
/// members the stand-in declares the four stored properties and the initializer; `visibleRect`
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
