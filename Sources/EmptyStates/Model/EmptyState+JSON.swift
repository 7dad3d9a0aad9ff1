import Foundation

extension EmptyState {
  /// Why a JSON spec could not become an ``EmptyState``, naming the field at fault.
  public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field at fault as a path (`actions[0].role`), or `nil` for the document as a whole.
    public var field: String?
    /// What is wrong, to be read after the field's name.
    public var problem: String

    /// One line that names the field and says what to fix.
    public var description: String {
      guard let field else { return problem }
      return "field \(DisplayQuote.argument.quoted(field)) \(problem)"
    }
  }

  /// Decodes the spec JSON that `empty-states render --spec` reads; see
  /// ``init(from:)`` for its fields.
  ///
  /// ```swift
  /// let state = try EmptyState(json: Data(#"{"title": "No Notes", "symbol": "doc.text"}"#.utf8))
  /// ```
  ///
  /// - Parameter json: The spec's UTF-8 JSON.
  /// - Throws: ``SpecError`` naming the missing, unknown or malformed field.
  public init(json: Data) throws(SpecError) {
    do {
      self = try JSONDecoder().decode(EmptyState.self, from: json)
    } catch let error as DecodingError {
      throw SpecError(error)
    } catch {
      throw SpecError(field: nil, problem: "is not a valid spec")
    }
  }
}

extension EmptyState.SpecError {
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(field: Self.path(context.codingPath + [key]), problem: "is required but missing")
    case .valueNotFound(_, let context):
      self.init(field: Self.path(context.codingPath), problem: "must not be null")
    case .typeMismatch(let type, let context):
      let expected =
        switch type {
        case is String.Type: "a string"
        case is [Any].Type, is [String].Type, is [EmptyState.Action].Type: "an array"
        default: "an object"
        }
      guard !context.codingPath.isEmpty else {
        self.init(field: nil, problem: "the spec must be a JSON object")
        return
      }
      self.init(field: Self.path(context.codingPath), problem: "must be \(expected)")
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else {
        self.init(field: nil, problem: "the spec is not valid JSON")
        return
      }
      self.init(field: Self.path(context.codingPath), problem: context.debugDescription)
    @unknown default:
      self.init(field: nil, problem: "the spec is not valid")
    }
  }

  /// `actions[0].title` from a coding path.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += (path.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return path
  }
}
