/// One note as an author writes it in a deck, and the flash cards studied from it.
/// The study pages only need cards, but a note is what an author edits and what another
/// program imports: a reversed note is one note with two cards, a cloze paragraph one note with
/// a card per deletion number. `Deck.cards` is derived from the notes, so the two never disagree.
public struct Note: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A question and its answer (a `## heading` card, `Q::A`, a `?` line): one card.
        case basic(front: RichText, back: RichText)
        /// A card and its reverse (`Q:::A`, a `??` line): two cards.
        case reversed(front: RichText, back: RichText)
        /// A cloze paragraph with its deletions written as Anki writes them, `{{c1::hidden}}` or
        /// `{{c2::hidden::hint}}` (`==hidden==` deletions numbered as the reader numbers them):
        /// one card per deletion number. `extra` is what every answer adds (the quote right under
        /// the paragraph, Anki's "Back Extra"), empty when there is none.
        case cloze(text: RichText, extra: RichText)
    }

    public let kind: Kind
    /// Where the note starts in its deck file.
    public let location: SourceLocation
    /// The cards studied from this note, in order; never empty.
    public let cards: [FlashCard]
    /// The Anki note it was imported from, if it was (`site import anki`).
    public let ankiOrigin: AnkiOrigin?

    /// Every field as given: the static makers keep `cards` true to `kind`.
    init(kind: Kind, location: SourceLocation, cards: [FlashCard], ankiOrigin: AnkiOrigin? = nil) {
        self.kind = kind
        self.location = location
        self.cards = cards
        self.ankiOrigin = ankiOrigin
    }

    /// This note, imported from `ankiOrigin`.
    public func with(ankiOrigin: AnkiOrigin) -> Note {
        Note(kind: kind, location: location, cards: cards, ankiOrigin: ankiOrigin)
    }

    /// A note with one card, `front` → `back`; `frontAsWritten` is the front's Markdown as its
    /// author wrote it, when it is not shown as written (`FlashCard.questionAsWritten`).
    public static func basic(front: RichText, back: RichText, location: SourceLocation, frontAsWritten: String? = nil) -> Note {
        Note(kind: .basic(front: front, back: back), location: location,
             cards: [FlashCard(question: front, answer: back, location: location, questionAsWritten: frontAsWritten)])
    }

    /// A note with two cards, `front` → `back` and `back` → `front`; each side's Markdown as
    /// written when it is shown otherwise, as for `basic`.
    public static func reversed(
        front: RichText, back: RichText, location: SourceLocation, frontAsWritten: String? = nil, backAsWritten: String? = nil
    ) -> Note {
        Note(kind: .reversed(front: front, back: back), location: location, cards: [
            FlashCard(question: front, answer: back, location: location, questionAsWritten: frontAsWritten),
            FlashCard(question: back, answer: front, location: location, questionAsWritten: backAsWritten),
        ])
    }

    /// This note with `schedules[i]` as the imported schedule of its card `i` (cards past the end
    /// of `schedules`, or given `nil`, have none).
    public func scheduled(_ schedules: [ImportedSchedule?]) -> Note {
        guard !schedules.isEmpty else { return self }
        return Note(kind: kind, location: location, cards: cards.enumerated().map { index, card in
            FlashCard(question: card.question, answer: card.answer, location: card.location,
                      importedSchedule: index < schedules.count ? schedules[index] : nil, questionAsWritten: card.questionAsWritten)
        }, ankiOrigin: ankiOrigin)
    }

    /// A cloze note. Its cards are given, one per deletion number, because showing a deletion
    /// as `[hint]` or `[…]` is a matter of Markdown, which the reader knows and this type does not.
    public static func cloze(text: RichText, extra: RichText = .empty, cards: [FlashCard], location: SourceLocation) -> Note {
        Note(kind: .cloze(text: text, extra: extra), location: location, cards: cards)
    }
}
