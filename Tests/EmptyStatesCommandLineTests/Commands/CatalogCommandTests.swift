import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct CatalogCommandTests {
  @Test func writesTheIndexAndEveryScenarioPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = cli("catalog", "--out", folder.path)
    #expect(outcome.exitCode == .ok)
    #expect(outcome.standardOutput == folder.appendingPathComponent("index.html").path + "\n")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".html")
    }
    #expect(pages.count >= 25)
    #expect(pages.contains("index.html") && pages.contains("preset-offline.html"))
    #expect(pages.contains { $0.contains("filters") }, "no page for the filtered-out state")
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    for page in pages where page != "index.html" {
      #expect(index.contains("href=\"\(page)\""), "\(page) is not linked from the index")
    }
  }

  @Test func pagesShowEveryVariantWithCodeAndNoExternalResource() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = cli("catalog", "--out", folder.path)
    let page = try String(
      contentsOf: folder.appendingPathComponent("preset-no-results.html"), encoding: .utf8)
    for variant in [
      "light ltr", "dark ltr", "light rtl", "dark rtl", "es-style-outlined", "es-style-card",
      "es-style-compact", "es-size-compact", "es-size-spacious", "lang=\"ja\"", "lang=\"de\"",
    ] {
      #expect(page.contains(variant), "\(variant)")
    }
    #expect(page.contains("<pre><code>"))
    for forbidden in ["<script", "<link", "src=", "http://", "@import"] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func outIntoAFileExits66() throws {
    let file = try temporaryFile("x", name: "not-a-folder")
    let outcome = cli("catalog", "--out", file)
    #expect(outcome.exitCode == .noInput)
    #expect(outcome.standardError.contains("is a file, not a folder"))
  }
}
