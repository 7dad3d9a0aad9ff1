/// Where each part of a file is placed as far as list rows go, read top-down in one pass over
/// its brackets: in a `List`'s or `Form`'s content; at the root of a declaration's body (placed
/// wherever the declaration is used); or out of any list, because a modifier's closure or
/// argument (`.overlay`, `.background`, `.sheet`), a `NavigationLink`'s destination or nothing
/// at all holds it.
///
/// `List`, `Form`, `Section` and `ForEach` are SwiftUI's only where the file does not declare a
/// type of that name (a typealias, a type of its own, a nested type) or where they are written
/// `SwiftUI.List`. A `Section` or `ForEach` makes no rows by itself: only a `List` or a `Form`
/// around it does; they are kept as the innermost container a message names.
struct RowRegions {
  /// What holds a token, as far as rows go.
  enum Region: Equatable {
    /// No list: a modifier, a destination or nothing holds it.
    case none
    /// The content of the `List` or `Form` whose name token is given.
    case list(Int)
    /// The root of the declaration body whose `{` is given, through stacks, groups and control
    /// flow.
    case declaration(Int)
  }

  /// The file.
  private let outline: SourceOutline
  /// Per opening bracket: the name token of the `List` or `Form` whose content it is in, the
  /// `{` of the declaration body it is at the root of, or -1.
  private var regions: [Int32]
  /// Per opening bracket: the name token of the innermost `List`, `Form`, `Section` or
  /// `ForEach` around it in its region, or -1.
  private var containers: [Int32]
  /// Whether the file has a `List` or `Form` at all.
  private(set) var hasLists = false

  /// Reads the regions of `outline`, where the file declares the types `declaredTypes`.
  init(_ outline: SourceOutline, declaredTypes: Set<String>) {
    self.outline = outline
    regions = [Int32](repeating: -1, count: outline.count)
    containers = [Int32](repeating: -1, count: outline.count)
    for index in 0..<outline.count {
      switch outline.kind(index) {
      case .leftBrace, .leftParen, .leftBracket: break
      default: continue
      }
      let parent = outline.enclosing[index]
      var region: Int32 = parent >= 0 ? regions[parent] : -1
      var container: Int32 = parent >= 0 ? containers[parent] : -1
      if parent >= 0, isDestination(index, inParen: parent) {
        region = -1
        container = -1
      }
      let role = outline.roles[index]
      if role.isDeclarationBody {
        if case .typeBody = role { region = -1 } else { region = Int32(index) }
        container = -1
      } else if role == .closure || outline.kind(index) == .leftParen,
        let owner = outline.owner(ofBracketAt: index)
      {
        if outline.isModifier(owner) || isDestinationClosure(index, of: owner) {
          region = -1
          container = -1
        } else if Self.isSwiftUI(owner, oneOf: Self.lists, in: outline, declared: declaredTypes) {
          region = Int32(owner)
          container = Int32(owner)
          hasLists = true
        } else if Self.isSwiftUI(
          owner, oneOf: Self.sections, in: outline, declared: declaredTypes)
        {
          container = Int32(owner)
        }
      }
      regions[index] = region
      containers[index] = container
    }
  }

  /// The containers whose content is rows.
  private static let lists: Set<String> = ["List", "Form"]
  /// The containers that make rows only inside a list.
  private static let sections: Set<String> = ["Section", "ForEach"]

  /// The region of the token at `index`.
  func region(of index: Int) -> Region {
    let open = outline.enclosing[index]
    guard open >= 0, !isDestination(index, inParen: open) else { return .none }
    let value = Int(regions[open])
    guard value >= 0 else { return .none }
    return outline.kind(value) == .leftBrace ? .declaration(value) : .list(value)
  }

  /// The name token of the innermost `List`, `Form`, `Section` or `ForEach` around the token at
  /// `index`, within its region.
  func container(of index: Int) -> Int? {
    let open = outline.enclosing[index]
    guard open >= 0, !isDestination(index, inParen: open) else { return nil }
    let value = Int(containers[open])
    return value >= 0 ? value : nil
  }

  /// Whether the name token at `owner` is SwiftUI's type of one of `names`: so spelled, either
  /// written `SwiftUI.Name` or unqualified and not among the file's `declared` types.
  static func isSwiftUI(
    _ owner: Int, oneOf names: Set<String>, in outline: SourceOutline, declared: Set<String>
  ) -> Bool {
    let name = outline.name(owner)
    guard names.contains(name) else { return false }
    if outline.kind(owner - 1) == .period {
      return outline.isWord(owner - 2, "SwiftUI") && outline.kind(owner - 3) != .period
    }
    return !declared.contains(name)
  }

  /// Whether the token at `index`, directly inside the parentheses at `open`, is in the
  /// `destination:` argument of a `NavigationLink`: the screen it pushes, not its row.
  private func isDestination(_ index: Int, inParen open: Int) -> Bool {
    guard outline.kind(open) == .leftParen, let owner = outline.owner(ofBracketAt: open),
      outline.is(owner, "NavigationLink")
    else { return false }
    return outline.arguments(at: open).contains { label, value in
      label == "destination" && value.lowerBound <= index && index < value.upperBound
    }
  }

  /// Whether the closure at `open`, trailing the call named at `owner`, is a `NavigationLink`'s
  /// destination: labelled so, or the unlabelled one before a `label:` closure, or the only one
  /// after a title (`NavigationLink("Archive") { ArchiveScreen() }`).
  private func isDestinationClosure(_ open: Int, of owner: Int) -> Bool {
    guard outline.kind(open) == .leftBrace, outline.is(owner, "NavigationLink") else {
      return false
    }
    let call = outline.call(at: owner)
    guard let closure = call.closures.first(where: { $0.open == open }) else { return false }
    if let label = closure.label { return outline.is(label, "destination") }
    if call.closures.contains(where: { $0.label.map { outline.is($0, "label") } ?? false }) {
      return true
    }
    guard let arguments = call.arguments else { return false }
    let labels = outline.arguments(at: arguments).map(\.label)
    return !labels.isEmpty && !labels.contains("destination") && !labels.contains("value")
  }
}
