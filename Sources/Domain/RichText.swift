/// A fragment of CommonMark, self-contained (no reference definitions left to resolve).
///
/// Relative URLs inside it are relative to the site's root, so a presenter can place the
/// fragment on a page at any depth.
public struct RichText: Sendable, Hashable {
    public let markdown: String

    public init(markdown: String) {
        self.markdown = markdown
    }

    public static let empty = RichText(markdown: "")

    public var isEmpty: Bool { markdown.allSatisfy(\.isWhitespace) }
}
