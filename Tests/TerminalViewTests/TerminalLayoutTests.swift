import Testing
import TerminalView

/// Lines wrapped for a terminal's width, as the study screen shows a card.
@Suite struct TerminalLayoutTests {
    static let bold = "\u{1B}[1m", plain = "\u{1B}[22m"

    @Test func wrapsAtSpaces_andKeepsShortLines() {
        #expect(TerminalLayout.wrap("The quick brown fox jumps over the lazy dog", width: 16) == ["The quick brown", "fox jumps over", "the lazy dog"])
        #expect(TerminalLayout.wrap("short\n\nlines", width: 40) == ["short", "", "lines"])
    }

    @Test func styles_takeNoColumns() {
        let text = "A \(Self.bold)very important\(Self.plain) word here"
        #expect(TerminalLayout.wrap(text, width: 16) == ["A \(Self.bold)very important\(Self.plain)", "word here"])
        #expect(TerminalLayout.columns(text) == 26)
        #expect(TerminalLayout.unstyled(text) == "A very important word here")
    }

    @Test func listItemsAndQuotes_hangUnderTheirText() {
        #expect(TerminalLayout.wrap("• one two three four", width: 12) == ["• one two", "  three four"])
        #expect(TerminalLayout.wrap("  12. alpha beta gamma", width: 16) == ["  12. alpha beta", "      gamma"])
        #expect(TerminalLayout.wrap("│ said it twice over", width: 12) == ["│ said it", "│ twice over"])
    }

    @Test func longWords_areCut_andCodeKeepsItsSpacing() {
        #expect(TerminalLayout.wrap("x https://example.com/a/very/long/path", width: 12) == ["x https://ex", "ample.com/a/", "very/long/pa", "th"])
        #expect(TerminalLayout.wrap("    let a   = 1 // a comment that wraps", width: 24) == ["    let a   = 1 // a", "    comment that wraps"])
    }

    /// A wide character takes two columns, a combining accent none.
    @Test func wideCharacters_takeTwoColumns() {
        #expect(TerminalLayout.columns("日本語") == 6)
        #expect(TerminalLayout.columns("e\u{301}") == 1)
        #expect(TerminalLayout.columns("🦊") == 2)
        #expect(TerminalLayout.wrap("日本語の文章です 日本語", width: 12) == ["日本語の文章", "です 日本語"])
    }
}
