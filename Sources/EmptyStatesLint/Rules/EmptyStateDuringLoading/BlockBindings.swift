/// The names a block declares directly (`let`, `var`) and the conditions of its `guard`s, in
/// order: what a name used later in the block may refer to.
struct BlockBindings {
  /// Each name's declaring tokens, in order.
  var locals: [String: [Int]] = [:]
  /// The condition of each `guard`, in order.
  var guards: [Range<Int>] = []
}
