import Domain
import Foundation
import Markdown

/// The links and images of a generated page that point at no file of the site.
enum GeneratedLinks {
    /// An error for each `href="…"` or `src="…"` of `html` (the page at `path` below the output)
    /// that is relative and names no file in `files`; a folder stands for its `index.html`.
    /// The page is read as UTF-8 in one pass (a page of movies-10k has about 40 links): an
    /// attribute is `href` or `src` after a character that is not part of a word (as `\b` reads
    /// it), then `="`, its value running to the next `"`. A line is counted by its line feeds,
    /// a column in characters from the line's start.
    static func broken(in html: String, at path: String, files: Set<String>, display: String) -> [Diagnostic] {
        var html = html
        let folder = ContentPath.directory(of: path)
        return html.withUTF8 { bytes in
            var found: [Diagnostic] = []
            var (line, lineStart, counted) = (1, 0, 0)
            /// The last broken attribute's place and column, to count the next one's from.
            var last: (start: Int, column: Int)?
            var index = 0
            while let (start, value) = nextAttribute(in: bytes, from: index) {
                index = value.upperBound + 1
                let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self).replacingAmpersands
                guard let target = target(of: raw, in: folder), !files.contains(target) else { continue }
                // Lines up to the attribute, counted from where the last broken one left off.
                for position in counted..<start where bytes[position] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position + 1
                }
                counted = start
                // Characters from the line's start, or from the last broken attribute on the same
                // line when an ASCII byte precedes it (then a character ends there, as no
                // prefixing character is ASCII): a paragraph is one line, and may hold thousands.
                let from: (start: Int, column: Int) = if let last, last.start >= lineStart, last.start > 0, bytes[last.start - 1] < 0x80 {
                    last
                } else {
                    (lineStart, 1)
                }
                let column = from.column + String(decoding: UnsafeBufferPointer(rebasing: bytes[from.start..<start]), as: UTF8.self).count
                last = (start, column)
                found.append(.error(
                    at: SourceLocation(file: "\(display)/\(path)", line: line, column: column),
                    "'\(raw)' points at \(target), which the site does not have"
                ))
            }
            return found
        }
    }

    /// Where the next `href="…"` or `src="…"` at or after `index` starts, and its value's bytes.
    private static func nextAttribute(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> (start: Int, value: Range<Int>)? {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            let name: StaticString? = byte == UInt8(ascii: "h") ? "href=\"" : byte == UInt8(ascii: "s") ? "src=\"" : nil
            if let name, ByteSearch.starts(bytes, at: index, with: name), !followsWordCharacter(bytes, at: index),
               let close = bytes[(index + name.utf8CodeUnitCount)...].firstIndex(of: UInt8(ascii: "\"")) {
                return (index, (index + name.utf8CodeUnitCount)..<close)
            }
            index += 1
        }
        return nil
    }

    /// Whether the character before `index` is part of a word, as ICU's `\b` reads one: combining
    /// marks and format characters before it are passed over, and a word character is a letter,
    /// a mark, a decimal digit or a connector (`_`).
    private static func followsWordCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var end = index
        while end > 0 {
            var start = end - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }   // back to the scalar's first byte
            guard let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars.first
            else { return false }
            let properties = scalar.properties
            if properties.isGraphemeExtend || properties.generalCategory == .format {
                end = start
                continue
            }
            return properties.isAlphabetic || properties.generalCategory == .decimalNumber
                || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(properties.generalCategory)
        }
        return false
    }

    /// The output path a relative URL names, or nil for what is not checked: a link to this page
    /// (`#top`, empty), an absolute URL (`https:`, `mailto:`, `//host`) and a data URL.
    private static func target(of url: String, in folder: String) -> String? {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("//"), !hasScheme(url) else { return nil }
        let bare = String(decoding: url.utf8.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") }, as: UTF8.self)
        // Foundation's decoding is slow, and a path without `%` has nothing to decode.
        let decoded = bare.utf8.contains(UInt8(ascii: "%")) ? bare.removingPercentEncoding ?? bare : bare
        guard let resolved = ContentPath.resolve(decoded, in: folder) else { return "(above the site's root)" }
        return bare.hasSuffix("/") ? resolved + "/index.html" : resolved
    }

    /// Whether `url` starts with a scheme: a letter, then letters, digits, `+`, `.` or `-`, then `:`.
    private static func hasScheme(_ url: String) -> Bool {
        guard let first = url.utf8.first, first.isASCIILetterByte else { return false }
        guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return url.utf8[url.utf8.index(after: url.utf8.startIndex)..<colon].allSatisfy {
            $0.isASCIILetterByte || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
                || $0 == UInt8(ascii: "-")
        }
    }
}

private extension UInt8 {
    var isASCIILetterByte: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
}

private extension String {
    /// `&amp;` as `&`, as the page's HTML escapes it in an attribute.
    var replacingAmpersands: String {
        utf8.contains(UInt8(ascii: "&")) ? ByteSearch.replacing("&amp;", with: "&", in: self) : self
    }
}
