import Foundation

/// A file's path below the site root as it goes into a URL: each byte a URL path may not hold
/// as it is (space, `#`, `?`, `%`, line breaks, non-ASCII) percent-encoded, `/` kept.
/// The one rule for page links to media and for the offline worker's file list.
public enum URLPath {
    public static func encoded(_ path: String) -> String {
        // Most paths are made of slugs: nothing to encode, and Foundation not asked (slow for
        // the thousands of paths of the worker's list).
        if path.utf8.allSatisfy(isKept) { return path }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// ASCII letters, digits, `-._~` and `/`: kept by `.urlPathAllowed` (a subset of it).
    static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
