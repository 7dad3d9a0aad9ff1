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
      return outline.kind(index - 1) == .atSign && outline.isWord(index, "Model")
    } || inheritedNames.contains("NSManagedObject")
  }

  /// The types its declaration and extensions inherit from or conform to, as written:
  /// `BaseStateModel` and `Injectable` in `class Model: BaseStateModel<Provider>, Injectable`.
  var inheritedNames: [String] {
    let outline = context.outline
    var names: [String] = []
    for body in bodies {
      guard case .typeBody(let keyword) = outline.roles[body] else { continue }
      var index = keyword + 1
      while index < body, outline.kind(index) != .colon { index += 1 }
      var expectsName = true
      var genericDepth = 0
      index += 1
      while index < body {
        if outline.isWord(index, "where") { break }
        let text = outline.text(index)
        if outline.kind(index) == .operator, text.allSatisfy({ $0 == "<" || $0 == ">" }) {
          // `BaseStateModel<Provider, Key>`: the generic arguments name no parent.
          genericDepth = max(
            0, genericDepth + text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count)
        } else if genericDepth > 0 {
          // Inside the arguments.
        } else if outline.kind(index) == .comma {
          expectsName = true
        } else if expectsName, outline.kind(index) == .identifier {
          // `Swift.Identifiable`: the last component.
          var last = index
          while outline.kind(last + 1) == .period, outline.kind(last + 2) == .identifier {
            last += 2
          }
          names.append(outline.name(last))
          index = last
          expectsName = false
        }
        index += 1
      }
    }
    return names
  }
}
