import Domain

/// Fetches one movie and its catalog's list (for the split view and the way back to its page).
public struct ShowMovieInteractor: Sendable {
    private let store: any MovieStore
    private let sourcePageSize: Int
    private let presenter: any ShowMoviePresentationLogic

    /// - Parameter sourcePageSize: how many movies the interactor asks the store for at a time.
    public init(store: any MovieStore, sourcePageSize: Int, presenter: any ShowMoviePresentationLogic) {
        self.store = store
        self.sourcePageSize = sourcePageSize
        self.presenter = presenter
    }

    public func showMovie(_ request: ShowMovie.Request) throws {
        let catalog = try store.fetchCatalog(request.catalogID)
        let movie = try store.fetchMovie(request.movieID, in: request.catalogID)
        var listing = MovieListing(catalog: catalog, store: store, today: request.today, sourcePageSize: sourcePageSize)
        let listed = try listing.all()
        try presenter.presentMovie(ShowMovie.Response(
            catalog: catalog,
            movie: movie,
            listed: listed,
            position: listed.firstIndex { $0.id == movie.id },
            pagination: try listing.pagination()
        ))
    }
}
