import Domain

/// Gathers what the home page lists: decks by title, address books and catalogs by slug.
public struct ShowHomeInteractor: Sendable {
    private let decks: any DeckStore
    private let contacts: any ContactStore
    private let movies: any MovieStore
    private let presenter: any ShowHomePresentationLogic

    public init(decks: any DeckStore, contacts: any ContactStore, movies: any MovieStore, presenter: any ShowHomePresentationLogic) {
        self.decks = decks
        self.contacts = contacts
        self.movies = movies
        self.presenter = presenter
    }

    public func showHome(_ request: ShowHome.Request) throws {
        let decks = try decks.fetchDecks().sorted { lhs, rhs in
            let (left, right) = (lhs.title.lowercased(), rhs.title.lowercased())
            return left == right ? lhs.id < rhs.id : left < right
        }
        let catalogs = try movies.fetchCatalogs().map { catalog in
            let listed = try movies.fetchMovies(catalog.fetchRequest(page: 0, pageSize: 1, today: request.today))
            return ShowHome.ListedCatalog(catalog: catalog, listedCount: listed.totalCount)
        }
        try presenter.presentHome(ShowHome.Response(
            decks: decks,
            cardIDs: decks.map { CardIdentity.identities(of: $0.cards) },
            addressBooks: try contacts.fetchAddressBooks(),
            catalogs: catalogs
        ))
    }
}
