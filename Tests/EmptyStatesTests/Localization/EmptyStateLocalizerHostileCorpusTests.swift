import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStates

/// The core fed every payload of the hostile corpus (`Fixtures/hostile`): the localizer
/// in every shape and as its own locale, the resolver as a search query. Nothing crashes or
/// hangs, no format specifier in the input is interpreted, and a query is quoted clean:
/// balanced isolates, no control or reordering character.
@Suite(.timeLimit(.minutes(10))) struct EmptyStateLocalizerHostileCorpusTests {
  static let locales = ["en", "ar", "ja"].map { EmptyStateLocalizer(localeIdentifier: $0) }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadLocalizesInEveryShapeAndLocale(kind: HostilePayload.Kind) throws {
    for payload in try HostileCorpus.payloads(kind) {
      let shapes = payload.isLarge ? [HostileStates.title] : HostileStates.shapes
      let localizers = Self.locales + [EmptyStateLocalizer(localeIdentifier: payload.text)]
      for localizer in payload.isLarge ? Array(localizers.prefix(1)) : localizers {
        for shape in shapes {
          let localized = localizer.localize(shape.state(payload.text))
          let size =
            ([localized.title, localized.description ?? ""] + localized.actions.map(\.title))
            .map(\.utf8.count).reduce(0, +)
          #expect(
            HostileOutput.sizeViolations(String(repeating: "x", count: size), input: payload.text)
              .isEmpty, "\(payload) in \(shape)")
        }
      }
      // An app key without a translation is shown as given: its specifiers take no argument
      // from anywhere, so the text can only shrink.
      let key = EmptyStateLocalizer(localeIdentifier: "en").string(for: .localized(payload.text))
      #expect(key.utf8.count <= payload.text.utf8.count, "\(payload) as an app key")
    }
  }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsAQueryIsQuotedClean(kind: HostilePayload.Kind) throws {
    for payload in try HostileCorpus.payloads(kind) {
      for localizer in Self.locales {
        let presentation = localizer.localize(
          Presentation.resolve(.loaded([1, 2]), query: payload.text, matchCount: 0))
        guard Self.hasVisibleText(payload.text) else {
          #expect(presentation == .content, "\(payload): a blank query is no search")
          continue
        }
        let state = try #require(presentation.emptyState, "\(payload): no empty state")
        let problems = HostileOutput.terminalViolations(
          state.title + "\n", styled: false, input: payload.text)
        #expect(problems.isEmpty, "\(payload), \(localizer.localeIdentifier): \(problems)")
        #expect(!state.title.contains("“”"), "\(payload): an empty query was quoted")
      }
    }
  }

  /// Whether a text holds anything a person can read: a letter, digit, punctuation or symbol.
  static func hasVisibleText(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
        .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
        false
      default:
        true
      }
    }
  }
}
