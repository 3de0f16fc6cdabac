import Domain
import HTMLView
import Scenes

/// Knows every page of the site and which scene renders it.
struct SiteRouter {
    let environment: SceneEnvironment

    /// Every route, home first, then decks by slug.
    func routes() throws -> [SiteRoute] {
        [.home] + (try environment.decks.fetchDecks()).map { .deck($0.id) }
    }

    /// Runs the scene for `route`, which writes its page through `sink`.
    func render(_ route: SiteRoute, into sink: any PageSink) throws {
        switch route {
        case .home:
            try ListDecksConfigurator.scene(for: route, environment: environment, sink: sink).listDecks(ListDecks.Request())
        case .deck(let id):
            try StudyDeckConfigurator.scene(for: route, environment: environment, sink: sink).loadDeck(StudyDeck.Request(deckID: id))
        }
    }
}
