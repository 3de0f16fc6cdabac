import Domain

/// Import an Anki package (the command line's `site import anki`): every Anki deck that has cards
/// becomes a Markdown deck, each note its cards, each field's HTML Markdown, with the media the
/// notes show and the review history under the cards' site identities.
public enum ImportAnki {
    /// A note type as the package defines it: its fields and card templates, in Anki's order.
    public struct NoteType: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A card per template whose question is not empty.
            case standard
            /// A card per cloze number of the note.
            case cloze
        }

        /// The stock type a note type was made from, as Anki records it (nil: unknown or custom).
        public enum Stock: Sendable, Hashable {
            case basic, reversed, optionalReversed, typing, cloze, imageOcclusion
        }

        /// A card template: its name, Anki's question and answer formats (`{{Front}}`,
        /// `{{FrontSide}}<hr id=answer>{{Back}}`).
        public typealias Template = AnkiNoteTypeRecord.Template

        public let id: Int64
        public let name: String
        public let kind: Kind
        public let stock: Stock?
        public let fields: [String]
        public let templates: [Template]
        public let css: String
        /// When Anki last changed it (seconds since 1970).
        public let modified: Int64

        public init(id: Int64, name: String, kind: Kind, stock: Stock?, fields: [String], templates: [Template], css: String = "", modified: Int64 = 0) {
            self.id = id
            self.name = name
            self.kind = kind
            self.stock = stock
            self.fields = fields
            self.templates = templates
            self.css = css
            self.modified = modified
        }

        /// The note type as the decks keep it for the export.
        public var record: AnkiNoteTypeRecord {
            AnkiNoteTypeRecord(id: id, name: name, isCloze: kind == .cloze, fields: fields, templates: templates, css: css, modified: modified)
        }
    }

    /// An Anki deck: its id and its name's levels (`Languages::Deutsch` is `["Languages", "Deutsch"]`).
    public struct Deck: Sendable, Hashable {
        public let id: Int64
        public let levels: [String]

        public init(id: Int64, levels: [String]) {
            self.id = id
            self.levels = levels
        }

        /// The name as Anki shows it.
        public var name: String { levels.joined(separator: "::") }
    }

    /// One of a note's cards: which template (or cloze number − 1) and which deck.
    public struct Card: Sendable, Hashable {
        public let id: Int64
        public let ordinal: Int
        public let deck: Int64

        public init(id: Int64, ordinal: Int, deck: Int64) {
            self.id = id
            self.ordinal = ordinal
            self.deck = deck
        }
    }

    /// A note as the package holds it, with its cards in template order.
    public struct Note: Sendable, Hashable {
        public let id: Int64
        /// Anki's identity of the note across collections (arbitrary text: `wvsGH$$N?+`).
        public let guid: String
        public let noteType: Int64
        /// The fields' HTML, in the note type's field order.
        public let fields: [String]
        public let tags: [String]
        public let cards: [Card]

        public init(id: Int64, guid: String, noteType: Int64, fields: [String], tags: [String], cards: [Card]) {
            self.id = id
            self.guid = guid
            self.noteType = noteType
            self.fields = fields
            self.tags = tags
            self.cards = cards
        }
    }

    /// A field a card template names that its note type does not have.
    public struct UnknownField: Sendable, Hashable {
        public let noteType: String
        public let template: String
        public let isQuestion: Bool
        public let field: String
    }

    /// A row of Anki's review log (`revlog`).
    public struct LoggedReview: Sendable, Hashable {
        public let card: Int64
        /// When the card was answered (milliseconds since 1970: the row's id).
        public let time: Int64
        /// The answer: 1 Again, 2 Hard, 3 Good, 4 Easy; 0 for a row that is no answer.
        public let ease: Int
        /// Milliseconds the answer took.
        public let duration: Int64
        /// 0 learning, 1 review, 2 relearning, 3 filtered (cram), 4 manual, 5 rescheduled.
        public let kind: Int
        /// The interval the row set (negative: seconds; positive: days; 0 for a card reset to new).
        public let interval: Int64
        /// The ease factor the row set (per mille); 0 for a filtered deck's answer that did not
        /// reschedule the card.
        public let factor: Int64

        public init(card: Int64, time: Int64, ease: Int, duration: Int64, kind: Int, interval: Int64, factor: Int64) {
            self.card = card
            self.time = time
            self.ease = ease
            self.duration = duration
            self.kind = kind
            self.interval = interval
            self.factor = factor
        }
    }

    /// The package as the interactor reads it: its decks and note types once, then its notes one at
    /// a time (a package of 30,000 notes is never held whole).
    public protocol Package {
        var decks: [Deck] { get }
        var noteTypes: [NoteType] { get }
        /// Calls `body` with each note that has cards, ordered by the deck of its first card,
        /// then by note id (the order Anki adds, and shows new cards in).
        func forEachNote(_ body: (Note) throws -> Void) throws
        /// Calls `body` with each card's review log, in time order.
        func forEachCardLog(_ body: (Int64, [LoggedReview]) throws -> Void) throws
    }

    /// A note's place in the site: the deck file it is written in and the Markdown of its cards.
    public struct Response: Sendable, Hashable {
        /// How the note is written.
        public enum Body: Sendable, Hashable {
            /// A cloze note: its text with `{{cN::…}}` deletions (HTML) and the extra shown with
            /// every answer (HTML, may be empty).
            case cloze(text: String, extra: String)
            /// Any other note: each card's question and answer, as Anki renders them (HTML).
            case cards([(question: String, answer: String)])

            public var isCards: Bool {
                if case .cards = self { true } else { false }
            }

            public static func == (lhs: Body, rhs: Body) -> Bool {
                switch (lhs, rhs) {
                case let (.cloze(a, b), .cloze(c, d)): a == c && b == d
                case let (.cards(a), .cards(b)): a.elementsEqual(b) { $0.question == $1.question && $0.answer == $1.answer }
                default: false
                }
            }

            public func hash(into hasher: inout Hasher) {
                switch self {
                case let .cloze(text, extra): hasher.combine(text); hasher.combine(extra)
                case let .cards(cards): for card in cards { hasher.combine(card.question); hasher.combine(card.answer) }
                }
            }
        }

        /// What the import could not keep of the note.
        public enum Loss: Sendable, Hashable {
            /// An Image Occlusion note shows its image without the masks.
            case occlusionMasks
        }

        public let deck: Int64
        /// The note's identity, note type, tags, and its fields when its Markdown cannot give
        /// them back: written after the note for the export.
        public let origin: AnkiOrigin
        public let noteTypeName: String
        public let body: Body
        /// How many cards Anki has for the note.
        public let cardCount: Int
        public var losses: [Loss] = []
    }
}
