/// How a cloze answer marks the deleted text it reveals.
///
/// Markdown's `**…**` cannot be trusted here: CommonMark does not read it as strong emphasis
/// inside a word after punctuation (`==(un)==do` gave `**(un)**do`, shown with its asterisks) or
/// around spaces (`== 42 ==`). So the answer carries two marks around the text instead, which
/// cmark passes through as text, and `CmarkRenderer` turns them into `<strong>` and `</strong>`
/// in the HTML (and drops them from plain text).
///
/// Each mark is a private-use character beside U+2E30 (RING POINT), a punctuation mark, on the
/// side of the deleted text: emphasis in the deleted text that touches a mark is then read as
/// emphasis beside punctuation (`==**x.**==` shows a bold "x."; beside a private-use character
/// alone its closing `**` would not close).
enum ClozeHighlight {
    static let open = "\u{E000}\u{2E30}"
    static let close = "\u{2E30}\u{E001}"

    static func marked(_ text: String) -> String {
        open + text + close
    }

    /// Rendered HTML with the marks as `<strong>` elements. Replaced by their bytes: an answer
    /// that starts with a combining accent (`==\u{301}x==`) has its mark replaced too, where
    /// comparing characters left the mark and a stray `</strong>` on the page.
    static func html(_ html: String) -> String {
        guard PrivateUseMarks.mayAppear(in: html) else { return html }
        return ByteSearch.replacing(close, with: "</strong>", in: ByteSearch.replacing(open, with: "<strong>", in: html))
    }

    /// Plain text without the marks.
    static func plain(_ text: String) -> String {
        guard PrivateUseMarks.mayAppear(in: text) else { return text }
        return ByteSearch.replacing(close, with: "", in: ByteSearch.replacing(open, with: "", in: text))
    }
}
