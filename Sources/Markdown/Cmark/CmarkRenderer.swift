import CCmark
import Domain
import Foundation

/// Renders rich text with cmark, keeping its safe defaults: raw HTML is omitted and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs are dropped.
public struct CmarkRenderer: RichTextRendering {
    /// The version of the cmark library the pages are rendered with (`0.30.2`): another
    /// version may render other HTML.
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// How the site writes its pages: the readers write a link to a page as a folder's
    /// (`decks/quiz/index.html`), and the renderer writes it in the site's style.
    public let style: URLStyle

    public init(style: URLStyle = .folders) {
        self.style = style
    }

    public func html(_ text: RichText, rootPath: String) -> String {
        guard !text.isEmpty else { return "" }
        let document = MarkdownDocument(text.markdown)
        if !rootPath.isEmpty || style != .folders {
            for node in document.root.linksAndImages {
                guard let url = node.url, LinkTarget.isSiteRelative(url) else { continue }
                node.url = rootPath + style.restyled(url)
            }
        }
        // The deck syntax's marks (`DeckMarks`) become markup: cloze answers, math; sounds players,
        // images with masks their masks.
        return OcclusionEmbeds.html(AudioEmbeds.html(MathText.html(ClozeHighlight.html(document.html()))))
    }

    /// The text without markup, and without the deck syntax's marks.
    public func plainText(_ text: RichText) -> String {
        MathText.plain(ClozeHighlight.plain(MarkdownDocument(text.markdown).plainText))
    }
}
