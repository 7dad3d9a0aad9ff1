#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension View {
    /// Marks a title as a heading, at `level`: the header trait, and the level VoiceOver speaks
    /// and its rotor moves by.
    nonisolated func emptyStateHeading(_ level: EmptyState.HeadingLevel)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
      accessibilityAddTraits(.isHeader).accessibilityHeading(AccessibilityHeadingLevel(level))
    }
  }
#endif
