import Domain
import HTMLView
import Scenes

/// The movie pages: for each catalog, its numbered list pages, a batch script for every page
/// after the first (what the in-place list appends), and a detail page per listed movie.
extension SiteRouter {
    func movieRoutes() -> [SiteRoute] {
        site.catalogs.flatMap { listing in
            let (catalog, pageCount) = (listing.catalog.id, listing.pagination.pageCount)
            return (1...pageCount).map { SiteRoute.movieList(catalog, page: $0) }
                + (1...pageCount).dropFirst().map { SiteRoute.movieBatch(catalog, page: $0) }
                + listing.movies.map { SiteRoute.movie(catalog, $0.id) }
        }
    }

    func prepareMovies(_ route: SiteRoute, context: PageContext) throws -> PreparedPage {
        let list = Scene(interactor: ListMoviesInteractor(), presenter: ListMoviesPresenter(renderer: renderer, context: context))
        switch route {
        case .movieList(let catalog, let page):
            return try self.page(list, ListMovies.Request(catalogID: catalog, page: page), context: context)
        case .movieBatch(let catalog, let page):
            return try self.page(list, ListMovies.Request(catalogID: catalog, page: page), context: context) { [templates] in
                Array(MovieBatchScriptView(templates: templates).render($0).utf8)
            }
        case .movie(let catalog, let movie):
            let show = Scene(interactor: ShowMovieInteractor(), presenter: ShowMoviePresenter(renderer: renderer, context: context))
            return try self.page(show, ShowMovie.Request(catalogID: catalog, movieID: movie), context: context)
        default:
            preconditionFailure("\(route) is not a movie route")
        }
    }
}
