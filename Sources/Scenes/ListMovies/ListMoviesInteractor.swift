import Domain

/// Fetches one page of a catalog's list through a `MovieListing`: the catalog's filters and
/// order, its `page_size` batches, served from the store's fixed-size pages.
public struct ListMoviesInteractor: Sendable {
    private let store: any MovieStore
    private let sourcePageSize: Int
    private let presenter: any ListMoviesPresentationLogic

    /// - Parameter sourcePageSize: how many movies the interactor asks the store for at a time,
    ///   independent of the catalog's `page_size`.
    public init(store: any MovieStore, sourcePageSize: Int, presenter: any ListMoviesPresentationLogic) {
        self.store = store
        self.sourcePageSize = sourcePageSize
        self.presenter = presenter
    }

    public func listMovies(_ request: ListMovies.Request) throws {
        let catalog = try store.fetchCatalog(request.catalogID)
        var listing = MovieListing(catalog: catalog, store: store, today: request.today, sourcePageSize: sourcePageSize)
        let pagination = try listing.pagination()
        guard pagination.contains(page: request.page) else {
            throw ListMoviesError.pageOutOfRange(page: request.page, pageCount: pagination.pageCount)
        }
        try presenter.presentMovies(ListMovies.Response(
            catalog: catalog,
            movies: try listing.movies(onPage: request.page),
            page: request.page,
            pagination: pagination,
            releasedSince: catalog.settings.releasedWithin?.start(endingOn: request.today)
        ))
    }
}
