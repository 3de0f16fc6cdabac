import Domain
import HTMLView
import Scenes

/// The concrete parts every scene is built from: the one place that names them.
struct SceneEnvironment: Sendable {
    let settings: SiteSettings
    let decks: any DeckStore
    let renderer: any RichTextRendering
    let templates: HTMLTemplates
}
