/// One element assistive technology meets, as the stand-in models VoiceOver.
///
/// Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection)
nonisolated public struct _AccessibilityElement: Equatable, CustomStringConvertible {
  /// What VoiceOver says.
  public var label: String
  /// The traits it announces.
  public var traits: AccessibilityTraits
  /// The identifier UI tests find it by.
  public var identifier: String?
  /// Whether the element can be activated.
  public var isEnabled: Bool

  public init(
    label: String, traits: AccessibilityTraits = [], identifier: String? = nil,
    isEnabled: Bool = true
  ) {
    self.label = label
    self.traits = traits
    self.identifier = identifier
    self.isEnabled = isEnabled
  }

  public var description: String {
    let names = traits._names.sorted().joined(separator: ",")
    return "\(label.debugDescription)[\(names)]\(identifier.map { " #\($0)" } ?? "")"
  }
}

@_spi(Inspection)
extension _ViewNode {
  /// The elements VoiceOver meets in this tree, in reading order.
  ///
  /// The model: text and labelled images are elements; a `Label` reads as its title; a button
  /// is one element with its label's words; `accessibilityHidden(true)` removes a subtree;
  /// `accessibilityElement(children: .combine)` merges a subtree into one element, `.ignore`
  /// makes one empty element, `.contain` keeps the children; `accessibilityLabel` relabels one
  /// element, and collapses several into one with just that label.
  public var accessibilityElements: [_AccessibilityElement] {
    switch matchableView {
    case let text as Text:
      return [_AccessibilityElement(label: text._string, traits: .isStaticText)]
    case let image as Image:
      switch image._source {
      case .decorative: return []
      case .systemName(let name), .named(let name):
        return [_AccessibilityElement(label: name, traits: .isImage)]
      }
    case is any _ButtonProtocol:
      let inner = children.flatMap(\.accessibilityElements)
      return [
        _AccessibilityElement(
          label: inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
          traits: .isButton, isEnabled: environment.isEnabled)
      ]
    case let label as any _LabelProtocol where environment._labelStyle == nil:
      return label._titleNodeIndex.map { children[$0].accessibilityElements } ?? []
    default:
      break
    }
    var elements = children.flatMap(\.accessibilityElements)
    guard let attachment = (modifier as? AccessibilityAttachmentModifier)?._attachment else {
      return elements
    }
    switch attachment {
    case .hidden(let hidden):
      return hidden ? [] : elements
    case .element(let behavior):
      switch behavior {
      case .combine:
        return [Self.merge(elements)]
      case .ignore:
        return [_AccessibilityElement(label: "")]
      default:
        return elements
      }
    case .label(let text):
      if elements.count == 1 {
        elements[0].label = text._string
        return elements
      }
      var merged = Self.merge(elements)
      merged.label = text._string
      return [merged]
    case .addTraits(let traits):
      return elements.map { element in
        var element = element
        element.traits.formUnion(traits)
        if traits.contains(.isHeader) { _ = element.traits.remove(.isStaticText) }
        return element
      }
    case .removeTraits(let traits):
      return elements.map { element in
        var element = element
        element.traits.subtract(traits)
        return element
      }
    case .identifier(let identifier):
      return elements.map { element in
        var element = element
        element.identifier = identifier
        return element
      }
    case .sortPriority, .hint, .heading:
      return elements
    }
  }

  private static func merge(_ elements: [_AccessibilityElement]) -> _AccessibilityElement {
    var traits = AccessibilityTraits()
    for element in elements { traits.formUnion(element.traits) }
    if traits.contains(.isHeader) { _ = traits.remove(.isStaticText) }
    return _AccessibilityElement(
      label: elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
      traits: traits, identifier: elements.lazy.compactMap(\.identifier).first,
      isEnabled: elements.allSatisfy(\.isEnabled))
  }
}

protocol _ButtonProtocol {}
extension Button: _ButtonProtocol {}

protocol _LabelProtocol {
  /// Which child node is the title, when the label draws itself.
  var _titleNodeIndex: Int? { get }
}
extension Label: _LabelProtocol {
  nonisolated var _titleNodeIndex: Int? { 1 }
}
