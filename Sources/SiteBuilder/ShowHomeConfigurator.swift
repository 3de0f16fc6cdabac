import Domain
import HTMLView
import Scenes

/// Wires the ShowHome scene for the home page.
enum ShowHomeConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, sink: any PageSink) -> ShowHomeInteractor {
        let view = ShowHomeHTMLView(templates: environment.templates, sink: sink)
        let presenter = ShowHomePresenter(renderer: environment.renderer, context: environment.context(for: route), display: view)
        return ShowHomeInteractor(decks: environment.decks, contacts: environment.contacts, movies: environment.movies, presenter: presenter)
    }
}
