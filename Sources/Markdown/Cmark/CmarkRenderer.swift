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
        if let html = text.prerenderedHTML { return html }
        guard !text.isEmpty else { return "" }
        let document = MarkdownDocument(text.markdown)
        if !rootPath.isEmpty || style != .folders {
            for node in document.root.linksAndImages {
                guard let url = node.url, LinkTarget.isSiteRelative(url) else { continue }
                node.url = rootPath + style.restyled(url)
            }
        }
        return CmarkRenderer.pageHTML(document.html())
    }

    /// cmark's HTML with the deck syntax's marks (`DeckMarks`) turned into markup (cloze answers, math).
    static func pageHTML(_ cmarkHTML: String) -> String {
        MathText.html(ClozeHighlight.html(cmarkHTML))
    }

    public func plainText(_ text: RichText) -> String {
        text.prerenderedPlainText ?? CmarkRenderer.pagePlainText(MarkdownDocument(text.markdown).plainText)
    }

    /// cmark's text without markup with the deck syntax's marks (`DeckMarks`) taken out.
    static func pagePlainText(_ cmarkText: String) -> String {
        MathText.plain(ClozeHighlight.plain(cmarkText))
    }
}
