// rejected-on: ios@sdk27 macos@sdk27 tvos@sdk27 watchos@sdk27 visionos@sdk27
// rejected-for: function has wrong linkage to be called from init
// An `@inlinable` initializer of a type whose `@State` has a default: with the 27 SDK's macro
// the default goes through an internal init accessor that inlinable code cannot call
// (nathantannar4/Transmission#124: "Function has wrong linkage to be called from
// init(content:)"); the property wrapper of the 18 and 26 SDKs takes it.
import SwiftUI

@frozen
public struct PlantedProgressReader<Content: View>: View {
  @usableFromInline var content: (Double) -> Content
  @State var progress = 0.0

  @inlinable
  public init(@ViewBuilder content: @escaping (Double) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(progress)
  }
}
