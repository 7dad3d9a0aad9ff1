/// An Apple operating system that SwiftUI code can target, spelled as `@available` spells it.
enum AppleOS: String, CaseIterable, Hashable, Sendable {
  case iOS
  case macOS
  case tvOS
  case watchOS
  case visionOS
}
