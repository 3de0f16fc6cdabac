import Domain

/// Export decks to Anki (the command line's `site export anki`): the decks asked for, their notes
/// as Anki notes, and the image files Anki needs beside them.
public enum ExportAnki {
    public struct Request: Sendable, Hashable {
        /// One deck's slug, or `nil` for every deck.
        public let deckSlug: String?

        public init(deckSlug: String?) {
            self.deckSlug = deckSlug
        }
    }

    public struct Response: Sendable, Hashable {
        /// The decks to export, by slug.
        public let decks: [Deck]
        /// Each deck's card identities, in card order (see `CardIdentity`).
        public let cardIdentities: [Deck.ID: [String]]
    }

    /// One record of an Anki import file: a note of one of Anki's stock note types, or of the
    /// note type an imported note came with.
    public struct Note: Sendable, Hashable {
        /// Anki's note identity (its `guid`): the deck's slug and the identity of the note's first
        /// card, so importing an edited export updates each note instead of adding a copy; an
        /// imported note's own guid.
        public let guid: String
        public let noteType: NoteType
        /// An imported note's own note type (`AnkiOrigin`), which replaces `noteType`.
        public let importedType: AnkiNoteTypeRecord?
        /// The full deck name; `::` separates a parent deck from its child.
        public let deck: String
        /// The note's fields, as HTML (two, or its imported note type's).
        public let fields: [String]
        /// Tags without whitespace (Anki separates tags with spaces).
        public let tags: [String]
        /// The deck file the note is written in, as diagnostics name it: a package dates each
        /// note by its file, so Anki updates only the notes of files edited since.
        public let source: String

        /// The name of its note type in Anki.
        public var noteTypeName: String { importedType?.name ?? noteType.rawValue }
    }

    /// Anki's stock note types, by the names a new collection gives them.
    public enum NoteType: String, Sendable {
        /// Fields Front, Back.
        case basic = "Basic"
        /// Fields Front, Back; a card each way.
        case reversed = "Basic (and reversed card)"
        /// Fields Text, Back Extra; a card per `{{cN::…}}` number.
        case cloze = "Cloze"
    }

    /// Two images with one file name, which Anki's flat media folder cannot hold side by side.
    public struct MediaClash: Sendable, Hashable {
        public let fileName: String
        /// Below the content directory.
        public let paths: [String]
    }

    public struct ViewModel: Sendable, Hashable {
        public let notes: [Note]
        /// The image files the notes show, below the content directory, sorted.
        public let media: [String]
        /// The first clash of image file names, when there is one (nothing may be written then).
        public let mediaClash: MediaClash?
        /// `Exported 5 notes (7 cards) from 1 deck`.
        public let summary: String
        public let deckCount: Int
        public let noteCount: Int
        public let cardCount: Int
    }
}

/// Why an export cannot be made.
public enum ExportAnkiError: Error, Sendable, Hashable {
    /// `--deck` named no deck; the slugs there are.
    case unknownDeck(String, available: [String])
}
