import Domain
import HTMLView
import Scenes

/// Wires the StudyDeck scene for one deck page: store → interactor → presenter → HTML view → page.
enum StudyDeckConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, sink: any PageSink) -> StudyDeckInteractor {
        let view = StudyDeckHTMLView(templates: environment.templates, sink: sink)
        let presenter = StudyDeckPresenter(
            renderer: environment.renderer,
            context: environment.context(for: route),
            display: view
        )
        return StudyDeckInteractor(store: environment.decks, presenter: presenter)
    }
}
