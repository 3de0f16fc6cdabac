import Domain
import Foundation
import Markdown
import Testing
import TestSupport
@testable import SiteBuilder

/// `GeneratedLinks.broken`, read by bytes in one pass, against the regular expression and
/// Foundation's strings it replaced (kept here as the oracle).
@Suite struct GeneratedLinksTests {
    static func oracle(in html: String, at path: String, files: Set<String>, display: String) -> [Diagnostic] {
        let attribute = try! NSRegularExpression(pattern: #"\b(?:href|src)="([^"]*)""#)
        func target(of url: String, in folder: String) -> String? {
            guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("//"), url.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) == nil
            else { return nil }
            let bare = String(url.prefix { $0 != "#" && $0 != "?" })
            let decoded = bare.removingPercentEncoding ?? bare
            guard let resolved = ContentPath.resolve(decoded, in: folder) else { return "(above the site's root)" }
            return bare.hasSuffix("/") ? resolved + "/index.html" : resolved
        }
        let source = html as NSString
        let folder = ContentPath.directory(of: path)
        var found: [Diagnostic] = []
        for match in attribute.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let raw = source.substring(with: match.range(at: 1)).replacingOccurrences(of: "&amp;", with: "&")
            guard let target = target(of: raw, in: folder), !files.contains(target) else { continue }
            let before = source.substring(to: match.range.location)
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            found.append(.error(
                at: SourceLocation(file: "\(display)/\(path)", line: line, column: column),
                "'\(raw)' points at \(target), which the site does not have"
            ))
        }
        return found
    }

    /// Pieces of pages: attributes of every kind, quotes, words and marks before an attribute,
    /// line feeds, text outside ASCII and emoji.
    static let pieces = [
        " href=\"", " src=\"", "href=\"", "src=\"", "xhref=\"", "_src=\"", "é", "e\u{301}", " \u{301}", "\u{200D}", "\u{AD}", "9",
        "\"", "\n", " ", "<a", ">", "</a>", "../quiz/index.html", "../quiz/", "gone.png", "#top", "https://example.org/", "mailto:a@b.c",
        "//host/x", "a%20b.png", "x?y=1", "&amp;", "&", "../../../../up", "🇫🇷", "中文", "data:x", "1x:y", "+a:b",
    ]

    @Test func brokenLinks_areWhatTheRegularExpressionFound() {
        var random = SeededRandom(seed: 47)
        let files: Set<String> = ["decks/quiz/index.html", "decks/other/a b.png"]
        var brokenSeen = 0
        for _ in 0..<3_000 {
            let html = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let found = GeneratedLinks.broken(in: html, at: "decks/other/index.html", files: files, display: "Public")
            #expect(found == Self.oracle(in: html, at: "decks/other/index.html", files: files, display: "Public"), "\(html.debugDescription)")
            brokenSeen += found.count
        }
        #expect(brokenSeen > 1_000)
    }

    /// Columns on a line of many broken links are counted on from the last one, except where a
    /// prefixing character (U+0600) joins the last one's first letter into one character: then
    /// from the line's start, as the characters count there.
    @Test func columnsOnALineOfBrokenLinks_countCharacters() {
        let html = "\u{0600}src=\"a.png\" src=\"b.png\" src=\"c.png\""
        let found = GeneratedLinks.broken(in: html, at: "index.html", files: [], display: "P")
        #expect(found.map { $0.location.column } == [2, 13, 25])
        #expect(found.map { $0.location.column } == Self.oracle(in: html, at: "index.html", files: [], display: "P").map { $0.location.column })
    }

    /// A line ends at a line feed whatever comes before it: a `\r\n` page counts its lines too
    /// (the characters it counted before read `\r\n` as one character, not a line feed).
    @Test func aLineEndingInCRLF_isALine() {
        let found = GeneratedLinks.broken(in: "<p>\r\n<img src=\"gone.png\">", at: "index.html", files: [], display: "Public")
        #expect(found.map(\.description) == ["Public/index.html:2:6: error: 'gone.png' points at gone.png, which the site does not have"])
    }
}
