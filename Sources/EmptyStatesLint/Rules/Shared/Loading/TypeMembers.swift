/// The members a type declares directly in its bodies, by name.
struct TypeMembers {
  /// Each stored or computed property's name token.
  var properties: [String: Int] = [:]
  /// Each method's body `{`, by the method's name (overloads share a name).
  var methods: [String: [Int]] = [:]
  /// The body `{` of each initializer.
  var initializers: [Int] = []
}
