/// The wiki links and embeds of a text (`[[Page#Part|alias]]`, `![[Note]]`), found as the regular
/// expression `!?\[\[([^\]|#\n]*)(#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]` finds them, match after match
/// from the left, but over the text's UTF-8 in one pass: an ICU matcher set up for every card
/// side was most of what showing a vault's cards cost.
///
/// The expression never backtracks to another match at a start: the page stops at the first
/// `]`, `|`, `#` or line feed, the part (from `#`) at the first `]`, `|` or line feed, the
/// alias (from `|`) at the first `]` or line feed, and only `]]` may follow. Every byte it looks
/// for is ASCII, which UTF-8 never uses inside another character, so a byte scan finds what the
/// expression finds over code points. `OSRTextShortcutsTests` compares the two.
struct WikiLinkScanner {
    /// One link: its byte ranges in the text (the part's with its `#`).
    struct Link {
        let whole: Range<Int>
        let isEmbed: Bool
        let page: Range<Int>
        let part: Range<Int>?
        let alias: Range<Int>?
    }

    /// Every link of `bytes`, in order, none overlapping.
    static func links(in bytes: UnsafeBufferPointer<UInt8>) -> [Link] {
        var links: [Link] = []
        var start = 0
        while start < bytes.count {
            let isEmbed = bytes[start] == UInt8(ascii: "!")
            if let link = link(in: bytes, at: isEmbed ? start + 1 : start, from: start, isEmbed: isEmbed) {
                links.append(link)
                start = link.whole.upperBound
            } else {
                start += 1
            }
        }
        return links
    }

    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), pipe = UInt8(ascii: "|")
    private static let hash = UInt8(ascii: "#"), lineFeed = UInt8(ascii: "\n")

    /// The link whose `[[` is at `at` (its `!` at `from`), or nil.
    private static func link(in bytes: UnsafeBufferPointer<UInt8>, at opening: Int, from start: Int, isEmbed: Bool) -> Link? {
        guard opening + 1 < bytes.count, bytes[opening] == open, bytes[opening + 1] == open else { return nil }
        var index = opening + 2
        func run(while isKept: (UInt8) -> Bool) -> Range<Int> {
            let first = index
            while index < bytes.count, isKept(bytes[index]) { index += 1 }
            return first..<index
        }
        let page = run { $0 != close && $0 != pipe && $0 != hash && $0 != lineFeed }
        var part: Range<Int>?
        if index < bytes.count, bytes[index] == hash {
            let first = index
            index += 1
            part = first..<run { $0 != close && $0 != pipe && $0 != lineFeed }.upperBound
        }
        var alias: Range<Int>?
        if index < bytes.count, bytes[index] == pipe {
            index += 1
            alias = run { $0 != close && $0 != lineFeed }
        }
        guard index + 1 < bytes.count, bytes[index] == close, bytes[index + 1] == close else { return nil }
        return Link(whole: start..<(index + 2), isEmbed: isEmbed, page: page, part: part, alias: alias)
    }
}
