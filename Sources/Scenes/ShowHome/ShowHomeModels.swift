import Domain

/// The home page: the site's introduction and everything it holds — decks, address books and
/// movie catalogs — each with its count.
public enum ShowHome {
    /// The home page needs nothing but the site itself.
    public struct Request: Sendable, Hashable {
        public init() {}
    }

    public struct Response: Sendable, Hashable {
        /// Sorted by title, then slug.
        public let decks: [Deck]
        /// Each deck's card identities (same order as `decks`), for the due counts kept in the browser.
        public let cardIDs: [[String]]
        /// Each deck's slug before slugs kept letters outside ASCII, by deck, where it has one
        /// (`SiteSnapshot.formerID(of:)`): a deck with no progress of its own takes a copy of
        /// what is stored under it (`SiteProgress.adoptEarlierDeck`).
        public let formerIDs: [Deck.ID: Deck.ID]
        public let addressBooks: [AddressBook]
        public let catalogs: [ListedCatalog]
    }

    /// A catalog and how many of its movies its list shows (after its filters).
    public struct ListedCatalog: Sendable, Hashable {
        public let catalog: MovieCatalog
        public let listedCount: Int
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        /// One tile: a deck, an address book or a catalog.
        @TemplateFields
        public struct Item: Sendable, Hashable {
            public let title: String
            public let url: String
            public let summary: String?
            public let count: String
            public let tags: String?
            /// For decks: the key its study progress is stored under, so the page can show "N due · M new".
            public let deckKey: String?
        }

        /// A group of tiles under a heading, or its empty state.
        @TemplateFields
        public struct Section: Sendable, Hashable {
            public let id: String
            public let heading: String
            public let items: [Item]
            /// Shown instead of the tiles when the section has none.
            public let emptyMessage: String?
        }

        public let page: PageChrome
        public let heading: String
        /// `nil` when the site has no introduction.
        public let introductionHTML: String?
        public let sections: [Section]
        /// The decks' card identities and the counts wording, for the script (`nil` without decks).
        public let review: Review?
        /// True when a deck has an earlier slug (`Review.earlierDecks`): only then does the page
        /// load `progress-adopt.js`, which takes its progress over.
        public let adoptsEarlierProgress: Bool
    }

    /// What the home page script needs to count due and new cards per deck.
    public struct Review: Sendable, Hashable, Encodable {
        public let decks: [String: [String]]
        /// Each deck's earlier slug, by slug, where it has one (`SiteProgress.adoptEarlierDeck`);
        /// `nil` when none has, so that a page without one does not name the adoption at all
        /// (a `home.js` ejected before `progress-adopt.js` calls it whenever this is there).
        public let earlierDecks: [String: String]?
        /// Each deck's `Deck.siblingGroups`, for burying siblings as the deck page does.
        public let siblings: [String: [Int]]
        public let newCardsPerDay: Int
        /// "{due} due · {new} new".
        public let counts: String
    }
}
