import HTMLView
import Scenes

/// Wires the 404 page.
enum NotFoundConfigurator {
    static func render(_ route: SiteRoute, environment: SceneEnvironment, sink: any PageSink) throws {
        let view = NotFoundHTMLView(templates: environment.templates, sink: sink)
        try NotFoundPresenter(context: environment.context(for: route), display: view).presentNotFound()
    }
}
