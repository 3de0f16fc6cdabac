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
        if let described = ofASCII(text) { return described }
        let text = text.trimmingWhitespace
        guard let cut = cut(text) else { return text }
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

    /// `of` by bytes, when the text's edges are ASCII and, if it is cut, so are its bytes up to
    /// the cut and the character there, but for a carriage return (then each byte is a
    /// character, and ASCII white space is a character's `isWhitespace`); nil otherwise, for
    /// `of` to cut by characters. Reading the characters of every movie's description, then
    /// its bytes through `String`'s views, is slow for a large catalog.
    private static func ofASCII(_ text: String) -> String? {
        var text = text
        // The bytes kept, and whether "…" follows them.
        let kept = text.withUTF8 { bytes -> (Range<Int>, cut: Bool)? in
            var start = 0, end = bytes.count
            while start < end, String.isASCIIWhitespace(bytes[start]) { start += 1 }
            while end > start, String.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            guard start < end else { return (0..<0, false) }
            guard bytes[start] < 0x80, bytes[end - 1] < 0x80 else { return nil }
            guard end - start > limit else { return (start..<end, false) }
            // The first `limit` + 1 bytes are characters: the text has more than `limit`, and
            // the `limit`th starts at its byte.
            guard bytes[start...(start + limit)].allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            let cut = start + limit - 1
            var keptEnd = cut
            if !String.isASCIIWhitespace(bytes[cut]),
               let space = bytes[start..<cut].lastIndex(where: String.isASCIIWhitespace), space - start >= limit / 2 {
                keptEnd = space
            }
            while keptEnd > start, String.isASCIIWhitespace(bytes[keptEnd - 1]) { keptEnd -= 1 }
            return (start..<keptEnd, true)
        }
        guard let (range, cut) = kept else { return nil }
        if range == 0..<text.utf8.count, !cut { return text }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound), end = utf8.index(start, offsetBy: range.count)
        return cut ? text[start..<end] + "…" : String(text[start..<end])
    }

    /// Where the `limit`th character of `text` starts, or nil when it has no more than `limit`.
    private static func cut(_ text: String) -> String.Index? {
        guard text.utf8.count > limit else { return nil }   // a character is at least a byte
        guard let past = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), past < text.endIndex else { return nil }
        return text.index(before: past)
    }
}
