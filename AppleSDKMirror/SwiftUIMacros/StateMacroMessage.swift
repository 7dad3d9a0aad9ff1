import SwiftDiagnostics

/// What the `@State` emulation says when it cannot expand a property.
enum StateMacroMessage: String, DiagnosticMessage {
  case notASimpleProperty, notAVar, typeNotInferred

  var message: String {
    switch self {
    case .notASimpleProperty:
      "'@State' can only be applied to a single stored property with a simple name"
    case .notAVar: "'@State' can only be applied to a 'var' declaration"
    case .typeNotInferred:
      "the '@State' emulation cannot infer the type of this initial value; add a type annotation"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
