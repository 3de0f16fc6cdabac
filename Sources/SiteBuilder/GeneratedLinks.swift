import Domain
import Foundation
import Markdown

/// The links and images of a generated page that point at no file of the site.
enum GeneratedLinks {
    private static let attribute = try! NSRegularExpression(pattern: #"\b(?:href|src)="([^"]*)""#)

    /// An error for each `href` or `src` of `html` (the page at `path` below the output) that is
    /// relative and names no file in `files`; a folder stands for its `index.html`.
    static func broken(in html: String, at path: String, files: Set<String>, display: String) -> [Diagnostic] {
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

    /// The output path a relative URL names, or nil for what is not checked: a link to this page
    /// (`#top`, empty), an absolute URL (`https:`, `mailto:`, `//host`) and a data URL.
    private static func target(of url: String, in folder: String) -> String? {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("//"), url.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) == nil
        else { return nil }
        let bare = String(url.prefix { $0 != "#" && $0 != "?" })
        let decoded = bare.removingPercentEncoding ?? bare
        guard let resolved = ContentPath.resolve(decoded, in: folder) else { return "(above the site's root)" }
        return bare.hasSuffix("/") ? resolved + "/index.html" : resolved
    }
}
