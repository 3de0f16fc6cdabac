/// Where Markdown lets emphasis open and close. A `*` next to punctuation only opens or closes
/// with space or punctuation on its other side (CommonMark's flanking rule), so `**end.**Next`
/// shows its asterisks where Anki shows **end.**Next in bold: the writer then moves the
/// punctuation at the emphasis's edge outside it (`**end**.Next`), the same text a shade less bold.
extension AnkiFieldMarkdown {
    /// ASCII punctuation or Unicode's (P*), as cmark reads it.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x21...0x2F).contains(scalar.value) || (0x3A...0x40).contains(scalar.value)
                || (0x5B...0x60).contains(scalar.value) || (0x7B...0x7E).contains(scalar.value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// Neither space nor punctuation: what a marker next to punctuation may not touch.
    static func isWordLike(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && !isPunctuation(scalar)
    }

    /// The scalars of the punctuation that starts `markdown` (an escape `\*` or `&lt;` whole),
    /// when text follows it; 0 otherwise.
    static func leadingPunctuation(of markdown: Substring) -> Int {
        let scalars = Array(markdown.unicodeScalars.prefix(64))
        var count = 0
        while count < scalars.count {
            let length = markdown.unicodeScalars.dropFirst(count).starts(with: "&lt;".unicodeScalars) ? 4
                : scalars[count] == "\\" && count + 1 < scalars.count && isPunctuation(scalars[count + 1]) ? 2
                : isPunctuation(scalars[count]) ? 1 : 0
            guard length > 0 else { break }
            count += length
        }
        return count < scalars.count ? count : 0
    }

    /// The scalars of the punctuation that ends `text` (the emphasis's content, an escape or
    /// `&lt;` whole), when something else stays inside; 0 otherwise.
    static func trailingPunctuation(of text: Substring) -> Int {
        let scalars = Array(text.unicodeScalars.suffix(64))
        var end = scalars.count
        while end > 0 {
            let last = scalars[end - 1]
            let length = scalars[..<end].suffix(4).elementsEqual("&lt;".unicodeScalars) ? 4
                : end >= 2 && scalars[end - 2] == "\\" && AnkiFieldMarkdown.escapedPunctuation.contains(last) ? 2
                : last == "*" ? 0  // a marker: the emphasis would be left empty
                : isPunctuation(last) ? 1 : 0
            guard length > 0 else { break }
            end -= length
        }
        guard end > 0, scalars[end - 1] != "*" || (end >= 2 && scalars[end - 2] == "\\") else { return 0 }
        return scalars.count - end
    }

    /// What `escaped` writes after a backslash.
    static let escapedPunctuation: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "#", "$", "&", "|", "~", "!", ":", "=", "{", "}"]
}
