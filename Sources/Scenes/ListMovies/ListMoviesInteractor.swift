import Domain

/// Looks one page of a catalog's list up: its movies, in the catalog's order, filtered as its
/// settings say (see `CatalogListing`, computed once a build).
public struct ListMoviesInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ListMovies.Request, in site: SiteSnapshot) throws -> ListMovies.Response {
        let listing = try site.catalog(request.catalogID)
        guard listing.pagination.contains(page: request.page) else {
            throw ListMoviesError.pageOutOfRange(page: request.page, pageCount: listing.pagination.pageCount)
        }
        return ListMovies.Response(
            catalog: listing.catalog.heading,
            movies: listing.movies(onPage: request.page),
            page: request.page,
            pagination: listing.pagination,
            releasedSince: listing.releasedSince
        )
    }
}
