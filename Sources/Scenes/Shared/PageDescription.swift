import Domain

/// A page's description (`<meta name="description">`): the snippet search engines show under
/// its title. They show about 160 characters and cut the rest, so a longer text (a movie's
/// whole overview, 900 bytes on each of 10,000 pages) is cut here, at the last space before
/// the limit, and ends with "…": at most `limit` characters in all.
enum PageDescription {
    static let limit = 160

    /// `text` without white space at its edges (a YAML block keeps its last line break), or
    /// its first words and "…" when it is longer than `limit` characters.
    static func of(_ text: String) -> String {
        let text = text.trimmingWhitespace
        guard let cut = cut(text) else { return text }
        if let kept = asciiCut(text, at: cut) { return kept }
        var kept = text[..<cut]
        // A word cut in two reads as a typo; a text without a space in its first half (a long
        // URL, or a language written without spaces) is cut where the limit falls.
        if !text[cut].isWhitespace, let space = kept.lastIndex(where: \.isWhitespace),
           kept.distance(from: kept.startIndex, to: space) >= limit / 2 {
            kept = kept[..<space]
        }
        while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
        return kept + "…"
    }

    /// `of`'s cut by bytes, when the text up to the cut and the character there are ASCII but
    /// for a carriage return (then each byte is a character, and ASCII white space is a
    /// character's `isWhitespace`): nil otherwise, for `of` to cut by characters. Reading the
    /// characters of every movie's description was 1% of a catalog's build.
    private static func asciiCut(_ text: String, at cut: String.Index) -> String? {
        let bytes = text.utf8
        let end = bytes.index(after: cut)
        guard bytes[..<end].allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        let start = bytes.startIndex
        var keptEnd = cut
        if !String.isASCIIWhitespace(bytes[cut]), let space = bytes[..<cut].lastIndex(where: String.isASCIIWhitespace),
           bytes.distance(from: start, to: space) >= limit / 2 {
            keptEnd = space
        }
        while keptEnd > start, String.isASCIIWhitespace(bytes[bytes.index(before: keptEnd)]) { keptEnd = bytes.index(before: keptEnd) }
        return String(text[..<keptEnd]) + "…"
    }

    /// Where the `limit`th character of `text` starts, or nil when it has no more than `limit`.
    private static func cut(_ text: String) -> String.Index? {
        let bytes = text.utf8
        guard bytes.count > limit else { return nil }   // a character is at least a byte
        // Where the first bytes are ASCII, but for a carriage return (CR LF is one character),
        // each is a character: counted without breaking the text into characters.
        if bytes.prefix(limit + 1).allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return bytes.index(bytes.startIndex, offsetBy: limit - 1)
        }
        guard let past = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), past < text.endIndex else { return nil }
        return text.index(before: past)
    }
}
