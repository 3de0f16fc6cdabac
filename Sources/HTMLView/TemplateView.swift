import Domain
import Mustache
import Scenes

/// The one HTML view: renders any page's view model with its template.
///
/// Logic-less: it places values the presenter prepared and escapes each one for HTML. A new kind
/// of page adds a template and a `TemplatePage` conformance, never a view type.
public struct TemplateView: Sendable {
    private let templates: HTMLTemplates

    public init(templates: HTMLTemplates) {
        self.templates = templates
    }

    /// The page's HTML.
    public func render<Page: TemplatePage>(_ model: Page) throws -> String {
        templates.renderPage(root: try context(of: model), template: Page.template, as: String.self)
    }

    /// The page's HTML as bytes, as its file holds them: a page its stencil places is never made
    /// a `String` (`HTMLSink`); one swift-mustache renders is copied from its text.
    public func bytes<Page: TemplatePage>(_ model: Page) throws -> [UInt8] {
        templates.renderPage(root: try context(of: model), template: Page.template, as: [UInt8].self)
    }

    /// What the page's template sees.
    private func context<Page: TemplatePage>(of model: Page) throws -> TemplateContext<Page> {
        let script: [String: String], fragments: [String: String]
        if model.isLarge {
            let (scriptResult, fragmentsMade) = ConcurrentMap.both({ Result { try model.scriptData() } }, { model.fragments(templates) })
            (script, fragments) = (try scriptResult.get(), fragmentsMade)
        } else {
            (script, fragments) = (try model.scriptData(), model.fragments(templates))
        }
        return TemplateContext(page: model.page, key: Page.key, model: model, script: script, fragments: fragments)
    }
}

/// What a template sees: `page`, the view model under its key, the script data, the shared
/// fragments and the page colour.
struct TemplateContext<Page: TemplatePage>: TemplateShape.Keyed, TemplateShape.Root {
    let page: PageChrome
    let key: String
    let model: Page
    let script: [String: String]
    let fragments: [String: String]

    func child(named name: String) -> Any? {
        if name == "page" { return page }
        if name == key { return model }
        if name == "pageColour" { return PageColour.background }
        return script[name] ?? fragments[name]
    }

    /// Every key it answers, in the order `child(named:)` looks: a page's shape (`PageStencil`).
    var templateKeys: [String] {
        ["page", key, "pageColour"] + script.keys.sorted() + fragments.keys.sorted()
    }

    /// The codes and texts `TemplateShape.Walk.visit` adds for it, each child walked by its own
    /// type: made an `Any`, the view model was copied out of it again to be walked, every one
    /// of its texts counted twice.
    func walkShape(_ walk: inout TemplateShape.Walk) -> Bool {
        let keys = templateKeys
        let mask = walk.keyedObject(keys: keys)
        for (name, asked) in zip(keys, mask) {
            let walked = if name == "page" {
                walk.child(page, asked)
            } else if name == key {
                walk.child(opening: model, asked)
            } else if name == "pageColour" {
                walk.child(PageColour.background, asked)
            } else {
                walk.child(script[name] ?? fragments[name], asked)
            }
            guard walked else { return false }
        }
        return true
    }
}
