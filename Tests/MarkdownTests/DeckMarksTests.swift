import Testing
@testable import Markdown

@Suite struct DeckMarksTests {
    @Test func textWithoutTheLeadByteHoldsNoMark() {
        for text in ["", "plain ASCII", "café", "日本語", "emoji 🎬", "Ω≈ç√", "a Nerd Font clock \u{E005}", "，fullwidth：\u{FEFF}"] {
            #expect(!DeckMarks.mayAppear(in: text), "\(text)")
        }
    }

    @Test func everyMarkIsSeen() {
        for scalar in 0xFDD0...0xFDDA {
            let mark = String(Character(Unicode.Scalar(scalar)!))
            #expect(DeckMarks.mayAppear(in: "before \(mark) after"))
        }
    }

    @Test func removingKeepsEverythingElse() {
        let marked = "x \(ClozeHighlight.marked("42")) é \(DeckMarks.mark(0x5))a\(DeckMarks.mark(0x6))"
        #expect(ClozeHighlight.plain(marked) == "x 42 é \(DeckMarks.mark(0x5))a\(DeckMarks.mark(0x6))")
        #expect(MathText.plain(marked) == "x \(ClozeHighlight.marked("42")) é a")
        #expect(MathText.plain("日本語 ok") == "日本語 ok")
    }

    @Test func rendererMarkupIsUnchangedWhereThereIsNoMark() {
        #expect(ClozeHighlight.html("<p>café</p>") == "<p>café</p>")
        #expect(ClozeHighlight.html("<p>\(DeckMarks.mark(0x0))\u{2E30}a\u{2E30}\(DeckMarks.mark(0x1))</p>") == "<p><strong>a</strong></p>")
        #expect(MathText.html("<p>\(DeckMarks.mark(0x7))x\(DeckMarks.mark(0x8))</p>") == "<p><span class=\"math display\">x</span></p>")
    }
}

@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("#flashcards/bio", "#flashcards", true), ("a #flash", "#flashcards", false), ("", "x", false),
        ("x", "", true), ("naïve $x$", "$x", true), ("日本語 #タグ", "#タグ", true), ("abcab", "cabd", false), ("aab", "ab", true),
    ])
    func findsBytes(text: String, needle: String, found: Bool) {
        #expect(ByteSearch.contains(text, needle) == found)
        #expect(ByteSearch.contains(Substring("-" + text).dropFirst(), needle) == found, "in a substring too")
    }

    /// `firstIndex` finds what a byte-by-byte search finds, from every start: needles at the
    /// edges, overlapping, repeated first bytes, longer than what is left.
    @Test func firstIndex_isTheNaiveSearchs() {
        var generator = CommonMarkWriterTests.Generator(state: 3)
        for _ in 0..<3_000 {
            let haystack = (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            for start in 0...haystack.count {
                let naive = (start...haystack.count).first { haystack[$0...].starts(with: needle) }
                let found = haystack.withUnsafeBufferPointer { ByteSearch.firstIndex(of: needle, in: $0, from: start) }
                #expect(found == naive, "\(haystack) \(needle) from \(start)")
            }
        }
    }
}
