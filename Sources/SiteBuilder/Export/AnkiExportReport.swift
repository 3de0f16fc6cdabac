import Domain

/// What `site export anki` wrote.
public struct AnkiExportReport: Sendable, Equatable {
    public let decks: Int
    public let notes: Int
    public let cards: Int
    /// `Exported 5 notes (7 cards) from 1 deck`, as the ExportAnki presenter words it.
    public let summary: String
    /// What was written: with `.apkg` the media are inside the package.
    public let format: AnkiExport.Format
    /// The image files the notes show, as paths the user can open (`Content/decks/images/x.svg`):
    /// with the text format they must be copied into Anki's `collection.media` folder.
    public let media: [String]
    /// Warnings about the exported decks (a deck with no cards).
    public let warnings: [Diagnostic]
}
