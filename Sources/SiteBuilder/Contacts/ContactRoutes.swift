import Domain
import HTMLView
import Scenes

/// The contact pages. PLACEHOLDER: the contacts work replaces this file.
extension SiteRouter {
    func contactRoutes() throws -> [SiteRoute] { [] }

    func renderContacts(_ route: SiteRoute, into output: any RouteOutput) throws {}
}
