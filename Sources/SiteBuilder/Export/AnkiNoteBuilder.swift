import Domain
import Markdown

/// Turns a deck's notes into Anki notes: note type by kind, deck `Site title::Deck title`, fields
/// rendered as HTML, the deck's front matter tags.
struct AnkiNoteBuilder {
    let renderer: AnkiFieldRenderer
    /// The parent deck in Anki (the site's title), so every exported deck lands under one
    /// heading, as on the site's home page, and never merges with an unrelated deck of the same title.
    let siteTitle: String

    struct Outcome {
        var notes: [AnkiNote] = []
        /// Content files (paths below the content directory) that the notes' images show.
        var media: Set<String> = []
    }

    func notes(of deck: Deck) -> Outcome {
        var outcome = Outcome()
        let deckName = [siteTitle, deck.title].map(AnkiNoteBuilder.deckComponent).filter { !$0.isEmpty }.joined(separator: "::")
        let tags = deck.tags.map(AnkiNoteBuilder.tag).filter { !$0.isEmpty }
        for note in deck.notes {
            let (type, fields): (AnkiNote.NoteType, [AnkiFieldRenderer.Field]) = switch note.kind {
            case .basic(let front, let back): (.basic, [renderer.field(front), renderer.field(back)])
            case .reversed(let front, let back): (.reversed, [renderer.field(front), renderer.field(back)])
            case .cloze(let text): (.cloze, [renderer.clozeField(text), renderer.field(.empty)])
            }
            outcome.notes.append(AnkiNote(noteType: type, deck: deckName, fields: fields.map(\.html), tags: tags))
            fields.forEach { outcome.media.formUnion($0.media) }
        }
        return outcome
    }

    /// A title as one level of a deck name: one line, trimmed.
    static func deckComponent(_ title: String) -> String {
        title.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// A front matter tag as an Anki tag: Anki splits tags at whitespace, so `world capitals`
    /// becomes `world_capitals`.
    static func tag(_ tag: String) -> String {
        tag.split(whereSeparator: \.isWhitespace).joined(separator: "_")
    }
}
