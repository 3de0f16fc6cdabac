import Domain

/// A catalog's list as its settings describe it on the build's day: the movies that pass its
/// filters, in its order, cut into its pages, with each movie's position. Computed once a build.
public struct CatalogListing: Sendable {
    public let catalog: MovieCatalog
    /// The listed movies, in list order.
    public let movies: [Movie]
    public let pagination: MoviePagination
    /// The first release day the list admits, when the catalog has a `released_within` window.
    public let releasedSince: CalendarDate?
    private let positions: [Movie.ID: Int]
    private let byID: [Movie.ID: Int]

    /// Asks the store for the catalog's whole list in one request: one filter and one sort a build.
    init(catalog: MovieCatalog, store: any MovieStore, today: CalendarDate) throws(MovieStoreError) {
        self.catalog = catalog
        let all = max(catalog.movies.count, 1)
        movies = try store.fetchMovies(catalog.fetchRequest(page: 0, pageSize: all, today: today)).movies
        pagination = MoviePagination(totalCount: movies.count, pageSize: catalog.settings.pageSize)
        releasedSince = catalog.settings.releasedWithin?.start(endingOn: today)
        positions = Dictionary(movies.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        byID = Dictionary(catalog.movies.indices.map { (catalog.movies[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The movies on `page` (1-based); empty past the end.
    public func movies(onPage page: Int) -> ArraySlice<Movie> {
        let start = min(max(pagination.offset(ofPage: page), 0), movies.count)
        return movies[start..<min(start + pagination.pageSize, movies.count)]
    }

    /// The movie's index in the list, or `nil` when the catalog's filters leave it out.
    public func position(of id: Movie.ID) -> Int? {
        positions[id]
    }

    /// The movie with `id`, listed or not.
    public func movie(_ id: Movie.ID) throws(MovieStoreError) -> Movie {
        guard let index = byID[id] else { throw .movieNotFound(id, in: catalog.id) }
        return catalog.movies[index]
    }
}
