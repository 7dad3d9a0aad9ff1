/// A property as the loading rules read its declaration: `@State private var items: [Item] = []`.
struct PropertyDeclaration {
  /// The name token.
  var name: Int
  /// The attributes' names: `State`, `Query`, `Environment`.
  var attributes: [String]
  /// The tokens of the type annotation, if any.
  var type: Range<Int>?
  /// The tokens of the initial value, if any.
  var value: Range<Int>?
  /// The `{` of a computed property's body.
  var body: Int?
  /// For `@Environment(Model.self)`, the token naming `Model`.
  var environmentType: Int?
}
