import Domain

/// What a snapshot is read from: the site's settings and one gateway per kind of content (the
/// content as read from `Content/`).
public protocol SiteGateways {
    associatedtype Decks: DeckStore
    associatedtype Contacts: ContactStore
    associatedtype Movies: MovieStore
    var settings: SiteSettings { get }
    var decks: Decks { get }
    var contacts: Contacts { get }
    var movies: Movies { get }
}

/// The whole site, read once through the gateways and derived once: what every scene answers from.
/// A build makes one snapshot. Everything derived from the whole content is computed here, once:
/// each catalog's filtered and sorted list with its pages and positions, each address book in
/// dictionary order, every deck's card identities, the navigation. Scenes only look things up, so
/// no page costs work proportional to a catalog or deck it does not show, and the snapshot is
/// immutable and `Sendable`, so pages render in parallel.
public struct SiteSnapshot: Sendable {
    public let settings: SiteSettings
    /// Every deck, by slug.
    public let decks: [Deck]
    /// Every deck, by title (case aside; by slug where titles tie): as the home page and
    /// `decks/` list them.
    public let decksByTitle: [Deck]
    /// Every address book (by slug), its contacts in list order.
    public let addressBooks: [ContactDirectory]
    /// Every movie catalog (by slug), its list as its settings describe it on `today`.
    public let catalogs: [CatalogListing]
    /// Each kind of content the site has (decks, address books, catalogs), with the pages its
    /// top folder lists.
    public let contents: [ListFolder.Contents]
    /// The navigation every page shows: Home, each address book, each catalog.
    public let navigation: SiteNavigation
    /// Each card's earlier identities, to leave beside the output for the next build.
    public let lineage: CardLineage
    /// The cards whose question was edited since the previous build (see `CardLineage`).
    public let editedCards: [CardLineage.Edit]

    private let deckIndex: [Deck.ID: Int]
    private let cardIDs: [Deck.ID: [String]]
    /// Each deck's slug from before slugs kept letters outside ASCII (`Deck.formerID`), where
    /// it was that deck's alone: no deck has it today, and no other deck had it.
    private let formerIDs: [Deck.ID: Deck.ID]
    private let bookIndex: [AddressBook.ID: Int]
    private let catalogIndex: [MovieCatalog.ID: Int]

    /// Reads each gateway once and derives everything the scenes look up. `previousLineage` is
    /// what the previous build of the same output left (nil for a first build).
    public init(
        settings: SiteSettings, today: CalendarDate, decks: any DeckStore, contacts: any ContactStore, movies: any MovieStore,
        previousLineage: CardLineage? = nil
    ) throws {
        self.settings = settings
        self.decks = try decks.fetchDecks().sorted { $0.id < $1.id }
        let collation = Collation(language: settings.language)
        addressBooks = try contacts.fetchAddressBooks().sorted { $0.id < $1.id }.map { ContactDirectory(book: $0, collation: collation) }
        catalogs = try movies.fetchCatalogs().sorted { $0.id < $1.id }.map { try CatalogListing(catalog: $0, store: movies, today: today) }
        deckIndex = SiteSnapshot.index(self.decks.map(\.id))
        let former = Dictionary(grouping: self.decks.filter { $0.formerID != nil }) { $0.formerID! }
        formerIDs = Dictionary(uniqueKeysWithValues: former.compactMap { [deckIndex] formerID, decks in
            decks.count == 1 && deckIndex[formerID] == nil ? (decks[0].id, formerID) : nil
        })
        let cardIDs = Dictionary(uniqueKeysWithValues: self.decks.map { ($0.id, $0.cardIdentities) })
        self.cardIDs = cardIDs
        (lineage, editedCards) = CardLineage.following(previousLineage, decks: self.decks) { cardIDs[$0] ?? [] }
        bookIndex = SiteSnapshot.index(addressBooks.map(\.book.id))
        catalogIndex = SiteSnapshot.index(catalogs.map(\.catalog.id))
        decksByTitle = self.decks.sorted { lhs, rhs in
            let (left, right) = (lhs.title.lowercased(), rhs.title.lowercased())
            return left == right ? lhs.id < rhs.id : left < right
        }
        contents = [
            ListFolder.Contents(kind: .decks, entries: decksByTitle.map {
                .init(title: $0.title, route: .deck($0.id), count: $0.cards.count)
            }, isInNavigation: false),
            ListFolder.Contents(kind: .contacts, entries: addressBooks.map {
                .init(title: $0.book.title, route: .addressBook($0.book.id), count: $0.contacts.count)
            }, isInNavigation: true),
            ListFolder.Contents(kind: .movies, entries: catalogs.map {
                .init(title: $0.catalog.title, route: .movieList($0.catalog.id, page: 1), count: $0.pagination.totalCount)
            }, isInNavigation: true),
        ].filter { !$0.entries.isEmpty }
        navigation = SiteNavigation(contents)
    }

    /// Reads each of `content`'s gateways once (`init(settings:today:decks:contacts:movies:previousLineage:)`).
    public init(_ content: some SiteGateways, today: CalendarDate, previousLineage: CardLineage? = nil) throws {
        try self.init(
            settings: content.settings, today: today, decks: content.decks, contacts: content.contacts, movies: content.movies,
            previousLineage: previousLineage
        )
    }

    /// The deck with `id`.
    public func deck(_ id: Deck.ID) throws(DeckStoreError) -> Deck {
        guard let index = deckIndex[id] else { throw .deckNotFound(id) }
        return decks[index]
    }

    /// The identities of a deck's cards, in card order (what study progress is stored under).
    public func cardIdentities(of id: Deck.ID) -> [String] {
        cardIDs[id] ?? []
    }

    /// Earlier identities of a deck's cards whose question was edited, by their identity now.
    public func earlierIdentities(of id: Deck.ID) -> [String: [String]] {
        lineage.decks[id.slug]?.earlier ?? [:]
    }

    /// The slug a deck had before slugs kept letters outside ASCII, when it differs and was that
    /// deck's alone: where the browser finds the progress the deck had under it.
    public func formerID(of id: Deck.ID) -> Deck.ID? {
        formerIDs[id]
    }

    /// The address book with `id`, its contacts in list order.
    public func addressBook(_ id: AddressBook.ID) throws(ContactStoreError) -> ContactDirectory {
        guard let index = bookIndex[id] else { throw .addressBookNotFound(id) }
        return addressBooks[index]
    }

    /// The catalog with `id`, with its list.
    public func catalog(_ id: MovieCatalog.ID) throws(MovieStoreError) -> CatalogListing {
        guard let index = catalogIndex[id] else { throw .catalogNotFound(id) }
        return catalogs[index]
    }

    private static func index<ID: Hashable>(_ ids: [ID]) -> [ID: Int] {
        Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
