import Domain

/// Looks one movie up with its place in its catalog's list: the page of the list it sits on
/// (what the split view shows beside it) and its neighbours. Never the whole list, so a detail
/// page costs the same in a catalog of 100 movies and of 100,000.
public struct ShowMovieInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ShowMovie.Request, in site: SiteSnapshot) throws -> ShowMovie.Response {
        let listing = try site.catalog(request.catalogID)
        let movie = try listing.movie(request.movieID)
        guard let position = listing.position(of: movie.id) else {
            return ShowMovie.Response(catalog: listing.catalog.heading, movie: movie, place: nil)
        }
        let page = listing.pagination.page(containing: position)
        let movies = listing.movies
        return ShowMovie.Response(catalog: listing.catalog.heading, movie: movie, place: ShowMovie.Place(
            position: position,
            page: page,
            pagination: listing.pagination,
            window: listing.movies(onPage: page),
            previous: position > 0 ? movies[position - 1] : nil,
            next: position + 1 < movies.count ? movies[position + 1] : nil
        ))
    }
}
