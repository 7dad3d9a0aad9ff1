// compiled-as: SwiftUI
// rejected-on: ios macos tvos watchos visionos
// A stand-in declaration must say on which platforms Apple has it: one that says nothing is
// rejected on every platform.
/// Planted.
public struct PlantedDeclarationWithoutAvailability {
}
