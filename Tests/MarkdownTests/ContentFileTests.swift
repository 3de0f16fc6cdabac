import Testing
@testable import Markdown
import Domain

@Suite("ContentFile: UTF-8 decoding with a location for bad bytes")
struct ContentFileTests {
    @Test func validUTF8IsDecoded() throws {
        let text = "# Émile\n\n## Qu'est-ce que c'est ?\n\n✓\n"
        let result = ContentFile.decode(Array(text.utf8), file: "Content/decks/x.md")
        #expect(try result.get() == text)
    }

    @Test func invalidByteOnLineThreeIsReportedAtItsLineAndColumn() {
        let bytes = Array("---\ntitle: T\nab".utf8) + [0xFF] + Array("cd\n".utf8)
        let result = ContentFile.decode(bytes, file: "Content/decks/broken.md")
        guard case .failure(let diagnostic) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(diagnostic.description == "Content/decks/broken.md:3:3: error: file is not valid UTF-8; save it as UTF-8")
    }

    @Test(arguments: [
        ([0xFF, 0x41], 1, 1),
        (Array("abc".utf8) + [0xC3], 1, 4),  // truncated two-byte sequence at the end
        (Array("a\r\nb\r\n".utf8) + [0xED, 0xA0, 0x80], 3, 1),  // an encoded surrogate, after CRLF lines
        (Array("\n\n\n\nxyz".utf8) + [0xC0, 0xAF], 5, 4),  // an overlong encoding
        (Array("a\rb\r".utf8) + [0xFF], 3, 1),  // lone CR line endings (old Mac), as cmark counts them
        (Array("a\r\r\nbc".utf8) + [0xFF], 3, 3),  // a lone CR, then a CRLF
    ] as [([UInt8], Int, Int)])
    func firstInvalidSequenceIsLocated(_ bytes: [UInt8], _ line: Int, _ column: Int) {
        guard case .failure(let diagnostic) = ContentFile.decode(bytes, file: "f.md") else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.location == Domain.SourceLocation(file: "f.md", line: line, column: column))
        #expect(diagnostic.severity == .error)
    }

    @Test(arguments: [
        ("a\(DeckMarks.mark(0x0))", 1, 2, "FDD0"), ("x\r\nyé\(DeckMarks.mark(0x1F))", 2, 3, "FDEF"), ("😀\n\(DeckMarks.mark(0xA))", 2, 1, "FDDA"),
    ] as [(String, Int, Int, String)])
    func aNoncharacterTheReadersUse_isAnErrorAtItsPlace(_ text: String, _ line: Int, _ column: Int, _ hex: String) throws {
        let problem = try #require(ContentFile.noncharacterProblem(in: text, file: "f.md"))
        #expect(problem.description == "f.md:\(line):\(column): error: file holds U+\(hex), a Unicode noncharacter the site uses to mark deck syntax; remove it")
    }

    /// Other characters of U+FDxx and of `EF B7 …` (Arabic ligatures), private-use characters
    /// (Nerd Font icons) and the byte order mark are text.
    @Test func otherCharacters_areText() {
        for text in ["\u{FDCF}\u{FDF0}\u{FDFD}", "\u{E000}\u{E005}\u{F8FF}", "\u{FEFF}，：", ""] {
            #expect(ContentFile.noncharacterProblem(in: text, file: "f.md") == nil, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
