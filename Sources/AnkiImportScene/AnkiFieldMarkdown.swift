/// The HTML of an Anki field (or a rendered card side) as Markdown the site renders the same:
/// bold, italics, underline (as emphasis: the site omits raw HTML), line breaks, paragraphs and
/// `<div>` lines, lists, code, sub- and superscripts (as Unicode where every character has one),
/// links, images, tables (a row per line), MathJax `\(…\)` and `\[…\]` as `$…$` and `$$…$$`, and
/// `[sound:x.mp3]` as an audio file the page plays. Any other element keeps its text; scripts,
/// styles and comments keep nothing, and no tag or attribute survives.
///
/// Every character the site would read as Markdown or as its card syntax is escaped (`\*`,
/// `\:\:`, `\=\=`, `\#`), so a field's text shows as it did in Anki and never makes a card, a
/// cloze, a tag or math of its own; only a cloze field's own `{{c1::…::…}}` stays cloze syntax.
struct AnkiFieldMarkdown {
    /// Where a media file the fields name is, from the deck file (`anki-media/cell.png`), or nil
    /// when the package does not have it (the reference then keeps its text).
    let mediaPath: (String) -> String?

    /// One paragraph only (a cloze note's text, a heading): block breaks become line breaks.
    var singleParagraph = false
    /// Keeps `{{cN::…}}` deletions as cloze syntax.
    var keepsClozes = false

    func markdown(_ html: String) -> String {
        var writer = Writer(options: self)
        writer.convert(AnkiFieldMarkdown.protectingSpecialText(html))
        return writer.finish()
    }

    // MARK: Math and sounds

    /// A placeholder character that stands for a math span or a sound in the text being converted.
    static let placeholderBase: UInt32 = 0xF0000

    /// Math, LaTeX and sounds, which keep their text as written, found before the HTML is read
    /// (their delimiters may enclose tags and references): each becomes a private-use placeholder
    /// and a `Special`.
    enum Special: Equatable {
        case math(String, display: Bool)
        case sound(String)
    }

    struct Protected {
        let html: String
        let specials: [Special]
    }

    static func protectingSpecialText(_ html: String) -> Protected {
        let delimiters: [(open: String, close: String, display: Bool?)] = [
            ("\\(", "\\)", false), ("\\[", "\\]", true), ("[$$]", "[/$$]", true), ("[$]", "[/$]", false),
            ("[latex]", "[/latex]", true), ("[sound:", "]", nil),
        ]
        guard html.contains("\\(") || html.contains("\\[") || html.contains("[") else { return Protected(html: html, specials: []) }
        var result = ""
        var specials: [Special] = []
        var index = html.startIndex
        // A delimiter never closed after some point is never closed after any later one: it is
        // not looked for again (a field of a million `[` stays linear).
        var unclosed = Set<Int>()
        scan: while index < html.endIndex {
            // The placeholders are the private-use plane's: past 65,000 spans the rest is text.
            guard specials.count < 0xFFF0 else { result += html[index...]; break }
            // The text up to the next `\` or `[`, where a delimiter may open, in one piece.
            let next = html.utf8[index...].firstIndex { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "[") } ?? html.endIndex
            if next > index {
                result += html[index..<next]
                index = next
                continue
            }
            for (number, delimiter) in delimiters.enumerated() where !unclosed.contains(number) && html[index...].hasPrefix(delimiter.open) {
                let start = html.index(index, offsetBy: delimiter.open.count)
                guard let close = html[start...].range(of: delimiter.close) else {
                    unclosed.insert(number)
                    continue
                }
                let inner = html[start..<close.lowerBound]
                if let display = delimiter.display {
                    let tex = AnkiFieldText.plain(String(inner).replacingBreaks).trimmingSpaces
                    specials.append(.math(String(tex), display: display))
                } else {
                    specials.append(.sound(String(AnkiFieldText.plain(String(inner)).map { $0.isNewline || $0 == "\t" ? " " : $0 })))
                }
                result.unicodeScalars.append(Unicode.Scalar(placeholderBase + UInt32(specials.count - 1))!)
                index = close.upperBound
                continue scan
            }
            result.append(html[index])
            index = html.index(after: index)
        }
        return Protected(html: result, specials: specials)
    }
}

private extension String {
    /// `<br>` as a space, for math written over several lines in Anki's editor.
    var replacingBreaks: String {
        var text = self
        for form in ["<br>", "<br/>", "<br />", "<BR>"] { text = text.replacingOccurrences(of: form, with: " ") }
        return text
    }
}
