import Testing
@testable import HTMLView

/// How a field is written into Anki's text import file.
@Suite struct AnkiTextFileViewTests {
    @Test(arguments: [
        ("Paris", "Paris"),
        ("<a href=\"x\">x</a>", "\"<a href=\"\"x\"\">x</a>\""),
        ("a\tb", "\"a\tb\""),
        ("<pre>a\nb</pre>", "\"<pre>a\nb</pre>\""),
        ("a\r\nb", "\"a\r\nb\""),
        ("form\u{0C}feed", "\"form\u{0C}feed\""),
        ("next\u{85}line", "\"next\u{85}line\""),
        ("line\u{2028}separator", "\"line\u{2028}separator\""),
        ("para\u{2029}graph", "\"para\u{2029}graph\""),
        // A quote that a combining mark follows is one character to Swift, but a quote to Anki's
        // reader: it is quoted and doubled like any other.
        ("Say \"\u{301}hi", "\"Say \"\"\u{301}hi\""),
        ("\"\u{301}", "\"\"\"\u{301}\""),
        ("é, ₂, 中文", "é, ₂, 中文"),
        ("", ""),
    ])
    func aField_isQuotedWhenItHoldsATabAQuoteOrALineBreak(_ field: String, _ written: String) {
        #expect(AnkiTextFileView.quotedIfNeeded(field) == written)
    }
}
