/// A named, ordered set of notes and the flash cards studied from them.
public struct Deck: Sendable, Hashable, Identifiable {
    /// A deck's identity: its slug, safe to use as a path component and in URLs.
    public typealias ID = SlugID<Deck>

    public let id: ID
    public let title: String
    /// One-line plain-text summary for listings (front matter `description`, else the intro's first paragraph).
    public let summary: String
    /// The prose between the title and the first card.
    public let introduction: RichText
    public let tags: [String]
    /// The notes as written in the deck file, in order.
    public let notes: [Note]
    /// Every note's cards, in order: what the study pages show (gathered once, not on each use).
    public let cards: [FlashCard]
    /// Each card's identity (`CardIdentity`), in card order: what study progress is stored under.
    public let cardIdentities: [String]
    /// For each card (in card order), the index of its note's first card. Cards with the same
    /// value are siblings (a card and its reverse, the clozes of one paragraph), which Anki never
    /// shows on the same day.
    public var siblingGroups: [Int] {
        var groups: [Int] = []
        groups.reserveCapacity(cards.count)
        for note in notes {
            let first = groups.count
            for _ in note.cards { groups.append(first) }
        }
        return groups
    }
    /// The deck's file.
    public let location: SourceLocation
    /// The folders the deck's file is in, below the decks folder (its parent decks in Anki).
    public let folders: [String]
    /// True when the deck has TeX math (`$…$`, `$$…$$`), which its page renders with KaTeX.
    public let containsMath: Bool
    /// The slug the deck had before slugs kept letters outside ASCII (`dansk-rsted` for
    /// `Dansk Ørsted.md`, now `dansk-ørsted`), when it had one and it differs: the browser copies
    /// the deck's progress from it, once (`SiteProgress.adoptEarlierDeck`).
    public let formerID: ID?

    public init(
        id: ID, title: String, summary: String = "", introduction: RichText = .empty,
        tags: [String] = [], notes: [Note], location: SourceLocation, folders: [String] = [], containsMath: Bool = false,
        formerID: ID? = nil
    ) {
        self.formerID = formerID
        self.folders = folders
        self.containsMath = containsMath
        self.id = id
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.tags = tags
        self.notes = notes
        self.location = location
        cards = notes.flatMap(\.cards)
        cardIdentities = CardIdentity.identities(of: cards)
    }

    /// A deck whose every card is its own basic note (for decks built in code, such as test doubles).
    public init(
        id: ID, title: String, summary: String = "", introduction: RichText = .empty,
        tags: [String] = [], cards: [FlashCard], location: SourceLocation
    ) {
        self.init(
            id: id, title: title, summary: summary, introduction: introduction, tags: tags,
            notes: cards.map { .basic(front: $0.question, back: $0.answer, location: $0.location, frontAsWritten: $0.questionAsWritten) },
            location: location
        )
    }
}
