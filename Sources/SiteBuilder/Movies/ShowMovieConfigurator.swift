import HTMLView
import Scenes

/// Wires the ShowMovie scene for one detail page: store → interactor → presenter → HTML view.
enum ShowMovieConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, sink: any PageSink) -> ShowMovieInteractor {
        let view = ShowMovieHTMLView(templates: environment.templates, sink: sink)
        let presenter = ShowMoviePresenter(renderer: environment.renderer, context: environment.context(for: route), display: view)
        return ShowMovieInteractor(store: environment.movies, sourcePageSize: MovieConfiguration.sourcePageSize, presenter: presenter)
    }
}
