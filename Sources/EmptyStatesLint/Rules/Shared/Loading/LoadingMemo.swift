/// What the loading rules have read of a file's types, kept for the file's other empty states.
struct LoadingMemo {
  /// The members of each type, by the type's name.
  var members: [String: TypeMembers] = [:]
  /// The loads each view starts when it appears, by the view's name.
  var loads: [String: [AppearanceLoad]] = [:]
  /// The conditions on the ways to each empty state, by its name token.
  var sitePaths: [Int: [[PathCondition]]] = [:]
  /// The bindings of each block, by its `{`.
  var blocks: [Int: BlockBindings] = [:]
  /// The uses of each `some View` member in its type, by the member's body `{`.
  var memberUses: [Int: [Int]] = [:]
  /// Whether each flag is raised before a wait and lowered after it.
  var progressFlags: [DataProperty: Bool] = [:]
  /// `empty-state-as-loading`'s findings, once read: that rule reports them, and
  /// `empty-state-during-loading` leaves their empty states to it.
  var loadingScreens: [RuleFinding]?
  /// Whether each modifier an extension of `View` declares runs its closure as the view
  /// appears, by the modifier's name.
  var appearanceModifiers: [String: Bool] = [:]
  /// `empty-state-during-loading`'s judgements, once read (``LoadingJudgement``).
  var judgements: [LoadingJudgement]?
}
