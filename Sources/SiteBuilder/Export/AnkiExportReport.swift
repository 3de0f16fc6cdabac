import Domain

/// What `site export anki` wrote.
public struct AnkiExportReport: Sendable, Equatable {
    public let decks: Int
    public let notes: Int
    public let cards: Int
    /// `Exported 5 notes (7 cards) from 1 deck`, as the ExportAnki presenter words it.
    public let summary: String
    /// The image files the notes show, as paths the user can open (`Content/decks/images/x.svg`):
    /// they must be copied into Anki's `collection.media` folder.
    public let media: [String]
    /// Warnings about the exported decks (a deck with no cards).
    public let warnings: [Diagnostic]
}
