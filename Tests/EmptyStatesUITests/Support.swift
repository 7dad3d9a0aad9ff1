import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The environment a test inspects in.
func environment(
  fallback: Bool = false, reduceMotion: Bool = false, controlSize: ControlSize = .regular,
  dynamicTypeSize: DynamicTypeSize = .large
) -> EnvironmentValues {
  var values = EnvironmentValues()
  values.emptyStateRendering = fallback ? .fallback : .automatic
  values._accessibilityReduceMotion = reduceMotion
  values.controlSize = controlSize
  values.dynamicTypeSize = dynamicTypeSize
  return values
}

/// The core outline's roles, read off the SwiftUI tree's accessibility elements.
func roles(_ elements: [_AccessibilityElement]) -> [EmptyState.AccessibilityElement.Role] {
  elements.map { element in
    if element.traits.contains(.isHeader) { return .heading }
    if element.traits.contains(.isButton) { return .button }
    if element.traits.contains(.isImage) { return .image }
    return .text
  }
}

/// Every accessibility attachment in a tree.
@MainActor func attachments(_ node: _ViewNode) -> [AccessibilityAttachmentModifier._Attachment] {
  node.modifiers(AccessibilityAttachmentModifier.self).map(\._attachment)
}

/// The point sizes of every `.font(.system(size:))` in a tree.
@MainActor func systemFontSizes(_ node: _ViewNode) -> [CGFloat] {
  node.attributes("font").compactMap { attribute in
    guard let font = attribute.arguments["_"] as? Font, case .system(let size) = font._storage
    else { return nil }
    return size
  }
}
