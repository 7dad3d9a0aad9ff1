/// Reads what a load does — a view's `.task` closure, the methods it calls, the model methods
/// those call — as it runs: a flat list of ``LoadEvent``s in order.
///
/// Calls are followed into the methods of the type whose code calls them and of the types their
/// receivers are declared as (in the linted file, or in a model file given with it), each method
/// once, to a bounded depth and a bounded number of tokens, so a file of any shape is read in
/// linear time.
struct LoadFlowReader {
  /// What the load does, in order.
  private(set) var events: [LoadEvent] = []
  /// The linted file, where type names are looked up.
  private let home: LintContext
  /// The blocks read so far.
  private var visited: Set<BodyKey> = []
  /// Whether an `await` has run.
  private var suspended = false
  /// How many tasks of its own (`Task { … }`) the code being read runs in.
  private var spawned = 0
  /// How many more tokens may be read.
  private var budget = 20_000
  /// How deep in calls the reading is.
  private var depth = 0
  /// Whether the code being read runs only on some ways through the load: a method called
  /// from a branch.
  private var branched = false

  /// A reader that looks types up from `home`.
  init(home: LintContext) {
    self.home = home
  }

  /// Reads the block at `open` in `file` (`type`'s own file unless given: a protocol's default
  /// or a base class's method, run by a `type`), as code of `type`; `deferred` when it runs after
  /// the load has started.
  mutating func read(
    _ open: Int, of type: TypeDeclaration, in file: LintContext? = nil, deferred: Bool = false
  ) {
    let code = file ?? type.context
    let key = BodyKey(context: ObjectIdentifier(code), open: open)
    guard depth < 8, visited.insert(key).inserted else { return }
    depth += 1
    defer { depth -= 1 }
    walk(open + 1..<code.outline.close(of: open), of: type, in: code, deferred: deferred)
  }

  /// Reads the tokens of `range`, in `code`, as code of `type`.
  private mutating func walk(
    _ range: Range<Int>, of type: TypeDeclaration, in code: LintContext, deferred: Bool
  ) {
    let outline = code.outline
    var deferBlocks: [Int] = []
    var suspendsAfter = -1
    var index = range.lowerBound
    while index < range.upperBound, budget > 0 {
      budget -= 1
      switch outline.kind(index) {
      case .leftBrace:
        switch outline.roles[index] {
        case .closure:
          readClosure(index, of: type, in: code, deferred: deferred)
          index = outline.end(ofGroupAt: index)
          continue
        case .block(let keyword) where outline.is(keyword, "defer"):
          deferBlocks.append(index)
          index = outline.end(ofGroupAt: index)
          continue
        case .ifBody(let keyword)
        where !deferred && !suspended
          && code.isFalseOnFirstAppearance(keyword + 1..<index, in: type):
          // `if items == nil { … }` while `items` starts `[]`: not on the first appearance.
          index = outline.end(ofGroupAt: index)
          continue
        case .functionBody, .propertyBody, .typeBody:
          index = outline.end(ofGroupAt: index)
          continue
        default:
          break
        }
      case .keyword where outline.is(index, "guard") && !deferred && !suspended:
        // `guard !projects.isEmpty else { return }` as the load starts.
        var end = index + 1
        while end < range.upperBound, !outline.isWord(end, "else") {
          end = outline.end(ofGroup: end)
        }
        let condition = PathCondition(kind: .guard, tokens: index + 1..<end, holds: true)
        var required: Set<DataProperty> = []
        for fact in outline.facts(of: condition) {
          guard let (subject, isEmpty) = outline.emptiness(fact), !isEmpty else { continue }
          required.formUnion(code.dataStartingEmpty(subject, at: index, on: [], in: type))
        }
        if !required.isEmpty { events.append(.requiresData(required)) }
      case .keyword where outline.is(index, "await"):
        if let call = code.callName(after: index) {
          suspendsAfter = call
        } else {
          suspend()
        }
      case .identifier:
        // `modelContext.insert(…)` adds rows to the store (read at `insert`), not to a property.
        let isStoreReceiver =
          outline.kind(index + 1) == .period && code.insertsIntoStore(at: index + 2)
        if !isStoreReceiver,
          let assignment = code.assignment(at: index, in: type, home: home)
        {
          let later = deferred || suspended || assignment.awaits
          events.append(
            .assignment(
              assignment.property, flag: assignment.flag, deferred: later,
              afterSuspension: suspended || assignment.awaits, inTask: spawned > 0,
              clears: assignment.clears,
              conditional: branched || Self.isInBranch(index, below: range.lowerBound, outline)))
          // `state.resolver = resolver` runs the property's `didSet`, as code of its owner.
          if let owner = assignment.owner {
            for (observer, file) in code.observers(of: assignment.property.name, in: owner) {
              read(observer, of: owner, in: file, deferred: later)
            }
          }
        } else if code.insertsIntoStore(at: index) {
          events.append(.storeInsertion(deferred: deferred || suspended))
        } else if let callee = code.callee(at: index, in: type, home: home) {
          let saved = branched
          branched = branched || Self.isInBranch(index, below: range.lowerBound, outline)
          for (body, file) in code.methodBodies(callee.name, of: callee.type) {
            read(body, of: callee.type, in: file, deferred: deferred)
          }
          branched = saved
        }
        if index == suspendsAfter { suspend() }
      default:
        break
      }
      index += 1
    }
    for block in deferBlocks {
      walk(block + 1..<outline.close(of: block), of: type, in: code, deferred: deferred)
    }
  }

  /// Whether `index` is in an `if`, `else`, `guard … else`, `switch` or `catch` body opened at
  /// or after `start`: code that runs on some ways through the block only.
  private static func isInBranch(_ index: Int, below start: Int, _ outline: SourceOutline) -> Bool {
    for ancestor in outline.ancestors(of: index) {
      guard ancestor >= start else { return false }
      switch outline.roles[ancestor] {
      case .ifBody, .elseBody, .guardBody, .switchBody: return true
      case .block(let keyword) where outline.is(keyword, "catch"): return true
      default: continue
      }
    }
    return false
  }

  /// Marks that an `await` has run.
  private mutating func suspend() {
    if !suspended { events.append(.suspension) }
    suspended = true
  }

  /// Reads a closure: in place when its owner runs it at once (`withAnimation`, `map`), as work
  /// that runs later otherwise (`Task`, `DispatchQueue.main.async`, a completion handler).
  private mutating func readClosure(
    _ open: Int, of type: TypeDeclaration, in code: LintContext, deferred: Bool
  ) {
    let outline = code.outline
    let owner = outline.owner(ofBracketAt: open).map { outline.name($0) } ?? ""
    let range = open + 1..<outline.close(of: open)
    if Self.immediateOwners.contains(owner) {
      walk(range, of: type, in: code, deferred: deferred)
      return
    }
    let saved = suspended
    // A task starts at once; a completion handler runs once the work it waits for is done.
    let isTask = Self.taskOwners.contains(owner)
    if !isTask { suspended = true }
    if isTask { spawned += 1 }
    walk(range, of: type, in: code, deferred: true)
    if isTask { spawned -= 1 }
    suspended = saved
  }

  /// Calls whose closure runs before they return.
  private static let immediateOwners: Set<String> = [
    "withAnimation", "withTransaction", "forEach", "map", "compactMap", "flatMap", "filter",
    "sorted", "sort", "first", "last", "contains", "allSatisfy", "reduce", "removeAll", "min",
    "max", "run", "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation",
    "withCheckedThrowingContinuation", "autoreleasepool",
  ]

  /// Calls whose closure starts as a task of its own.
  private static let taskOwners: Set<String> = ["Task", "detached", "async", "addTask"]
}
