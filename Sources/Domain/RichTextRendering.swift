/// Turns rich text into HTML or plain text. Presenters use it; the Markdown target implements it with cmark.
public protocol RichTextRendering: Sendable {
    /// Safe HTML for `text`: raw HTML omitted, dangerous URLs dropped, and every relative URL
    /// (relative to the site root) prefixed with `rootPath` so it resolves from the page being written.
    func html(_ text: RichText, rootPath: String) -> String
    /// The text without markup, for titles, summaries and labels.
    func plainText(_ text: RichText) -> String
}
