/// The wiki links and embeds of a text (`[[Page#Part|alias]]`, `![[Note]]`), found as the regular
/// expression `!?\[\[([^\]|#\n]*)(#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]` finds them, match after match
/// from the left, but in one pass over the text's UTF-8.
///
/// The expression never backtracks to another match at a start: the page stops at the first
/// `]`, `|`, `#` or line feed, the part (from `#`) at the first `]`, `|` or line feed, the alias
/// (from `|`) at the first `]` or line feed, and only `]]` may follow. Every byte it looks for is
/// ASCII, never part of another UTF-8 character, so a byte scan finds what it finds over code
/// points (`OSRTextShortcutsTests` compares the two). A link's text ends at the first `]` or line
/// feed after its `[[`, so when a `[[` is no link, neither is any `[[` before that end: the scan
/// goes on from there, reading each byte a bounded number of times.
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
        scan(bytes).links
    }

    /// Every link of `bytes`, and how many bytes the scan read, start bytes included (what the
    /// tests bound).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (links: [Link], bytesRead: Int) {
        var links: [Link] = []
        var bytesRead = 0
        var start = 0
        while start < bytes.count {
            bytesRead += 1
            let isEmbed = bytes[start] == UInt8(ascii: "!")
            switch link(in: bytes, at: isEmbed ? start + 1 : start, from: start, isEmbed: isEmbed, bytesRead: &bytesRead) {
            case .link(let link):
                links.append(link)
                start = link.whole.upperBound
            case .unclosed(let end): start = end
            case .none: start += 1
            }
        }
        return (links, bytesRead)
    }

    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), pipe = UInt8(ascii: "|")
    private static let hash = UInt8(ascii: "#"), lineFeed = UInt8(ascii: "\n")

    /// What stands at a start.
    private enum Found {
        case link(Link)
        /// A `[[` whose text ends at `end` (its first `]` or line feed, or the text's end) without `]]`.
        case unclosed(end: Int)
        /// No `[[`.
        case none
    }

    /// The link whose `[[` is at `at` (its `!` at `from`), if there is one.
    private static func link(in bytes: UnsafeBufferPointer<UInt8>, at opening: Int, from start: Int, isEmbed: Bool, bytesRead: inout Int) -> Found {
        guard opening + 1 < bytes.count, bytes[opening] == open, bytes[opening + 1] == open else { return .none }
        var index = opening + 2
        func run(while isKept: (UInt8) -> Bool) -> Range<Int> {
            let first = index
            while index < bytes.count, isKept(bytes[index]) { index += 1 }
            bytesRead += index - first + 1
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
        guard index + 1 < bytes.count, bytes[index] == close, bytes[index + 1] == close else { return .unclosed(end: index) }
        return .link(Link(whole: start..<(index + 2), isEmbed: isEmbed, page: page, part: part, alias: alias))
    }
}
