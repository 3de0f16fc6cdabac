import Domain
import Scenes

/// Wires the ShowContact scene: store → interactor → presenter → the given view (HTML page or vCard file).
enum ShowContactConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, display: any ShowContactDisplayLogic) -> ShowContactInteractor {
        let presenter = ShowContactPresenter(renderer: environment.renderer, context: environment.context(for: route), display: display)
        return ShowContactInteractor(store: environment.contacts, presenter: presenter)
    }
}
