import Foundation

/// A file's path below the site root as it goes into a URL: each byte a URL path may not hold
/// as it is (space, `#`, `?`, `%`, line breaks, non-ASCII) percent-encoded, `/` kept.
/// The one rule for page links to media and for the offline worker's file list.
public enum URLPath {
    public static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
