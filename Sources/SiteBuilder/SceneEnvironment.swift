import Domain
import HTMLView
import Scenes

/// The concrete parts every scene is built from: the one place that names them.
struct SceneEnvironment: Sendable {
    let settings: SiteSettings
    let decks: any DeckStore
    let contacts: any ContactStore
    let movies: any MovieStore
    let renderer: any RichTextRendering
    let templates: HTMLTemplates
    /// "Today" for the build: movie release windows are counted back from it.
    let buildDate: CalendarDate
    /// The navigation every page shows.
    let sections: [SiteSection]

    /// The page context for `route`.
    func context(for route: SiteRoute) -> PageContext {
        PageContext(site: settings, route: route, sections: sections)
    }
}
