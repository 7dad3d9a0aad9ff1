/// A type the loading rules read: its name and its bodies in the file that declares it (the
/// linted file, or another file given to the linter with it).
struct TypeDeclaration {
  /// The file that declares the type.
  let context: LintContext
  /// The type's name.
  let name: String
  /// The `{` of the type's body and of each extension of it in that file.
  let bodies: [Int]

  /// The members declared directly in the bodies.
  var members: TypeMembers {
    context.members(of: self)
  }

  /// Whether the type is a class or an actor, whose optional properties start `nil`.
  var isReferenceType: Bool {
    bodies.contains { body in
      guard case .typeBody(let keyword) = context.outline.roles[body] else { return false }
      return context.outline.is(keyword, "class") || context.outline.is(keyword, "actor")
    }
  }

  /// Whether the type is a row of a local store: a SwiftData `@Model` class, or a Core Data
  /// `NSManagedObject` subclass.
  var isStoreModel: Bool {
    let outline = context.outline
    return bodies.contains { body in
      guard case .typeBody(let keyword) = outline.roles[body], outline.is(keyword, "class")
      else { return false }
      // `@Model public final class Note`: the attributes before the modifiers.
      var index = keyword - 1
      while index >= 0, SourceOutline.declarationModifiers.contains(outline.text(index)) {
        index -= 1
      }
      if outline.kind(index - 1) == .atSign, outline.isWord(index, "Model") { return true }
      // `class Note: NSManagedObject`.
      return outline.kind(keyword + 2) == .colon && outline.isWord(keyword + 3, "NSManagedObject")
    }
  }
}
