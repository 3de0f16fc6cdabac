import Domain
import HTMLView
import Scenes

/// The movie pages. PLACEHOLDER: the movies work replaces this file.
extension SiteRouter {
    func movieRoutes() throws -> [SiteRoute] { [] }

    func renderMovies(_ route: SiteRoute, into output: any RouteOutput) throws {}
}
