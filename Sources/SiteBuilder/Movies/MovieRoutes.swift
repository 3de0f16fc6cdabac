import Domain
import HTMLView
import Scenes

/// The movie pages: for each catalog, its numbered list pages, a batch script for every page
/// after the first (what the in-place list appends), and a detail page per listed movie.
extension SiteRouter {
    func movieRoutes() throws -> [SiteRoute] {
        var routes: [SiteRoute] = []
        for catalog in try environment.movies.fetchCatalogs() {
            var listing = MovieListing(
                catalog: catalog, store: environment.movies, today: environment.buildDate,
                sourcePageSize: MovieConfiguration.sourcePageSize
            )
            let pageCount = try listing.pagination().pageCount
            routes += (1...pageCount).map { .movieList(catalog.id, page: $0) }
            routes += (1...pageCount).dropFirst().map { .movieBatch(catalog.id, page: $0) }
            routes += try listing.all().map { .movie(catalog.id, $0.id) }
        }
        return routes
    }

    func renderMovies(_ route: SiteRoute, into output: any RouteOutput) throws {
        switch route {
        case .movieList(let catalog, let page):
            try ListMoviesConfigurator.scene(for: route, view: .page, environment: environment, sink: output)
                .listMovies(ListMovies.Request(catalogID: catalog, page: page, today: environment.buildDate))
        case .movieBatch(let catalog, let page):
            try ListMoviesConfigurator.scene(for: route, view: .batchScript, environment: environment, sink: output)
                .listMovies(ListMovies.Request(catalogID: catalog, page: page, today: environment.buildDate))
        case .movie(let catalog, let movie):
            try ShowMovieConfigurator.scene(for: route, environment: environment, sink: output)
                .showMovie(ShowMovie.Request(catalogID: catalog, movieID: movie, today: environment.buildDate))
        default:
            preconditionFailure("\(route) is not a movie route")
        }
    }
}
