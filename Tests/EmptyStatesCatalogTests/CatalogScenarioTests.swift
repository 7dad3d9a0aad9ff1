// Linux only: it reads the catalog's pages and walks the samples' view trees through the
// SwiftUI stand-in's inspection. On Apple platforms this target compiles the samples against the
// real SwiftUI.
#if os(Linux)
  import EmptyStates
  import EmptyStatesHTML
  import Foundation
  @_spi(Inspection) import SwiftUI
  import Testing

  @testable import EmptyStatesCatalog
  @testable import EmptyStatesUIKit

  /// Every catalog page's code is compiled (`Samples/`), is shown as it was compiled, and
  /// produces what the page shows: the SwiftUI code's view tree, the UIKit code's hosted view
  /// tree and the server-side code's HTML.
  @Suite @MainActor struct CatalogScenarioTests {
    nonisolated static let ids = CatalogScenario.all.map(\.id)
    nonisolated static let samplesFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .appending(path: "Samples")

    /// The scenario with this id, its page's frames and its sample.
    private func page(_ id: String) throws -> (
      scenario: CatalogScenario, frames: [(variant: [String], state: ShownEmptyState?)],
      sample: any CatalogSample
    ) {
      let scenario = try #require(CatalogScenario.all.first { $0.id == id })
      let sample = try #require(scenario.sample, "no sample named \(scenario.code.sample)")
      let frames = ShownEmptyState.frames(in: Catalog.page(for: scenario))
      try #require(!frames.isEmpty, "the page \(id) shows no frame")
      return (scenario, frames, sample)
    }

    @Test func everySampleFileIsOneScenariosCode() throws {
      let files = try FileManager.default.contentsOfDirectory(atPath: Self.samplesFolder.path)
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
      let shown = CatalogScenario.all.map(\.code.sample)
      #expect(!shown.isEmpty)
      #expect(shown.sorted() == files.sorted())
      #expect(
        CatalogScenario.samples().map { String(describing: type(of: $0)) }.sorted()
          == files.sorted())
    }

    @Test(arguments: ids) func pageShowsItsSampleFilesCodeToTheCharacter(id: String) throws {
      let scenario = try #require(CatalogScenario.all.first { $0.id == id })
      let file = try String(
        contentsOf: Self.samplesFolder.appending(path: scenario.code.sample + ".swift"),
        encoding: .utf8)
      func member(_ declaration: String, _ body: String, indentation: String = "  ") -> String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return "\(indentation)\(declaration) {\n"
          + lines.map { $0.isEmpty ? "" : indentation + "  " + $0 }.joined(separator: "\n")
          + "\n\(indentation)}\n"
      }
      let code = scenario.code
      #expect(!code.swiftUI.isEmpty && !code.html.isEmpty && !code.uiKit.isEmpty)
      #expect(file.contains(member("var body: some View", code.swiftUI)))
      #expect(file.contains(member("func html(locale: Locale) -> String", code.html)))
      // The UIKit code is compiled where UIKit has views, as the README's UIKit snippets are.
      let uiKit = member("func uiKit() -> EmptyStateContentView", code.uiKit, indentation: "    ")
      #expect(file.contains("  #if canImport(UIKit) && !os(watchOS)\n\(uiKit)  #endif\n}\n"))
      let page = Catalog.page(for: scenario)
      for (heading, shown) in [
        ("SwiftUI", code.swiftUI), ("UIKit", code.uiKit), ("Server-side Swift (HTML)", code.html),
      ] {
        #expect(
          page.contains(
            "<div><h3>\(heading)</h3><pre><code>\(HTMLEscaping.escape(shown))</code></pre></div>"))
      }
    }

    @Test(arguments: ids) func swiftUISampleShowsThePagesTextsSymbolAndStyle(id: String) throws {
      let (scenario, frames, sample) = try page(id)
      var environment = EnvironmentValues()
      environment.locale = Locale(identifier: "en")
      let drawn = try #require(InspectedEmptyState(_inspect(sample, environment: environment)))
      let english = try #require(frames.first { $0.variant.last == "en" }?.state)
      #expect(drawn.texts == english.texts)

      let media = try #require(scenario.state.media)
      #expect(drawn.symbols == [media.symbolName])
      #expect(drawn.mediaVariants.count <= 1)
      #expect((drawn.mediaVariants.first ?? .regular) == media.variant)
      #expect(drawn.animations.count <= 1)
      #expect((drawn.animations.first ?? .none) == media.animation)
      let style = scenario.style.rawValue
      #expect(drawn.style == style.prefix(1).uppercased() + style.dropFirst() + "EmptyStateStyle")
    }

    /// The UIKit code's view hosts the SwiftUI layer's: what it draws is read from that view's
    /// tree, in each language the page shows.
    @Test(arguments: ids) func uiKitSampleShowsThePagesStateInEveryLanguage(id: String) throws {
      let (scenario, frames, sample) = try page(id)
      let view = sample.uiKit()
      #expect(view.presentation.emptyState == scenario.state)
      #expect(!view.presentation.showsContent)
      let languages = frames.compactMap(\.variant.last).reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      #expect(languages.count > 1)
      let media = try #require(scenario.state.media)
      for language in languages {
        let shown = try #require(frames.first { $0.variant.last == language }?.state)
        view.localizer = EmptyStateLocalizer(locale: Locale(identifier: language))
        let drawn = try #require(
          InspectedEmptyState(_inspect(view.host.rootView, environment: EnvironmentValues())),
          "\(id) (\(language)): the UIKit view draws no empty state")
        #expect(drawn.texts == shown.texts, "\(language)")
        #expect(drawn.symbols == [media.symbolName], "\(language)")
        #expect((drawn.mediaVariants.first ?? .regular) == media.variant)
        #expect((drawn.animations.first ?? .none) == media.animation)
      }
    }

    @Test(arguments: ids) func htmlSampleShowsWhatEveryFrameOfThePageShows(id: String) throws {
      let (scenario, frames, sample) = try page(id)
      for (variant, shown) in frames {
        let shown = try #require(shown, "a frame of \(id) shows no empty state")
        let locale = try #require(variant.last)
        let rendered = try #require(
          ShownEmptyState(sample.html(locale: Locale(identifier: locale))))
        // Frames vary the style and size; the rest is the sample's in every frame.
        var unstyled = rendered
        unstyled.classes = shown.classes
        #expect(unstyled == shown, "\(variant.joined(separator: " "))")
      }
      // The first frame shows the scenario in its own style and the regular size, as the
      // sample renders it.
      let first = try #require(frames.first?.state)
      let html = sample.html(locale: Locale(identifier: "en"))
      let rendered = try #require(ShownEmptyState(html))
      if scenario.isSection {
        // A section's sample renders the row its page's table shows, to the character.
        #expect(Catalog.page(for: scenario).contains("<tbody>\(html)</tbody>"))
        #expect(rendered.classes.hasPrefix("es-empty-row es-size-compact "))
      } else {
        #expect(rendered.classes == first.classes)
        #expect(first.classes.contains("es-style-\(scenario.style.rawValue) es-size-regular"))
      }
    }

    /// The empty section's page shows the row form where it belongs — the one row of an empty
    /// table, spanning its columns, and the one item of an empty list — and its SwiftUI code puts
    /// the row in a `Section` of a `List`, not the whole-screen view.
    @Test func sectionPageShowsTheRowInATableAndAList() throws {
      let sections = CatalogScenario.all.filter(\.isSection)
      #expect(sections.map(\.id) == ["empty-section"])
      let (scenario, _, sample) = try page("empty-section")
      let page = Catalog.page(for: scenario)
      let columns = Catalog.tableColumns.count
      #expect(page.matches(of: /<th scope="col">/).count == columns)
      let row = try #require(
        page.firstMatch(
          of: /<tbody>(<tr class="es-empty-row[^"]*"[^>]*><td colspan="(\d+)">.*?<\/tr>)<\/tbody>/))
      #expect(row.2 == "\(columns)")
      let item = try #require(
        page.firstMatch(
          of: /<ul class="catalog-rows"[^>]*>(<li class="es-empty-row.*?<\/li>)<\/ul>/))
      let shownRow = try #require(ShownEmptyState(String(row.1)))
      #expect(ShownEmptyState(String(item.1)) == shownRow)
      #expect(
        shownRow.texts == ["No Favourites Yet", "Recipes you star appear here.", "Browse Recipes"])

      var environment = EnvironmentValues()
      environment.locale = Locale(identifier: "en")
      let tree = _inspect(sample, environment: environment)
      let path = try #require(
        tree.path { String(describing: type(of: $0.view)).hasPrefix("EmptyStateRow<") })
      let names = path.map { String(describing: type(of: $0.view)) }
      #expect(
        names.contains { $0.hasPrefix("List<") } && names.contains { $0.hasPrefix("Section<") })
      #expect(!names.contains { $0.hasPrefix("EmptyStateView<") })
    }

    @Test func swiftUISamplesLinkWhereThePagesLink() throws {
      var checked = 0
      for scenario in CatalogScenario.all {
        let (_, frames, sample) = try page(scenario.id)
        let english = try #require(frames.first { $0.variant.last == "en" }?.state)
        for action in english.actions {
          guard let link = action.link else { continue }
          var opened: [String] = []
          var environment = EnvironmentValues()
          environment.locale = Locale(identifier: "en")
          environment.openURL = OpenURLAction { url in
            opened.append(url.absoluteString)
            return .handled
          }
          let tree = _inspect(sample, environment: environment)
          let button = try #require(
            tree.all(Button<Text>.self).first { $0._label._string == action.title },
            "\(scenario.id): no button “\(action.title)”")
          EnvironmentValues.$_current.withValue(environment) { button._tap() }
          #expect(opened == [link], "\(scenario.id): “\(action.title)”")
          checked += 1
        }
      }
      #expect(checked > 0, "no page shows a link")
    }
  }
#endif
