/// The gateway through which movie use cases read catalogs.
/// Like the article's movie database, it answers fetch requests (filters, an order, a page). A
/// build asks once per catalog for the whole list (`SiteSnapshot`), so each catalog is filtered
/// and sorted once, and every page is cut from that list.
public protocol MovieStore: Sendable {
    func fetchCatalogs() throws(MovieStoreError) -> [MovieCatalog]
    /// One fixed-size page of a catalog's movies, filtered and sorted as `request` says.
    func fetchMovies(_ request: MovieFetchRequest) throws(MovieStoreError) -> MoviePage
}

/// What to fetch: the article's fetch request, with filter and sort attributes.
public struct MovieFetchRequest: Sendable, Hashable {
    public let catalog: MovieCatalog.ID
    public let sort: MovieSort
    public let releasedOnOrAfter: CalendarDate?
    public let releasedOnOrBefore: CalendarDate?
    public let language: String?
    /// 0-based page of `pageSize` movies.
    public let page: Int
    public let pageSize: Int

    public init(catalog: MovieCatalog.ID, sort: MovieSort, releasedOnOrAfter: CalendarDate? = nil, releasedOnOrBefore: CalendarDate? = nil, language: String? = nil, page: Int, pageSize: Int) {
        self.catalog = catalog
        self.sort = sort
        self.releasedOnOrAfter = releasedOnOrAfter
        self.releasedOnOrBefore = releasedOnOrBefore
        self.language = language
        self.page = page
        self.pageSize = pageSize
    }
}

/// One page of results and how many there are in all.
public struct MoviePage: Sendable, Hashable {
    public let movies: [Movie]
    public let totalCount: Int

    public init(movies: [Movie], totalCount: Int) {
        self.movies = movies
        self.totalCount = totalCount
    }
}

public enum MovieStoreError: Error, Sendable, Equatable {
    case catalogNotFound(MovieCatalog.ID)
    case movieNotFound(Movie.ID, in: MovieCatalog.ID)
}
