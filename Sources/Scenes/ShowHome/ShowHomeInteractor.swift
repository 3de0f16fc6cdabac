import Domain

/// Gathers what the home page lists: decks by title, address books and catalogs by slug.
public struct ShowHomeInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ShowHome.Request, in site: SiteSnapshot) throws -> ShowHome.Response {
        let decks = site.decksByTitle
        return ShowHome.Response(
            decks: decks,
            cardIDs: decks.map { site.cardIdentities(of: $0.id) },
            formerIDs: Dictionary(uniqueKeysWithValues: decks.compactMap { deck in site.formerID(of: deck.id).map { (deck.id, $0) } }),
            addressBooks: site.addressBooks.map(\.book),
            catalogs: site.catalogs.map { ShowHome.ListedCatalog(catalog: $0.catalog, listedCount: $0.pagination.totalCount) }
        )
    }
}
