/// One file read for the rules: its outline, its empty states and their wrappers, and what the
/// file declares that the rules ask about.
final class LintContext {
  /// The file, read for structure.
  let outline: SourceOutline
  /// The empty states the file shows directly.
  private(set) var sites: [EmptyStateSite] = []
  /// The wrappers declared in the file.
  private(set) var wrappers: [Wrapper] = []
  /// The uses of each wrapper, by the wrapper's body brace.
  private(set) var uses: [Int: [EmptyStateSite]] = [:]
  /// The bodies of the types and extensions of the file, by the type's name.
  private(set) var typeBodiesByName: [String: [Int]] = [:]
  /// The wrappers by their body's `{`.
  private var wrapperByBody: [Int: Wrapper] = [:]
  /// The wrappers by the empty state that made each one.
  private var wrapperByInner: [Int: Wrapper] = [:]
  /// The file's views, where each is placed, and what each shows: read on first use by the
  /// placement and modifier rules.
  private(set) lazy var views = ViewStructure(self)

  /// Other files given to the linter with this one: where the loading rules read a model this
  /// file uses and does not declare.
  private(set) weak var models: ModelFiles?
  /// The views other files of the run declare whose body shows an empty state every time, by
  /// the names this file may use them by: what the loading rule reads as empty states too.
  let otherFilesViews: Set<String>
  /// The uses of ``otherFilesViews`` in the file, read once for the loading rule.
  private(set) lazy var otherFilesSites = readOtherFilesSites()
  /// The types the loading rules looked for and found neither in this file nor in ``models``.
  var wantedTypes: Set<String> = []
  /// What the loading rules have read of the file's types.
  var loadingMemo = LoadingMemo()
  /// The types that hold this file's types, for qualified lookups (``readNamespaces()``), read
  /// once.
  private(set) lazy var namespaces = readNamespaces()
  /// What `missing-availability-check` reported, by the name token of each use: the systems
  /// and the API's base name, for the run (``AvailabilityFacts``).
  var availabilityReports: [Int: (systems: AppleOS.Set, methodName: String?)] = [:]
  /// The file's declarations as `unlocalized-title` reads literal text through them, read once
  /// for the rule and for what the file tells the run (``titleFacts()``).
  private(set) lazy var literalTextReading = LiteralTextReading(DeclarationIndex(outline))
  /// The core's copy review of the empty states with a literal title, read once for the copy
  /// rules and `empty-state-as-loading` (``reviewCopy()``).
  private(set) lazy var reviewedCopy = reviewCopy()
  /// The uses of views that show an empty state through another view of the file, read once for
  /// the modifier rules (``readIndirectSites()``).
  private(set) lazy var indirectSites = readIndirectSites()
  /// The file's suppression comments.
  private(set) lazy var suppressions = Suppressions(outline.source)

  /// Reads the empty states and wrappers of `outline`; `models` are the other files given with
  /// it, `otherFilesViews` their views that show an empty state every time.
  init(_ outline: SourceOutline, models: ModelFiles? = nil, otherFilesViews: Set<String> = []) {
    self.outline = outline
    self.models = models
    self.otherFilesViews = otherFilesViews
    for index in 0..<outline.count {
      if case .typeBody(let keyword) = outline.roles[index],
        let name = Self.declaredName(after: keyword, in: outline)
      {
        typeBodiesByName[name, default: []].append(index)
      }
    }
    for index in 0..<outline.count where outline.kind(index) == .identifier {
      let kind: EmptyStateSite.Kind
      if outline.is(index, "ContentUnavailableView") {
        kind = .contentUnavailableView
      } else if outline.is(index, "EmptyStateView") {
        kind = .emptyStateView
      } else {
        continue
      }
      guard isUse(index) else { continue }
      sites.append(EmptyStateSite(kind: kind, call: outline.call(at: index)))
    }
    // A name declared as a wrapper more than once (generated or hostile code) is ambiguous:
    // its uses cannot be told apart, so it is left out, which also keeps the work linear.
    var found: [Int: Wrapper] = [:]
    var bodiesByName: [String: Set<Int>] = [:]
    for site in sites {
      guard let wrapper = wrapper(around: site.name), found[wrapper.body] == nil else { continue }
      found[wrapper.body] = wrapper
      bodiesByName[wrapper.name, default: []].insert(wrapper.body)
    }
    wrappers = found.values.filter { bodiesByName[$0.name]?.count == 1 }.sorted {
      $0.body < $1.body
    }
    let names = Set(wrappers.map(\.name))
    var occurrences: [String: [Int]] = [:]
    if !names.isEmpty {
      for index in 0..<outline.count where outline.kind(index) == .identifier {
        let name = outline.name(index)
        if names.contains(name) { occurrences[name, default: []].append(index) }
      }
    }
    for wrapper in wrappers {
      uses[wrapper.body] = uses(of: wrapper, at: occurrences[wrapper.name] ?? [])
      wrapperByBody[wrapper.body] = wrapper
      wrapperByInner[wrapper.inner] = wrapper
    }
  }

  /// Whether the identifier at `index` uses the type (a call, a trailing closure or a member),
  /// rather than declaring or extending it or naming it as a type.
  func isUse(_ index: Int) -> Bool {
    if outline.kind(index - 1) == .period { return false }
    if outline.kind(index - 1) == .keyword, !outline.is(index - 1, "return") { return false }
    return isFollowedAsUse(index)
  }

  /// The name by which the type at `index` is used, as other files export it: `Name` for
  /// `Name(…)`, `Outer.Name` for `Outer.Name(…)` (a type nested in a type or an extension);
  /// `nil` where `index` is no use of a type.
  func typeUseName(at index: Int) -> String? {
    if isUse(index) { return outline.name(index) }
    let outer = index - 2
    guard outline.kind(index - 1) == .period, outer >= 0, outline.kind(outer) == .identifier,
      outline.startsUppercase(outer), outline.startsUppercase(index),
      outline.kind(outer - 1) != .period,
      outline.kind(outer - 1) != .keyword || outline.is(outer - 1, "return"),
      isFollowedAsUse(index)
    else { return nil }
    return outline.name(outer) + "." + outline.name(index)
  }

  /// Whether what follows the identifier at `index` makes it a use: a call, a trailing closure,
  /// a member.
  private func isFollowedAsUse(_ index: Int) -> Bool {
    switch outline.kind(index + 1) {
    case .leftParen: return !outline.tokens[index + 1].isAtStartOfLine
    case .leftBrace: return outline.roles[index + 1] == .closure
    case .period: return outline.kind(index + 2) == .identifier
    default: return false
    }
  }

  /// The declaration whose body holds `index`: its body's `{` and role.
  func holder(of index: Int) -> (body: Int, role: BraceRole)? {
    for ancestor in outline.ancestors(of: index) where outline.roles[ancestor].isDeclarationBody {
      return (ancestor, outline.roles[ancestor])
    }
    return nil
  }

  /// The name declared after the keyword at `keyword` (`var name`, `struct Name`), if any.
  func declaredName(after keyword: Int) -> String? {
    Self.declaredName(after: keyword, in: outline)
  }

  private static func declaredName(after keyword: Int, in outline: SourceOutline) -> String? {
    var index = keyword + 1
    // `extension Foo.Bar`: the last component.
    guard outline.kind(index) == .identifier else { return nil }
    while outline.kind(index + 1) == .period, outline.kind(index + 2) == .identifier {
      index += 2
    }
    return outline.name(index)
  }

  /// The wrapper whose body shows the empty state at `inner`, if its holder is one: a
  /// `some View` property or function, or the `body` of a `View` type.
  private func wrapper(around inner: Int) -> Wrapper? {
    guard let (body, role) = holder(of: inner) else { return nil }
    switch role {
    case .propertyBody(let keyword), .functionBody(let keyword):
      guard let name = declaredName(after: keyword),
        outline.is(keyword, "var") || outline.is(keyword, "func")
      else { return nil }
      guard name == "body" else {
        return Wrapper(name: name, kind: .member, body: body, inner: inner)
      }
      guard let (typeBody, typeRole) = holder(of: body), case .typeBody(let typeKeyword) = typeRole,
        outline.is(typeKeyword, "struct"), let typeName = declaredName(after: typeKeyword),
        (typeKeyword + 1..<typeBody).contains(where: { outline.is($0, "View") })
      else { return nil }
      return Wrapper(name: typeName, kind: .type, body: typeBody, inner: inner)
    default:
      return nil
    }
  }

  /// Where the file uses `wrapper`, among the `occurrences` of its name, outside its own body.
  private func uses(of wrapper: Wrapper, at occurrences: [Int]) -> [EmptyStateSite] {
    let close = outline.partner[wrapper.body]
    var result: [EmptyStateSite] = []
    for index in occurrences {
      if index > wrapper.body, close < 0 || index < close { continue }
      // A preview sizes and places the view for the canvas, not for the app.
      if isInPreview(index) { continue }
      switch wrapper.kind {
      case .type:
        guard isUse(index), outline.kind(index + 1) != .period else { continue }
      case .member:
        let previous = index - 1
        if outline.kind(previous) == .keyword, !outline.is(previous, "return") { continue }
        if outline.kind(previous) == .period, !outline.isWord(previous - 1, "self") { continue }
        if outline.kind(index + 1) == .colon { continue }
      }
      // A property is used by its name alone: a period after it starts a modifier.
      let call =
        wrapper.kind == .member && outline.kind(index + 1) != .leftParen
        ? Call(name: index, member: nil, arguments: nil, closures: [], end: index + 1)
        : outline.call(at: index)
      result.append(EmptyStateSite(kind: .wrapper(inner: wrapper.inner), call: call))
    }
    return result
  }

  /// Whether `index` is inside a preview: a `#Preview { … }` (or `#Preview("Name") { … }`) or
  /// the `previews` property of a `PreviewProvider`.
  func isInPreview(_ index: Int) -> Bool {
    outline.ancestors(of: index).contains { open in
      if case .propertyBody(let keyword) = outline.roles[open],
        declaredName(after: keyword) == "previews"
      {
        return true
      }
      var before = open - 1
      if outline.kind(before) == .rightParen, outline.partner[before] >= 0 {
        before = outline.partner[before] - 1
      }
      return outline.kind(before) == .poundKeyword && outline.text(before) == "#Preview"
    }
  }

  /// Every site a rule about placement or modifiers looks at: the direct empty states and the
  /// uses of each wrapper.
  var allSites: [EmptyStateSite] {
    sites + wrappers.flatMap { uses[$0.body] ?? [] }
  }

  /// Where a finding about the site whose name token is `token` goes, and how it names the site:
  /// at the empty state itself, naming the wrapper's or property's use that shows it
  /// (``siteName(_:)``).
  func reportedPlace(ofSiteAt token: Int) -> (token: Int, name: String) {
    guard let site = allSites.first(where: { $0.name == token }) else {
      return (token, outline.name(token))
    }
    return (site.shown, siteName(site))
  }

  /// The site as a finding at its empty state names it: `ContentUnavailableView`, or
  /// `ContentUnavailableView (through 'graph' at line 62)` for a use elsewhere.
  func siteName(_ site: EmptyStateSite) -> String {
    let shown = outline.name(site.shown)
    guard site.shown != site.name else { return shown }
    let use = FileLinter.quoted(outline.name(site.name))
    return "\(shown) (through '\(use)' at line \(outline.location(site.name).line))"
  }

  /// The wrapper whose body holds the site `site`, if any.
  func wrapper(holding site: EmptyStateSite) -> Wrapper? {
    for ancestor in outline.ancestors(of: site.name) {
      if let wrapper = wrapperByBody[ancestor] { return wrapper }
    }
    return nil
  }

  /// The wrapper whose body shows the empty state at `inner` first.
  func wrapper(showing inner: Int) -> Wrapper? {
    wrapperByInner[inner]
  }
}
