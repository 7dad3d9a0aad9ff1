import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct JSONOutputTests {
  struct Sample: Encodable {
    var zebra = 1
    var apple = true
    var mango: String? = nil
    var link = "https://example.com/a/b"
    var text = ""

    private enum CodingKeys: String, CodingKey {
      case zebra, apple, mango, link, text
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(zebra, forKey: .zebra)
      try container.encode(mango, forKey: .mango)
      try container.encode(link, forKey: .link)
      try container.encode(apple, forKey: .apple)
      try container.encode(text, forKey: .text)
    }
  }

  func parsed(_ output: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func isOneDocumentWithSortedKeysEndingWithANewline() throws {
    let output = try JSONOutput.text(Sample())
    #expect(output.hasSuffix("}\n"))
    let keys = ["apple", "link", "mango", "text", "zebra"]
    let offsets = try keys.map { key in
      try #require(output.range(of: "\"\(key)\"")).lowerBound
    }
    #expect(offsets == offsets.sorted())
    let object = try parsed(output)
    #expect(object.keys.sorted() == keys)
    #expect(object["mango"] is NSNull)
    #expect(object["zebra"] as? Int == 1)
    #expect(object["apple"] as? Bool == true)
  }

  @Test func slashesStayAsWritten() throws {
    #expect(try JSONOutput.text(Sample()).contains("\"https://example.com/a/b\""))
  }

  @Test func invisibleCharactersAreEscapedAndReadBackUnchanged() throws {
    // FSI and PDI, DEL, a C1 control (CSI), a tag character outside the BMP, a zero-width space.
    let text = "a\u{2068}b\u{2069}c\u{7F}d\u{9B}e\u{E0001}f\u{200B}g"
    let output = try JSONOutput.text(Sample(text: text))
    #expect(output.contains(#""a\u2068b\u2069c\u007fd\u009be\udb40\udc01f\u200bg""#))
    #expect(!output.unicodeScalars.contains { $0 != "\n" && TextHygiene.isInvisible($0) })
    #expect(try parsed(output)["text"] as? String == text)
  }

  @Test func lineBreaksAndTabsInTextStayInsideTheirString() throws {
    let text = "line\nnext\ttab \"quoted\" back\\slash"
    let output = try JSONOutput.text(Sample(text: text))
    #expect(output.contains(#""line\nnext\ttab \"quoted\" back\\slash""#))
    #expect(try parsed(output)["text"] as? String == text)
  }
}
