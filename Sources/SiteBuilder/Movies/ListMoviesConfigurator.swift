import HTMLView
import Scenes

/// Wires the ListMovies scene for a list page or its batch script: store → interactor → presenter → view.
enum ListMoviesConfigurator {
    /// Which view renders the list: the HTML page or the script the in-place list appends.
    enum View {
        case page, batchScript
    }

    static func scene(for route: SiteRoute, view: View, environment: SceneEnvironment, sink: any PageSink) -> ListMoviesInteractor {
        let display: any ListMoviesDisplayLogic = switch view {
        case .page: ListMoviesHTMLView(templates: environment.templates, sink: sink)
        case .batchScript: MovieBatchScriptView(templates: environment.templates, sink: sink)
        }
        let presenter = ListMoviesPresenter(renderer: environment.renderer, context: environment.context(for: route), display: display)
        return ListMoviesInteractor(store: environment.movies, sourcePageSize: MovieConfiguration.sourcePageSize, presenter: presenter)
    }
}
