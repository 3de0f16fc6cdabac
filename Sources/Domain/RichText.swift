/// A fragment of CommonMark, self-contained (no reference definitions left to resolve).
/// Relative URLs inside it are relative to the site's root, so a presenter can place the
/// fragment on a page at any depth.
public struct RichText: Sendable, Hashable {
    public let markdown: String

    public init(markdown: String) {
        self.markdown = markdown
    }

    public static let empty = RichText(markdown: "")

    /// Whether the markdown is white space only: by its bytes up to the first that is not ASCII
    /// white space, by its characters from there when that one is not ASCII.
    public var isEmpty: Bool {
        var markdown = markdown
        guard let first = markdown.withUTF8({ $0.first { !String.isASCIIWhitespace($0) } }) else { return true }
        return first < 0x80 ? false : markdown.allSatisfy(\.isWhitespace)
    }
}
