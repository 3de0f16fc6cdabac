import Domain

/// How a URL written in content is read.
enum LinkTarget: Equatable {
    /// Has a scheme (`https:`, `mailto:`): left alone; cmark drops the dangerous ones when rendering.
    case absolute
    /// Starts with `#`, `?`, `/` or `//`: left alone.
    case unresolved
    /// A path relative to the file it is written in, with any `?query#fragment` kept apart.
    case relative(path: String, suffix: String)

    init(_ url: String) {
        if url.isEmpty || url.hasPrefix("#") || url.hasPrefix("?") || url.hasPrefix("/") {
            self = .unresolved
        } else if LinkTarget.hasScheme(url) {
            self = .absolute
        } else {
            let split = url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
            self = .relative(path: String(url[..<split]), suffix: String(url[split...]))
        }
    }

    /// True for a URL the content reader rewrote to be relative to the site root.
    static func isSiteRelative(_ url: String) -> Bool {
        if case .relative = LinkTarget(url) { return true }
        return false
    }

    private static func hasScheme(_ url: String) -> Bool {
        // An ASCII URL, nearly every one, is read byte by byte: there a byte is a character.
        if url.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = url.utf8
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, first.isASCIILetter else { return false }
            return bytes[..<colon].allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "+-.".utf8.contains($0) }
        }
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isASCII, first.isLetter else {
            return false
        }
        return url[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
