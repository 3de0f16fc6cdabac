/// A named, ordered set of flash cards.
public struct Deck: Sendable, Hashable, Identifiable {
    /// A deck's identity: its slug, safe to use as a path component and in URLs.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let slug: String
        public init(_ slug: String) { self.slug = slug }
        public var description: String { slug }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.slug < rhs.slug }
    }

    public let id: ID
    public let title: String
    /// One-line plain-text summary for listings (front matter `description`, else the intro's first paragraph).
    public let summary: String
    /// The prose between the title and the first card.
    public let introduction: RichText
    public let tags: [String]
    public let cards: [FlashCard]
    /// The deck's file.
    public let location: SourceLocation

    public init(
        id: ID, title: String, summary: String = "", introduction: RichText = .empty,
        tags: [String] = [], cards: [FlashCard], location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.tags = tags
        self.cards = cards
        self.location = location
    }
}
