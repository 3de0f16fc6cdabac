import Domain

/// A catalog's list as its settings describe it on one day, read in batches of any size.
///
/// The store serves fixed-size pages (`sourcePageSize`); the list shows pages of the catalog's
/// `page_size`. A `BatchAdapter` sits between the two, as the movie browser's data adapter does,
/// so neither size has to know the other.
public struct MovieListing: Sendable {
    public let catalog: MovieCatalog
    private var adapter: BatchAdapter<Movie>

    public init(catalog: MovieCatalog, store: any MovieStore, today: CalendarDate, sourcePageSize: Int) {
        self.catalog = catalog
        adapter = BatchAdapter(sourcePageSize: sourcePageSize) { page, pageSize in
            let result = try store.fetchMovies(catalog.fetchRequest(page: page, pageSize: pageSize, today: today))
            return (result.movies, result.totalCount)
        }
    }

    /// How the list splits into the catalog's pages.
    public mutating func pagination() throws -> MoviePagination {
        _ = try adapter.batch(offset: 0, count: 0)
        return MoviePagination(totalCount: adapter.totalCount ?? 0, pageSize: catalog.settings.pageSize)
    }

    /// The movies on `page` (1-based) of the catalog's list; empty past the end.
    public mutating func movies(onPage page: Int) throws -> [Movie] {
        let size = catalog.settings.pageSize
        return try adapter.batch(offset: max(page - 1, 0) * size, count: size)
    }

    /// Every listed movie, in order.
    public mutating func all() throws -> [Movie] {
        try adapter.batches(of: catalog.settings.pageSize).flatMap { $0 }
    }
}
