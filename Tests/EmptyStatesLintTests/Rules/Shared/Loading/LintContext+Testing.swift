@testable import EmptyStatesLint

extension LintContext {
  /// Reads `source`'s UTF-8.
  convenience init(_ source: String) {
    self.init(SourceOutline(source))
  }

  /// The type `name` as the file declares it.
  func type(_ name: String) -> TypeDeclaration {
    TypeDeclaration(context: self, name: name, bodies: typeBodies(named: name))
  }

  /// How the property `name` of the type `typeName` starts.
  func start(of name: String, in typeName: String) -> PropertyStart? {
    let owner = type(typeName)
    guard let token = owner.members.properties[name] else { return nil }
    return start(of: propertyDeclaration(at: token), in: owner)
  }
}
