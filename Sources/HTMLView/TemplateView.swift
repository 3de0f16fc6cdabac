import Domain
import Mustache
import Scenes

/// The one HTML view: renders any page's view model with its template.
/// Logic-less: it places values the presenter prepared and escapes each one for HTML. A new kind
/// of page adds a template and a `TemplatePage` conformance, never a view type.
public struct TemplateView: Sendable {
    private let templates: HTMLTemplates

    public init(templates: HTMLTemplates) {
        self.templates = templates
    }

    /// The page's HTML as bytes, as its file holds them: a page its stencil places is never made
    /// a `String` (`HTMLSink`); one swift-mustache renders is copied from its text.
    public func bytes<Page: TemplatePage>(_ model: Page) throws -> [UInt8] {
        templates.renderPage(try context(of: model), template: Page.template, as: [UInt8].self)
    }

    /// What the page's template sees: `page` (the layout's chrome), the view model under its
    /// key, `pageColour`, the script data and the shared fragments.
    func context<Page: TemplatePage>(of model: Page) throws -> TemplateObject {
        let script: [String: String], fragments: [String: String]
        if model.isLarge {
            let (scriptResult, fragmentsMade) = ConcurrentMap.both({ Result { try model.scriptData() } }, { model.fragments(templates) })
            (script, fragments) = (try scriptResult.get(), fragmentsMade)
        } else {
            (script, fragments) = (try model.scriptData(), model.fragments(templates))
        }
        let object = templates.object(model, for: Page.template)
        // The chrome is the view model's own, encoded with it (when the template mentions `page`).
        let page = object.value(named: "page")
        let (scriptNames, fragmentNames) = (script.keys.sorted(), fragments.keys.sorted())
        return TemplateObject(
            keys: TemplateKeys.named(["page", Page.key, "pageColour"] + scriptNames + fragmentNames),
            values: [page, .object(object), .text(PageColour.background)]
                + scriptNames.map { .text(script[$0]!) } + fragmentNames.map { .text(fragments[$0]!) }
        )
    }
}
