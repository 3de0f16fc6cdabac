import Domain

/// What a folder holds, in the order the home page lists it: decks by title, address books and
/// catalogs in slug order, a catalog's pages by number.
public struct ListFolderInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ListFolder.Request, in site: SiteSnapshot) throws -> ListFolder.Response {
        switch request.folder {
        case .decks:
            let decks = try ShowHomeInteractor().respond(to: ShowHome.Request(), in: site).decks
            return .init(folder: .decks, catalogTitle: nil, entries: decks.map { .init(title: $0.title, route: .deck($0.id), count: $0.cards.count) })
        case .contacts:
            return .init(folder: .contacts, catalogTitle: nil, entries: site.addressBooks.map {
                .init(title: $0.book.title, route: .addressBook($0.book.id), count: $0.contacts.count)
            })
        case .movies:
            return .init(folder: .movies, catalogTitle: nil, entries: site.catalogs.map {
                .init(title: $0.catalog.title, route: .movieList($0.catalog.id, page: 1), count: $0.pagination.totalCount)
            })
        case .catalogPages(let id):
            let listing = try site.catalog(id)
            return .init(folder: request.folder, catalogTitle: listing.catalog.title, entries: (1...listing.pagination.pageCount).map { page in
                .init(title: String(page), route: .movieList(id, page: page), count: listing.movies(onPage: page).count)
            })
        }
    }
}
