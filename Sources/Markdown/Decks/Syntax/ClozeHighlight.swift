/// How a cloze answer marks the deleted text it reveals: two marks around it, which cmark passes
/// through as text and `CmarkRenderer` turns into `<strong>` and `</strong>` (and drops from plain
/// text). Markdown's `**…**` would not do: CommonMark does not read it as emphasis inside a word
/// after punctuation (`==(un)==do`) or around spaces (`== 42 ==`).
/// Each mark is a noncharacter (`DeckMarks`) beside U+2E30 (RING POINT), a punctuation mark, on the
/// deleted text's side: emphasis touching a mark is read as beside punctuation (`==**x.**==`
/// shows a bold "x."; beside a noncharacter alone its closing `**` would not close).
enum ClozeHighlight {
    static let open = "\(DeckMarks.mark(0x0))\u{2E30}"
    static let close = "\u{2E30}\(DeckMarks.mark(0x1))"

    static func marked(_ text: String) -> String {
        open + text + close
    }

    /// Rendered HTML with the marks as `<strong>` elements. Replaced by their bytes: an answer
    /// that starts with a combining accent (`==\u{301}x==`) has its mark replaced too, where
    /// comparing characters left the mark and a stray `</strong>` on the page.
    static func html(_ html: String) -> String {
        guard DeckMarks.mayAppear(in: html) else { return html }
        return ByteSearch.replacing(close, with: "</strong>", in: ByteSearch.replacing(open, with: "<strong>", in: html))
    }

    /// Plain text without the marks.
    static func plain(_ text: String) -> String {
        guard DeckMarks.mayAppear(in: text) else { return text }
        return ByteSearch.replacing(close, with: "", in: ByteSearch.replacing(open, with: "", in: text))
    }
}
