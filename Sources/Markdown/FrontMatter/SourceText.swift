import Domain
import Foundation

/// A content file's text, split into optional YAML front matter and a Markdown body.
/// The body keeps blank lines in place of the front matter, so line numbers cmark reports in
/// the body are line numbers in the file.
struct SourceText {
    let file: String
    /// The YAML between the `---` fences, or `nil` when the file has none.
    let frontMatter: String?
    /// The text the body is in, the offset of its first byte there, and its first line in the
    /// file: what a reader that parses from a given line (`EntryParts`) reads, with no copy of
    /// a 12 MB catalog made to replace its front matter by blank lines.
    let text: String
    let bodyOffset: Int
    let bodyLine: Int

    init(file: String, frontMatter: String?, body: String) {
        self.init(file: file, frontMatter: frontMatter, text: body, bodyOffset: 0, bodyLine: 1)
    }

    private init(file: String, frontMatter: String?, text: String, bodyOffset: Int, bodyLine: Int) {
        self.file = file
        self.frontMatter = frontMatter
        self.text = text
        self.bodyOffset = bodyOffset
        self.bodyLine = bodyLine
    }

    /// The body as a text of its own, with blank lines in place of the front matter.
    var body: String {
        guard bodyOffset > 0 else { return text }
        let utf8 = text.utf8
        return String(repeating: "\n", count: bodyLine - 1) + text[utf8.index(utf8.startIndex, offsetBy: bodyOffset)...]
    }

    /// `body` split into lines (`SourceText.lines(of: body)`).
    var bodyLines: [Substring] { SourceText.lines(of: body) }

    /// `text` read as having no front matter, as Obsidian reads a note whose front matter is
    /// not closed: its `---` lines are text.
    static func withoutFrontMatter(_ text: String, file: String) -> SourceText {
        SourceText(file: file, frontMatter: nil, body: SourceText.lines(of: text).joined(separator: "\n"))
    }

    /// Splits `text`; reports an unclosed front matter block.
    static func split(_ text: String, file: String) -> (SourceText?, Diagnostic?) {
        // The line endings CommonMark knows: "\n", "\r\n" (one Character in Swift) and "\r".
        // Other Unicode newlines (U+2028, U+0085) are text to cmark, so they stay text here.
        // Without a byte-order mark or a "\r" the text is its own body: only the lines up to
        // the front matter's end are looked at (a 12 MB catalog is not cut into lines here).
        if !text.hasPrefix("\u{FEFF}") && !containsCarriageReturn(text) { return splitPlain(text, file: file) }
        // Here the text has a byte-order mark or a "\r": its lines joined by "\n" are the body.
        var lines = SourceText.lines(of: text)
        if lines.first?.hasPrefix("\u{FEFF}") == true {
            lines[0] = lines[0].dropFirst()
        }
        guard let first = lines.first, isFence(first, opening: true) else {
            return (SourceText(file: file, frontMatter: nil, body: lines.joined(separator: "\n")), nil)
        }
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0], opening: false) }) else {
            return (nil, unclosed(file))
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        let rest = lines[(closing + 1)...].joined(separator: "\n")
        return (SourceText(file: file, frontMatter: yaml, body: String(repeating: "\n", count: closing + 1) + rest), nil)
    }

    /// `split` for a text with no byte-order mark and no "\r": its lines are cut at "\n" one at
    /// a time, up to the front matter's closing fence, and the rest is the text itself.
    private static func splitPlain(_ text: String, file: String) -> (SourceText?, Diagnostic?) {
        var rest = text[...]
        var isDone = false
        func nextLine() -> Substring? {
            guard !isDone else { return nil }
            guard let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
                isDone = true
                defer { rest = rest[rest.endIndex...] }
                return rest
            }
            defer { rest = rest[rest.utf8.index(after: end)...] }
            return rest[..<end]
        }
        guard let first = nextLine(), isFence(first, opening: true) else {
            return (SourceText(file: file, frontMatter: nil, body: text), nil)
        }
        var yaml: [Substring] = []
        while true {
            guard let line = nextLine() else { return (nil, unclosed(file)) }
            if isFence(line, opening: false) { break }
            yaml.append(line)
        }
        // The fences and the lines between them become blank lines of the body.
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: rest.startIndex)
        return (SourceText(file: file, frontMatter: yaml.joined(separator: "\n"), text: text, bodyOffset: offset, bodyLine: yaml.count + 3), nil)
    }

    private static func unclosed(_ file: String) -> Diagnostic {
        .error(at: SourceLocation(file: file, line: 1, column: 1), "front matter is not closed: add a line holding only '---' after it")
    }

    private static func containsCarriageReturn(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 13, bytes.count) != nil
        }
    }

    /// The lines of `text`, split at "\n", "\r\n" and "\r": found in its bytes, then cut by
    /// their offsets (walking Characters or `String.UTF8View` indices is slow on a catalog).
    static func lines(of text: String) -> [Substring] {
        var text = text
        let ends: [(end: Int, next: Int)] = text.withUTF8 { bytes in
            var ends: [(end: Int, next: Int)] = []
            guard let base = bytes.baseAddress else { return ends }
            ends.reserveCapacity(bytes.count / 32)
            let hasCarriageReturn = memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
            var index = 0
            while index < bytes.count {
                if !hasCarriageReturn {
                    guard let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) else { break }
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    ends.append((index, index + 1))
                } else if bytes[index] == UInt8(ascii: "\n") {
                    ends.append((index, index + 1))
                } else if bytes[index] == UInt8(ascii: "\r") {
                    let crlf = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                    ends.append((index, index + (crlf ? 2 : 1)))
                    if crlf { index += 1 }
                }
                index += 1
            }
            return ends
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        var start = 0
        for (end, next) in ends {
            lines.append(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
            start = next
        }
        lines.append(text[utf8.index(utf8.startIndex, offsetBy: start)...])
        return lines
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, found by bytes: the
    /// pieces between line feeds, where a line feed right after a carriage return stays in its
    /// piece (the two are one `Character`, which that split does not cut). The OSR readers split
    /// every note so, several times; walking Characters is slow on long notes.
    static func linesAtLineFeeds(_ text: some StringProtocol) -> [Substring] {
        let text = Substring(text)
        var offsets: [Int] = []
        var copy = text
        copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = 0
            while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if position == 0 || bytes[position - 1] != UInt8(ascii: "\r") { offsets.append(position) }
                index = position + 1
            }
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(offsets.count + 1)
        var start = utf8.startIndex
        for offset in offsets {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(text[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(text[start...])
        return lines
    }

    private static func isFence(_ line: Substring, opening: Bool) -> Bool {
        let trimmed = line.trimmingTrailingSpaces
        return trimmed == "---" || (!opening && trimmed == "...")
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
