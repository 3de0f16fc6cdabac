import Domain
import HTMLView
import Scenes

/// Knows every file of the site and which scene renders it.
struct SiteRouter {
    let environment: SceneEnvironment

    /// Every route: home, 404, decks, then contacts and movies.
    func routes() throws -> [SiteRoute] {
        [.home, .notFound] + (try environment.decks.fetchDecks()).map { .deck($0.id) }
            + (try contactRoutes()) + (try movieRoutes())
    }

    /// Runs the scene for `route`, which writes its file through `output`.
    func render(_ route: SiteRoute, into output: any RouteOutput) throws {
        switch route {
        case .home:
            try ShowHomeConfigurator.scene(for: route, environment: environment, sink: output)
                .showHome(ShowHome.Request(today: environment.buildDate))
        case .notFound:
            try NotFoundConfigurator.render(route, environment: environment, sink: output)
        case .deck(let id):
            try StudyDeckConfigurator.scene(for: route, environment: environment, sink: output).loadDeck(StudyDeck.Request(deckID: id))
        case .addressBook, .contact, .vCard:
            try renderContacts(route, into: output)
        case .movieList, .movieBatch, .movie:
            try renderMovies(route, into: output)
        }
    }
}
