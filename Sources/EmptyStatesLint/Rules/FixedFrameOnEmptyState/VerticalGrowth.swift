/// Whether a view written in a builder can grow to take the height its stack is given: a list,
/// a scroll view, a chart, a color or a shape can; a text, a control, a divider or a framed
/// image cannot. A stack or group can when something in it can; a view of the same file is read
/// through its body; a view the file cannot see into may, and so does anything unknown.
struct VerticalGrowth {
  /// The file.
  private let context: LintContext
  /// The view declarations of the file by name.
  private let declarations: [String: [Int]]

  /// Reads views in `context`'s file.
  init(_ context: LintContext) {
    self.context = context
    var declarations: [String: [Int]] = [:]
    for (body, declaration) in context.views.declarations.byBody {
      declarations[declaration.name, default: []].append(body)
    }
    self.declarations = declarations
  }

  /// Views that fill the height they are offered.
  private static let flexible: Set<String> = [
    "List", "Form", "Table", "ScrollView", "LazyVGrid", "LazyHGrid", "GeometryReader", "Color",
    "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "UnevenRoundedRectangle",
    "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "Chart",
    "Map", "TabView", "NavigationStack", "NavigationView", "NavigationSplitView", "TextEditor",
    "Canvas", "VideoPlayer", "SpriteView", "SceneView", "RealityView", "WebView",
    "ContentUnavailableView", "EmptyStateView",
  ]
  /// Views as tall as their content, whose content is not read.
  private static let fixed: Set<String> = [
    "Text", "Label", "Button", "Toggle", "Picker", "Stepper", "Slider", "TextField",
    "SecureField", "Link", "Menu", "DatePicker", "ColorPicker", "ProgressView", "Divider",
    "Spacer", "ShareLink", "Gauge", "EmptyView", "LabeledContent", "PasteButton", "EditButton",
    "RenameButton",
  ]
  /// Views that are as tall as what they hold.
  private static let stacks: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack", "ViewThatFits", "ForEach",
    "Section", "ControlGroup",
  ]

  /// How far a view is read: through how many of the file's declarations, and how many stacks
  /// and branches deep; past either, it may grow.
  struct Depth {
    /// The declarations of the file read through so far (at most 4).
    var declarations = 0
    /// The stacks and branches read into so far (at most 16).
    var nesting = 0

    /// Whether the reading stops here.
    var isExhausted: Bool { declarations > 4 || nesting > 16 }

    /// One stack or branch deeper.
    var nested: Depth { Depth(declarations: declarations, nesting: nesting + 1) }

    /// Into one more declaration of the file.
    var throughDeclaration: Depth { Depth(declarations: declarations + 1, nesting: nesting + 1) }
  }

  /// Whether any statement among `statements` may grow, read at `depth`.
  func anyMayGrow(_ statements: [Range<Int>], depth: Depth = Depth()) -> Bool {
    statements.contains { mayGrow($0, depth: depth) }
  }

  /// Whether the statement `statement` may grow, read at `depth`.
  func mayGrow(_ statement: Range<Int>, depth: Depth = Depth()) -> Bool {
    let outline = context.outline
    guard !depth.isExhausted else { return true }
    let first = statement.lowerBound
    if outline.isWord(first, "if") || outline.isWord(first, "switch") {
      // Any branch that may show.
      for index in statement where outline.enclosing[index] == outline.enclosing[first] {
        switch outline.roles[index] {
        case .ifBody, .elseBody, .switchBody:
          if anyMayGrow(outline.builderStatements(in: index), depth: depth.nested) {
            return true
          }
        default:
          continue
        }
      }
      return false
    }
    if outline.isWord(first, "let") || outline.isWord(first, "var") { return false }
    guard outline.kind(first) == .identifier else { return true }
    let call = outline.call(at: first)
    let modifiers = outline.modifiers(after: call.end)
    if let framed = frameGrowth(modifiers) { return framed }
    let name = outline.name(first)
    if name == "Image" {
      return modifiers.contains { outline.is($0.name, "resizable") }
    }
    if name == "ScrollView", let arguments = call.arguments,
      outline.arguments(at: arguments).first.map({ outline.joinedText($0.value) == ".horizontal" })
        ?? false
    {
      return false
    }
    if Self.flexible.contains(name) { return true }
    if Self.fixed.contains(name) { return false }
    if Self.stacks.contains(name) {
      return call.closures.contains { closure in
        anyMayGrow(outline.builderStatements(in: closure.open), depth: depth.nested)
      }
    }
    // A view of this file: what its body shows.
    guard let bodies = declarations[name], bodies.count == 1, let body = bodies.first else {
      return true
    }
    return anyMayGrow(outline.builderStatements(in: body), depth: depth.throughDeclaration)
  }

  /// What the frames among `modifiers` say: `false` for a fixed height, `true` for a minimum
  /// or an infinite maximum height, `nil` when no frame speaks of height.
  private func frameGrowth(_ modifiers: [Call]) -> Bool? {
    let outline = context.outline
    for modifier in modifiers.reversed() where outline.is(modifier.name, "frame") {
      guard let open = modifier.arguments else { continue }
      for (label, value) in outline.arguments(at: open) {
        switch label {
        case "height":
          return false
        case "minHeight":
          return true
        case "maxHeight":
          let text = outline.joinedText(value)
          return text == ".infinity" || text == "CGFloat.infinity"
        default:
          continue
        }
      }
      // A frame of width only sizes an image (with its aspect ratio) or leaves the height be.
      if modifiers.contains(where: { outline.is($0.name, "resizable") }) { return false }
    }
    return nil
  }
}
