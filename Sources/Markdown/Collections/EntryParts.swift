import Domain
import Foundation

/// A collection file's body cut into parts that cmark parses one by one, on several cores, into
/// the same blocks, lines and columns as the whole body. A part after the first starts at a `## `
/// line (an entry's heading), a cut that is safe when that line is certainly a top-level heading
/// of the whole body and nothing before it reaches past it:
/// * `##` then a space, a tab or the line's end, in column 1, always starts a heading and closes
///   any list, quote, paragraph or indented code before it, except in a fenced code block opened
///   at the top level (tracked here) or an HTML block (see below);
/// * a fence opened after one to three spaces may be top-level or belong to a list item the
///   heading would close, depending on the lines before it, so a body with one is never cut; one
///   opened further in (in a quote, or four spaces in) is closed by the heading;
/// * link reference definitions apply to the whole document, and some HTML blocks run across
///   headings: a body with a line holding `]:`, or starting with `<` (after at most three
///   spaces), is never cut.
///
/// Each part is parsed as starting on its line of the file (`MarkdownDocument(_:firstLine:)`), so
/// every line and column cmark reports is the one in the file.
struct EntryParts {
    struct Part: Sendable {
        /// The text the part is in, and where in its UTF-8 bytes.
        let base: String
        let bytes: Range<Int>
        /// The line of the file (1-based) the part starts on.
        let firstLine: Int

        init(of base: String, bytes: Range<Int>, firstLine: Int) {
            self.base = base
            self.bytes = bytes
            self.firstLine = firstLine
        }

        /// The part's text, from its first line: copied out of the body only when asked for (to
        /// be parsed), on the core that reads the part; `PartText` hashes it in place.
        var text: String {
            let utf8 = base.utf8
            if bytes == 0..<utf8.count { return base }
            return String(base[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)])
        }
    }

    /// Bodies smaller than this are read in one piece: cutting would cost more than it saves.
    static let minimumBytes = 256 * 1024

    /// Parts are cut at about this size when that makes more of them than asked for: `site
    /// serve` reads again only the part an edit is in (`PartCache`), so the smaller the part the
    /// faster the rebuild, and in a full build a part costs one cmark document more.
    static let largestPartBytes = 64 * 1024

    /// How many parts a reader cuts a large body into, and from what size.
    typealias Cutting = (count: Int, minimumBytes: Int)

    /// `ConcurrentMap.parts` parts, for a body of at least `minimumBytes`.
    static let standardCutting: Cutting = (count: ConcurrentMap.parts, minimumBytes: minimumBytes)

    /// The body, the bytes of `text` from `offset` on starting on line `firstLine` of the file,
    /// cut at entry headings into about `count` parts, or as many as make parts of about
    /// `largestPartBytes`; one part when it is small, has no safe place to cut, or holds
    /// something a cut could change.
    ///
    /// Which headings start a part depends on the entries themselves, not on where the part
    /// before began: a heading is a cut when the hash of its first bytes picks it (about one
    /// heading in every part's worth), once the part has a quarter of its share of bytes; a part
    /// twice its share (entries too alike for the hash to tell apart) is cut at its next heading.
    /// So an edit, even one that adds or removes lines or bytes, usually moves the cuts of its
    /// own part and at most the next, and `site serve` finds every other part as it was
    /// (`PartCache`); an edit that changes the entries' average size by half or more moves them all.
    static func split(_ text: String, from offset: Int = 0, firstLine: Int = 1, into count: Int, minimumBytes: Int = EntryParts.minimumBytes) -> [Part] {
        let end = text.utf8.count
        let whole = [Part(of: text, bytes: offset..<end, firstLine: firstLine)]
        guard count > 1, end - offset >= minimumBytes else { return whole }
        let found = text.utf8.withContiguousStorageIfAvailable { all in
            let bytes = UnsafeBufferPointer(rebasing: all[offset...])
            nonisolated(unsafe) let body = bytes
            return EntryParts.cuts(in: bytes).map { cuts in (cuts, ConcurrentMap.map(cuts) { $0.map { headingHash(body, at: $0.offset) } }) }
        } ?? nil
        guard let (bodyCuts, hashes) = found, !bodyCuts.isEmpty else { return whole }
        let cuts = bodyCuts.map { (offset: offset + $0.offset, line: firstLine - 1 + $0.line) }
        // A part's share of bytes and how many headings the hash picks from are powers of two:
        // neither moves when an edit adds a few bytes or an entry, so the cuts outside the
        // edited part stay where they were.
        let size = end - offset
        let share = powerOfTwo(atMost: min(size / count, largestPartBytes))
        let spacing = UInt64(powerOfTwo(atMost: (cuts.count + 1) * share / size))
        var parts: [Part] = []
        var start = (offset: offset, line: firstLine)
        for (cut, hash) in zip(cuts, hashes) {
            let length = cut.offset - start.offset
            let picked = length >= share / 4 && hash % spacing == 0
            guard picked || length >= 2 * share else { continue }
            parts.append(Part(of: text, bytes: start.offset..<cut.offset, firstLine: start.line))
            start = cut
        }
        parts.append(Part(of: text, bytes: start.offset..<end, firstLine: start.line))
        return parts
    }

    /// The largest power of two not above `value` (1 for anything below 2).
    private static func powerOfTwo(atMost value: Int) -> Int {
        value < 2 ? 1 : 1 << (Int.bitWidth - 1 - value.leadingZeroBitCount)
    }

    /// FNV-1a of the 256 bytes from `offset` (a heading and the start of its entry): the same
    /// in every process, so a body is cut the same way every time.
    private static func headingHash(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        var hash = FNV1a()
        for byte in bytes[offset..<min(offset + 256, bytes.count)] { hash.add(byte) }
        return hash.value
    }

    /// Byte offset and line (1-based) of every line where a part may start, or nil when the
    /// body must not be cut at all.
    static func cuts(in bytes: UnsafeBufferPointer<UInt8>) -> [(offset: Int, line: Int)]? {
        var cuts: [(offset: Int, line: Int)] = []
        var fence: (mark: UInt8, length: Int)?
        var start = 0
        var line = 1
        let hasCarriageReturn = bytes.baseAddress.map { memchr($0, Int32(carriageReturn), bytes.count) != nil } ?? false
        while start < bytes.count {
            var end = start
            if !hasCarriageReturn, let base = bytes.baseAddress {
                end = memchr(base + start, Int32(newline), bytes.count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            } else {
                while end < bytes.count, bytes[end] != newline, bytes[end] != carriageReturn { end += 1 }
            }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if let open = fence {
                if closes(text, open) { fence = nil }
            } else if let opened = opensFence(text) {
                guard opened.indent == 0 else { return nil }
                fence = (opened.mark, opened.length)
            } else if mayReachPastHeadings(text) {
                return nil
            } else if startsEntry(text) {
                cuts.append((start, line))
            }
            if end < bytes.count, bytes[end] == carriageReturn, end + 1 < bytes.count, bytes[end + 1] == newline { end += 1 }
            start = end + 1
            line += 1
        }
        return cuts
    }

    /// `## ` (or `##` alone) in column 1: a level-2 ATX heading.
    private static func startsEntry(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.count >= 2, line[0] == hash, line[1] == hash else { return false }
        return line.count == 2 || line[2] == space || line[2] == tab
    }

    /// A link reference definition (anywhere: a quote or a list may hold one) or an HTML block.
    private static func mayReachPastHeadings(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < line.count, index < 3, line[index] == space { index += 1 }
        if index < line.count, line[index] == lessThan { return true }
        guard line.count >= 2, let base = line.baseAddress else { return false }
        var from = 0
        while from < line.count - 1, let found = memchr(base + from, Int32(closingBracket), line.count - 1 - from) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if line[at + 1] == colon { return true }
            from = at + 1
        }
        return false
    }

    /// A fence opened after at most three spaces (`indent`): three or more backticks or tildes.
    private static func opensFence(_ line: UnsafeBufferPointer<UInt8>) -> (mark: UInt8, length: Int, indent: Int)? {
        let indent = line.prefix { $0 == space }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let mark = rest.first, mark == backtick || mark == tilde else { return nil }
        let length = rest.prefix { $0 == mark }.count
        guard length >= 3 else { return nil }
        if mark == backtick, rest.dropFirst(length).contains(backtick) { return nil }
        return (mark, length, indent)
    }

    /// The closing fence of `open`: up to three spaces, at least as many of the same mark, then
    /// only spaces or tabs.
    private static func closes(_ line: UnsafeBufferPointer<UInt8>, _ open: (mark: UInt8, length: Int)) -> Bool {
        var index = 0
        while index < line.count, index < 3, line[index] == space { index += 1 }
        var length = 0
        while index < line.count, line[index] == open.mark { length += 1; index += 1 }
        guard length >= open.length else { return false }
        return line[index...].allSatisfy { $0 == space || $0 == tab }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let lessThan = UInt8(ascii: "<")
    private static let closingBracket = UInt8(ascii: "]")
    private static let colon = UInt8(ascii: ":")
    private static let backtick = UInt8(ascii: "`")
    private static let tilde = UInt8(ascii: "~")
}
