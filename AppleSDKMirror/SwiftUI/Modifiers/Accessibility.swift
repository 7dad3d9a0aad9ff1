// Accessibility modifiers: SwiftUI, iPhoneOS18.0.sdk. Each `accessibility…` modifier that returns
// `ModifiedContent<Self, AccessibilityAttachmentModifier>` has a twin on that `ModifiedContent`
// returning its own type, as in the SDK; the stand-in merges the attachments and the inspection
// reads them back as the nesting they stand for.

/// An accessibility attribute attached to a view. (SwiftUI's `AccessibilityAttachmentModifier`;
/// SwiftUI, iPhoneOS18.0.sdk; nonisolated as Apple's documentation page declares it.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never

  /// What an attachment sets. Not SwiftUI API.
  @_spi(Inspection) public enum _Attachment {
    case element(AccessibilityChildBehavior)
    case label(Text)
    case hidden(Bool)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case identifier(String)
    case sortPriority(Double)
    case hint(Text)
    case heading(AccessibilityHeadingLevel)
  }

  /// The attachments, innermost first.
  let attachments: [_Attachment]

  init(_ attachments: [_Attachment]) { self.attachments = attachments }

  /// The outermost attachment. Not SwiftUI API.
  @_spi(Inspection) public var _attachment: _Attachment { attachments[attachments.count - 1] }

  /// The attachments below the outermost one, if any.
  var _inner: AccessibilityAttachmentModifier? {
    attachments.count > 1 ? AccessibilityAttachmentModifier(Array(attachments.dropLast())) : nil
  }
}

extension View {
  nonisolated func _accessibility(_ attachment: AccessibilityAttachmentModifier._Attachment)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _modified(AccessibilityAttachmentModifier([attachment]))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated func _accessibility(_ attachment: AccessibilityAttachmentModifier._Attachment)
    -> ModifiedContent<Content, Modifier>
  {
    let attachments = modifier.attachments + [attachment]
    return ModifiedContent(content: content, modifier: AccessibilityAttachmentModifier(attachments))
  }
}

// SwiftUI, iPhoneOS18.0.sdk: View.accessibilityElement(children:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    _accessibility(.element(children))
  }
}

// SwiftUI, iPhoneOS18.0.sdk: View.accessibilityLabel(_:), accessibilityHint(_:) (a text, a key or
// a string), accessibilityHidden(_:), accessibilityAddTraits(_:), accessibilityRemoveTraits(_:),
// accessibilityIdentifier(_:), accessibilitySortPriority(_:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  nonisolated public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.label(label))
  }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.label(Text(labelKey)))
  }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  {
    _accessibility(.label(Text(label)))
  }
  nonisolated public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.hint(hint))
  }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.hint(Text(hintKey)))
  }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  {
    _accessibility(.hint(Text(hint)))
  }
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.hidden(hidden))
  }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.addTraits(traits))
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.removeTraits(traits))
  }
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.identifier(identifier))
  }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.sortPriority(sortPriority))
  }
}

// SwiftUI, iPhoneOS18.0.sdk: the same modifiers on
// `extension ModifiedContent where Modifier == AccessibilityAttachmentModifier`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    _accessibility(.label(label))
  }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.label(Text(labelKey)))
  }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S)
    -> ModifiedContent<Content, Modifier> where S: StringProtocol
  {
    _accessibility(.label(Text(label)))
  }
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    _accessibility(.hint(hint))
  }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.hint(Text(hintKey)))
  }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S)
    -> ModifiedContent<Content, Modifier> where S: StringProtocol
  {
    _accessibility(.hint(Text(hint)))
  }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.hidden(hidden))
  }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.addTraits(traits))
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.removeTraits(traits))
  }
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.identifier(identifier))
  }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.sortPriority(sortPriority))
  }
}

// View.accessibilityHeading(_:) and its twin on
// `extension ModifiedContent where Modifier == AccessibilityAttachmentModifier`, as SwiftUI
// (iPhoneOS18.0.sdk) declares them: nonisolated; iOS 15, macOS 12, tvOS 15, watchOS 8.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _accessibility(.heading(level))
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Content, Modifier>
  {
    _accessibility(.heading(level))
  }
}
