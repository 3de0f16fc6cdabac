import Foundation

/// A request's path, checked before it comes near the file system.
///
/// The raw target (`/movies/dune/`, `/%2e%2e/etc/passwd`) is percent-decoded once, strictly, and
/// split into segments. A target that could name anything outside the output, or anything the site
/// does not publish, is refused here, whatever the file system holds:
/// * `.` and `..` segments, however encoded (`%2e%2e`), and encoded slashes or backslashes
///   inside a segment (`..%2f`);
/// * hidden segments (`.site-output`, `.git`): the output's own bookkeeping and what its owner
///   keeps there are never served;
/// * NUL and other control characters, invalid percent-escapes and invalid UTF-8.
public struct ServedPath: Equatable, Sendable {
    /// The decoded segments, each non-empty and safe to append to the output folder.
    public let segments: [String]
    /// True when the target ends with `/`: it names a folder, served by its `index.html`.
    public let namesFolder: Bool

    /// Nil when the target is refused.
    public init?(target: String) {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard path.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = ServedPath.decode(raw), ServedPath.isPublished(segment) else { return nil }
            segments.append(segment)
        }
        self.segments = segments
        namesFolder = path.hasSuffix("/")
    }

    /// The segments joined with `/`, as a path relative to the output.
    public var relativePath: String { segments.joined(separator: "/") }

    /// The folder's own address, `/decks/`, each segment percent-encoded.
    public var folderAddress: String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        return "/" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/") + "/"
    }

    private static func isPublished(_ segment: String) -> Bool {
        !segment.hasPrefix(".") && !segment.contains("/") && !segment.contains("\\")
            && !segment.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Percent-decodes `raw`; nil for a malformed escape or bytes that are not UTF-8.
    private static func decode(_ raw: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = raw.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
