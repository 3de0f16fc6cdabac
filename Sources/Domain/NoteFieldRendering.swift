/// Renders a note's rich text as a field of another flash-card app (Anki): the presenter of the
/// export uses it; the Markdown target implements it with cmark.
public protocol NoteFieldRendering: Sendable {
    /// `text` as one field.
    func field(_ text: RichText) -> NoteField
    /// A cloze note's text as its field, with code that looks like cloze markup kept literal.
    func clozeField(_ text: RichText) -> NoteField
}

/// One field's HTML and the content files (paths below the content directory) its images show.
public struct NoteField: Sendable, Equatable {
    public let html: String
    public let media: [String]

    public init(html: String, media: [String]) {
        self.html = html
        self.media = media
    }
}
