/// How a cloze answer marks the deleted text it reveals.
///
/// Markdown's `**…**` cannot be trusted here: CommonMark does not read it as strong emphasis
/// inside a word after punctuation (`==(un)==do` gave `**(un)**do`, shown with its asterisks) or
/// around spaces (`== 42 ==`). So the answer carries two private-use characters around the text
/// instead, which cmark passes through as text, and `CmarkRenderer` turns them into
/// `<strong>` and `</strong>` in the HTML (and drops them from plain text).
enum ClozeHighlight {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"

    static func marked(_ text: String) -> String {
        "\(open)\(text)\(close)"
    }

    /// Rendered HTML with the marks as `<strong>` elements.
    static func html(_ html: String) -> String {
        guard PrivateUseMarks.mayAppear(in: html), html.contains(open) || html.contains(close) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + 32)
        for character in html {
            switch character {
            case open: result += "<strong>"
            case close: result += "</strong>"
            default: result.append(character)
            }
        }
        return result
    }

    /// Plain text without the marks.
    static func plain(_ text: String) -> String {
        PrivateUseMarks.removing(from: text) { $0 == open || $0 == close }
    }
}
