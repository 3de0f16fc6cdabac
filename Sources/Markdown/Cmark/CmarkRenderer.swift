import CCmark
import Domain
import Foundation

/// Renders rich text with cmark, keeping its safe defaults: raw HTML is omitted and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs are dropped.
public struct CmarkRenderer: RichTextRendering {
    /// The version of the cmark library the pages are rendered with (`0.30.2`): another
    /// version may render other HTML.
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    public init() {}

    public func html(_ text: RichText, rootPath: String) -> String {
        guard !text.isEmpty else { return "" }
        let document = MarkdownDocument(text.markdown)
        if !rootPath.isEmpty {
            for node in document.root.descendants where node.isLinkOrImage {
                guard let url = node.url, LinkTarget.isSiteRelative(url) else { continue }
                node.url = rootPath + url
            }
        }
        return MathText.html(ClozeHighlight.html(document.html()))
    }

    public func plainText(_ text: RichText) -> String {
        MathText.plain(ClozeHighlight.plain(MarkdownDocument(text.markdown).plainText))
    }
}
