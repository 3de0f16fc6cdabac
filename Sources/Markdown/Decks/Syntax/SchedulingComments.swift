/// Obsidian Spaced Repetition writes its schedule into the note, after each card:
/// `Question::Answer <!--SR:!2026-01-01,3,250-->`, or on the line after a multi-line card.
/// The site keeps progress in the browser, so these comments are not content: they are removed
/// (with the spaces before them) before the deck is parsed, instead of leaving an HTML comment
/// on the page and in the Anki export. Only `<!--SR:` comments are removed; any other HTML stays
/// omitted as usual.
enum SchedulingComments {
    private static let opening = Array("<!--SR:".utf8)
    private static let closing = Array("-->".utf8)

    /// `text` without its `<!--SR:…-->` comments. Lines stay where they were: a comment never
    /// spans a line break here (one that does is left as it is).
    static func removed(from text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = find(opening, in: bytes, from: 0) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        var start: Int? = first
        while let open = start {
            guard let close = find(closing, in: bytes, from: open + opening.count),
                  !bytes[open..<close].contains(UInt8(ascii: "\n")) else { break }
            var cut = open
            while cut > cursor, bytes[cut - 1] == UInt8(ascii: " ") || bytes[cut - 1] == UInt8(ascii: "\t") { cut -= 1 }
            result += bytes[cursor..<cut]
            cursor = close + closing.count
            start = find(opening, in: bytes, from: cursor)
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
