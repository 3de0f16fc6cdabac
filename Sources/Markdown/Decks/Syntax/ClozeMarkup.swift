/// Anki's cloze markup written into a cloze note's text, `{{c1::text::hint}}`, with the
/// deletion's own text kept from being read as markup.
/// Anki reads a `::` inside a deletion as the start of its hint and `}}` as its end, and has no
/// escape for them. So inside a deletion's text and hint each `:`, `{` and `}` is written as a
/// noncharacter (`DeckMarks`), which cmark keeps as text, and `AnkiFieldRenderer.clozeField` turns
/// into a character reference (`&#58;`, `&#123;`, `&#125;`) that Anki shows as the character
/// but does not read as markup: `==std::cout==` stays one deletion showing `std::cout`.
enum ClozeMarkup {
    private static let protected: [(Character, Character, String)] = [
        (":", DeckMarks.mark(0x2), "&#58;"), ("{", DeckMarks.mark(0x3), "&#123;"), ("}", DeckMarks.mark(0x4), "&#125;"),
    ]

    /// `{{cN::text::hint}}` with the text and hint protected.
    static func deletion(number: Int, text: String, hint: String?) -> String {
        "{{c\(number)::\(protect(text))\(hint.map { "::" + protect($0) } ?? "")}}"
    }

    /// `text` with each `:`, `{` and `}` as its mark. One escaped with a backslash (`\{`, as
    /// `MathText` escapes the punctuation of math) loses the backslash: the mark alone stands for
    /// the character as written.
    private static func protect(_ text: String) -> String {
        var result = ""
        var backslashes = 0
        for character in text {
            if let mark = protected.first(where: { $0.0 == character })?.1 {
                if backslashes % 2 == 1 { result.removeLast() }
                result.append(mark)
                backslashes = 0
            } else {
                result.append(character)
                backslashes = character == "\\" ? backslashes + 1 : 0
            }
        }
        return result
    }

    /// Field HTML with each protected character as its character reference.
    static func html(_ html: String) -> String {
        guard DeckMarks.mayAppear(in: html), html.contains(where: { character in protected.contains { $0.1 == character } }) else { return html }
        var result = ""
        for character in html {
            if let entry = protected.first(where: { $0.1 == character }) { result += entry.2 } else { result.append(character) }
        }
        return result
    }
}
