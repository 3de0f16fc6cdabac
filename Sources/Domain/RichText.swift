/// A fragment of CommonMark, self-contained (no reference definitions left to resolve).
/// Relative URLs inside it are relative to the site's root, so a presenter can place the
/// fragment on a page at any depth.
public struct RichText: Sendable, Hashable {
    public let markdown: String
    /// The fragment's HTML, rendered by the reader from the very tree it parsed the text into,
    /// when that HTML is the same on every page (no URL in it is relative to the site's root);
    /// nil when a renderer has to place the text on each page. Only a cache of what
    /// `RichTextRendering.html` gives for `markdown`, so that a card or an overview is parsed
    /// once a build, not twice: equality and hashing look at `markdown` alone.
    public let prerenderedHTML: String?
    /// The fragment's text without markup, when its reader made it from the tree it parsed (a
    /// movie's overview, a page's description): like `prerenderedHTML`, only a cache of what
    /// `RichTextRendering.plainText` gives.
    public let prerenderedPlainText: String?

    public init(markdown: String, prerenderedHTML: String? = nil, prerenderedPlainText: String? = nil) {
        self.markdown = markdown
        self.prerenderedHTML = prerenderedHTML
        self.prerenderedPlainText = prerenderedPlainText
    }

    public static let empty = RichText(markdown: "", prerenderedHTML: "", prerenderedPlainText: "")

    /// Whether the markdown is white space only: by its bytes up to the first that is not ASCII
    /// white space, by its characters from there when that one is not ASCII.
    public var isEmpty: Bool {
        var markdown = markdown
        guard let first = markdown.withUTF8({ $0.first { !String.isASCIIWhitespace($0) } }) else { return true }
        return first < 0x80 ? false : markdown.allSatisfy(\.isWhitespace)
    }

    public static func == (lhs: RichText, rhs: RichText) -> Bool {
        lhs.markdown == rhs.markdown
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(markdown)
    }
}
