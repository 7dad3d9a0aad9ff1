/// The declarations of a file that make views (``ViewDeclaration``), each with where the file
/// uses it, and the names of the types the file declares.
///
/// Read in two passes over the tokens. A name declared as a view type more than once, and a
/// member name declared twice in one type, is ambiguous: its uses are not linked to either.
struct ViewDeclarations {
  /// The declarations, by the `{` of the body they show.
  private(set) var byBody: [Int: ViewDeclaration] = [:]
  /// The names of the types the file declares (`struct`, `class`, `enum`, `actor`, `protocol`,
  /// `typealias`), at any level and with any access: a call to one of them is a call to the
  /// file's type, not to SwiftUI's of the same name.
  private(set) var typeNames: Set<String> = []
  /// The name tokens where the file uses each declaration, by its body's `{`: outside previews
  /// and outside the declaration itself, in order.
  private(set) var uses: [Int: [Int]] = [:]

  /// Reads the view declarations of `context`'s file and their uses.
  init(_ context: LintContext) {
    let outline = context.outline
    var siteHolders: Set<Int> = []
    for site in context.sites {
      if let holder = context.holder(of: site.name) { siteHolders.insert(holder.body) }
    }
    for index in 0..<outline.count {
      switch outline.kind(index) {
      case .keyword where outline.kind(index - 1) != .period:
        if let name = Self.declaredTypeName(at: index, in: outline) { typeNames.insert(name) }
      case .identifier where outline.is(index, "actor"):
        if outline.kind(index + 1) == .identifier { typeNames.insert(outline.name(index + 1)) }
      case .leftBrace:
        if let declaration = Self.declaration(
          at: index, in: context, holdingSite: siteHolders.contains(index))
        {
          byBody[index] = declaration
        }
      default:
        break
      }
    }
    linkUses(in: context)
  }

  /// The name a `struct`, `class`, `enum`, `protocol` or `typealias` at `keyword` declares.
  private static func declaredTypeName(at keyword: Int, in outline: SourceOutline) -> String? {
    guard
      outline.is(keyword, "struct") || outline.is(keyword, "class") || outline.is(keyword, "enum")
        || outline.is(keyword, "protocol") || outline.is(keyword, "typealias"),
      outline.kind(keyword + 1) == .identifier
    else { return nil }
    return outline.name(keyword + 1)
  }

  /// The view declaration whose body opens at `open`, if it is one: the `body` of a type that
  /// says it is a `View`, or a `var` or `func` of a type (or of the file) whose signature names a
  /// view type (`some View`, `AnyView`) or whose body shows an empty state.
  private static func declaration(
    at open: Int, in context: LintContext, holdingSite: Bool
  ) -> ViewDeclaration? {
    let outline = context.outline
    let keyword: Int
    switch outline.roles[open] {
    case .propertyBody(let word), .functionBody(let word): keyword = word
    default: return nil
    }
    guard outline.is(keyword, "var") || outline.is(keyword, "func"),
      let name = context.declaredName(after: keyword)
    else { return nil }
    var owner = -1
    var ownerKeyword: Int?
    if let (body, role) = context.holder(of: keyword) {
      guard case .typeBody(let word) = role else { return nil }
      owner = body
      ownerKeyword = word
    }
    if name == "body", let ownerKeyword,
      (ownerKeyword + 1..<owner).contains(where: { outline.is($0, "View") }),
      let typeName = context.declaredName(after: ownerKeyword)
    {
      return ViewDeclaration(
        name: typeName, kind: .type, body: open, owner: owner,
        exportedName: context.exportedName(ofTypeDeclaredAt: ownerKeyword))
    }
    let signatureNamesView = (keyword + 2..<open).contains { index in
      outline.kind(index) == .identifier && outline.text(index).hasSuffix("View")
    }
    guard signatureNamesView || holdingSite else { return nil }
    return ViewDeclaration(name: name, kind: .member, body: open, owner: owner, exportedName: nil)
  }

  /// Finds where the file uses each declaration.
  private mutating func linkUses(in context: LintContext) {
    let outline = context.outline
    var typesByName: [String: [Int]] = [:]
    var membersByName: [String: [Int]] = [:]
    for (body, declaration) in byBody {
      switch declaration.kind {
      case .type: typesByName[declaration.name, default: []].append(body)
      case .member: membersByName[declaration.name, default: []].append(body)
      }
    }
    // A type declared as a view twice: its uses cannot be told apart.
    typesByName = typesByName.filter { $0.value.count == 1 }
    guard !typesByName.isEmpty || !membersByName.isEmpty else { return }
    let lengths = Set((Array(typesByName.keys) + Array(membersByName.keys)).map(\.utf8.count))
    for index in 0..<outline.count where outline.kind(index) == .identifier {
      guard lengths.contains(outline.tokens[index].range.offsets.count) else { continue }
      let name = outline.name(index)
      if let bodies = typesByName[name], let body = bodies.first,
        isTypeUse(at: index, of: body, in: context)
      {
        uses[body, default: []].append(index)
      } else if let bodies = membersByName[name],
        let body = member(usedAt: index, among: bodies, in: context)
      {
        uses[body, default: []].append(index)
      }
    }
  }

  /// Whether the identifier at `index` calls the view type whose `body` opens at `body`: a call
  /// or trailing closure outside the type itself and outside previews.
  private func isTypeUse(at index: Int, of body: Int, in context: LintContext) -> Bool {
    let outline = context.outline
    guard let declaration = byBody[body], context.isUse(index),
      outline.kind(index + 1) != .period
    else { return false }
    let owner = declaration.owner
    if index > owner, index < outline.close(of: owner) { return false }
    return !context.isInPreview(index)
  }

  /// The member among `bodies` (declarations of one name) that the identifier at `index` uses,
  /// if it uses one: read by its name alone or through `self.`, from inside the type that
  /// declares it (or any type, for a member of the file), outside the member's own body.
  private func member(usedAt index: Int, among bodies: [Int], in context: LintContext) -> Int? {
    let outline = context.outline
    let previous = index - 1
    if outline.kind(previous) == .keyword, !outline.is(previous, "return") { return nil }
    if outline.kind(previous) == .period, !outline.isWord(previous - 1, "self") { return nil }
    if outline.kind(index + 1) == .colon { return nil }
    var typeName: String?
    for ancestor in outline.ancestors(of: index) {
      if case .typeBody(let keyword) = outline.roles[ancestor] {
        typeName = context.declaredName(after: keyword)
        break
      }
    }
    var found: Int?
    for body in bodies {
      guard let declaration = byBody[body] else { continue }
      if index > body, index < outline.close(of: body) { return nil }
      if declaration.owner >= 0 {
        guard case .typeBody(let keyword) = outline.roles[declaration.owner],
          context.declaredName(after: keyword) == typeName
        else { continue }
      }
      // The same name declared twice for one type: ambiguous.
      if found != nil { return nil }
      found = body
    }
    guard let found, !context.isInPreview(index) else { return nil }
    return found
  }
}
