/// What a name used at an empty state refers to, as far as the file says.
enum NameBinding {
  /// A property of a type.
  case property(TypeDeclaration, PropertyDeclaration)
  /// `if let name = property` or `if let property`: the property, known not to be `nil` here.
  case unwrapped(TypeDeclaration, PropertyDeclaration)
  /// A parameter or local value of the type named.
  case typed(String)
  /// Something the file does not say enough about: a closure's parameter, a pattern's value.
  case unknown
}
