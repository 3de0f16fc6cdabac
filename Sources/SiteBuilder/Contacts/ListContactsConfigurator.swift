import Domain
import Scenes

/// Wires the ListContacts scene: store → interactor → presenter → the given view (HTML page or vCard file).
enum ListContactsConfigurator {
    static func scene(for route: SiteRoute, environment: SceneEnvironment, display: any ListContactsDisplayLogic) -> ListContactsInteractor {
        let collation = Collation(language: environment.settings.language)
        let presenter = ListContactsPresenter(
            renderer: environment.renderer, context: environment.context(for: route), collation: collation, display: display
        )
        return ListContactsInteractor(store: environment.contacts, collation: collation, presenter: presenter)
    }
}
