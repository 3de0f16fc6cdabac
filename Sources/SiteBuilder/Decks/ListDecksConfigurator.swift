import Domain
import HTMLView
import Scenes

/// Wires the ListDecks scene for the home page.
enum ListDecksConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, sink: any PageSink) -> ListDecksInteractor {
        let view = ListDecksHTMLView(templates: environment.templates, sink: sink)
        let presenter = ListDecksPresenter(
            renderer: environment.renderer,
            context: environment.context(for: route),
            display: view
        )
        return ListDecksInteractor(store: environment.decks, presenter: presenter)
    }
}
