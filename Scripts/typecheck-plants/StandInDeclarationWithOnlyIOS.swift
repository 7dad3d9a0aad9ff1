// compiled-as: SwiftUI
// rejected-on: macos tvos watchos
// Availability given for iOS alone leaves macOS, tvOS and watchOS without one (visionOS reads
// iOS's).
/// Planted.
@available(iOS 13.0, *)
public struct PlantedDeclarationWithOnlyIOS {
}
