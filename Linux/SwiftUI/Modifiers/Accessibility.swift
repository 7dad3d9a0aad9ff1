/// An accessibility attribute attached to a view. (SwiftUI's `AccessibilityAttachmentModifier`.)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never

  /// What the attachment sets, for inspection.
  public enum _Attachment {
    case element(AccessibilityChildBehavior)
    case label(Text)
    case hidden(Bool)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case identifier(String)
    case sortPriority(Double)
    case hint(Text)
    case value(Text)
  }

  public let _attachment: _Attachment
}

extension View {
  nonisolated func _accessibility(_ attachment: AccessibilityAttachmentModifier._Attachment)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _modified(AccessibilityAttachmentModifier(_attachment: attachment))
  }

  public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    _accessibility(.element(children))
  }
  public nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.label(label))
  }
  public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.label(Text(labelKey)))
  }
  @_disfavoredOverload public nonisolated func accessibilityLabel<S>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  {
    _accessibility(.label(Text(label)))
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.label(Text(label)))
  }
  public nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.hidden(hidden))
  }
  public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.addTraits(traits))
  }
  public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.removeTraits(traits))
  }
  public nonisolated func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.identifier(identifier))
  }
  public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.sortPriority(sortPriority))
  }
  public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    _accessibility(.hint(Text(hintKey)))
  }
}
