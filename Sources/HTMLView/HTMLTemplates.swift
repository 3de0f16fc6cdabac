import Domain
import Foundation
import Mustache
import Scenes

/// The logic-less templates (Mustache, HTML-escaping every `{{value}}` by default), loaded and
/// checked once: every `Template` must be present and parse, or loading fails naming it.
public struct HTMLTemplates: Sendable {
    public enum LoadError: Error, CustomStringConvertible {
        case missing(String)
        case invalid(String, any Error)
        /// A theme's template that does not parse: its file, line and column, and why.
        case invalidOverride(file: String, line: Int, column: Int, reason: String)

        public var description: String {
            switch self {
            case .missing(let name): "template '\(name)' is missing from the HTMLView resources"
            case .invalid(let name, let error): "template '\(name)' does not parse: \(error)"
            case .invalidOverride(let file, let line, let column, let reason):
                "\(file):\(line):\(column): error: the template does not parse: \(reason)"
            }
        }
    }

    /// A theme's template in place of a built-in one: its text, and its file as diagnostics name it.
    public struct Override: Sendable {
        public let text: String
        public let file: String

        public init(text: String, file: String) {
            self.text = text
            self.file = file
        }
    }

    /// The built-in templates, by file name (`study-deck.mustache`), as `site theme eject` copies them.
    public static func builtIn() throws -> [(fileName: String, text: String)] {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else { throw LoadError.missing("Templates") }
        return try Template.allCases.map { template in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(template.fileName), encoding: .utf8) else {
                throw LoadError.missing(template.rawValue)
            }
            return (template.fileName, text)
        }
    }

    /// The built-in templates, read and parsed once a process; nil when one is missing or does
    /// not parse (`init` then says which). A build starts this while it reads the content
    /// (`preload()`), so the pages need not wait for it.
    private static let parsedBuiltIns = try? parseBuiltIns()

    /// Reads and parses the built-in templates now, unless done already; `init` waits for a
    /// preload under way rather than doing it again.
    public static func preload() {
        _ = parsedBuiltIns
    }

    /// Whether the built-in templates are parsed and kept (for tests: a preload that failed
    /// would leave every build parsing them again).
    static var keepsParsedBuiltIns: Bool { parsedBuiltIns != nil }

    /// Each built-in template's text and parse, by file name.
    private static func parseBuiltIns() throws -> [String: (text: String, template: MustacheTemplate)] {
        // The templates name their content type, which swift-mustache looks up as it parses them.
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        var parsed: [String: (text: String, template: MustacheTemplate)] = [:]
        for (fileName, text) in try builtIn() {
            do {
                parsed[fileName] = (text, try MustacheTemplate(string: text))
            } catch {
                throw LoadError.invalid(Template.allCases.first { $0.fileName == fileName }?.rawValue ?? fileName, error)
            }
        }
        return parsed
    }

    private let library: MustacheLibrary
    /// What turns view models into what the templates see; a worker's own (`worker()`).
    private var encoder = TemplateEncoder()
    /// Fragments rendered so far, shared by every copy of these templates (one build's) but a
    /// worker's (`worker()`).
    private var fragments = FragmentMemo()
    /// The list templates' stencils, by template, list key and item keys (`renderList`).
    private var stencils = LockedCache<String, ListStencil?>()
    /// The page templates' stencils, by template and shape (`renderPage`).
    private var pageStencils = PageStencils()
    /// The names each template's tags mention, with the templates it includes (`renderPage`).
    let mentions: [Template: Set<String>?]
    /// The list templates a stencil may place (`renderList`): ones that include no other
    /// template, define no block (nothing is indented) and name no number transform (a list of
    /// four may differ from the probes' lists of one to three by `minusone(index())`).
    private let listStencilled: Set<Template>

    /// Loads the templates bundled with this module, each replaced by its override if there is
    /// one (by file name, `study-deck.mustache`: a theme's template).
    public init(overrides: [String: Override] = [:]) throws {
        var library = MustacheLibrary()
        var texts: [String: String] = [:]
        // Parsing the built-ins registered their content type, which the overrides name too.
        let builtIns = try HTMLTemplates.parsedBuiltIns ?? HTMLTemplates.parseBuiltIns()
        for template in Template.allCases {
            let fileName = template.fileName
            guard let builtIn = builtIns[fileName] else { continue }
            texts[template.rawValue] = overrides[fileName]?.text ?? builtIn.text
            if let override = overrides[fileName] {
                do {
                    library.register(try MustacheTemplate(string: override.text), named: template.rawValue)
                } catch let error as MustacheTemplate.ParserError {
                    throw LoadError.invalidOverride(
                        file: override.file, line: error.context.lineNumber, column: error.context.columnNumber, reason: "\(error.error)"
                    )
                } catch {
                    throw LoadError.invalidOverride(file: override.file, line: 1, column: 1, reason: "\(error)")
                }
                continue
            }
            library.register(builtIn.template, named: template.rawValue)
        }
        self.library = library
        let mentions = Dictionary(uniqueKeysWithValues: Template.allCases.map { ($0, TemplateShape.mentions(of: $0.rawValue, in: texts)) })
        self.mentions = mentions
        listStencilled = Set(Template.allCases.filter { template in
            guard let names = mentions[template] ?? nil, let text = texts[template.rawValue] else { return false }
            return names.isDisjoint(with: TemplateShape.Walk.numberTransforms) && !TemplateShape.includesOthers(text)
        })
    }

    /// These templates, for the pages of one worker: the same parsed templates, with memos and
    /// stencils of its own: cores that shared them would take turns at their locks and at the
    /// reference counts of the same strings, and one that renders its pages with what it
    /// learned itself never waits. A page
    /// shape one worker learned, another adopts the first time it meets it
    /// (`SharedPageStencils`): a shape is learned once a build.
    public func worker() -> HTMLTemplates {
        var copy = self
        copy.encoder = TemplateEncoder()
        copy.fragments = FragmentMemo()
        copy.stencils = LockedCache()
        copy.pageStencils = pageStencils.worker()
        return copy
    }

    func render(_ object: Any, template: Template) -> String {
        guard let html = library.render(object, withTemplate: template.rawValue) else {
            preconditionFailure("template '\(template.rawValue)' was loaded and checked at start-up")
        }
        return html
    }

    /// `model` as `template` sees it (`TemplateEncoder`).
    func object<Model: TemplateFields>(_ model: Model, for template: Template) -> TemplateObject {
        encoder.object(model, mentions: mentions[template] ?? nil)
    }

    /// A view model rendered with its template (`renderPage(_:template:as:)`).
    func renderPage<Model: TemplateFields>(_ model: Model, template: Template) -> String {
        renderPage(object(model, for: template), template: template, as: String.self)
    }

    /// A page's values, or a part of a page's, rendered with its template into `Sink` (a
    /// `String`, or a whole page's bytes): through the stencil of its shape once values of that
    /// shape were seen before (`PageStencil`), by swift-mustache otherwise.
    func renderPage<Sink: HTMLSink>(_ object: TemplateObject, template: Template, as _: Sink.Type) -> Sink {
        pageStencils.render(object, template: template, mentions: mentions[template] ?? nil, as: Sink.self) { render($0, template: template) }
    }

    /// How many page shapes have a stencil so far (for tests).
    var learnedPageStencils: Int { pageStencils.learned }

    /// `models` rendered with `template`, which loops over them as `{{#key}}`.
    /// When the template's output is its items' values placed in the same texts (`ListStencil`),
    /// the values are placed without swift-mustache: the same bytes, a fraction of the time.
    func renderList<Model: TemplateFields & Sendable>(_ models: [Model], as key: String, template: Template) -> String {
        let objects = ConcurrentMap.map(models) { [self] slice in slice.map { object($0, for: template) } }
        if let first = objects.first, let stencil = stencil(for: first, as: key, template: template) {
            let parts = ConcurrentMap.map(objects) { slice in [stencil.values(of: slice).map { stencil.renderItems($0[...]) }] }
            if parts.allSatisfy({ $0 != nil }) {
                return stencil.joined(parts.compactMap { $0 }.filter { !$0.isEmpty })
            }
        }
        return render(ListContext(key: key, models: objects), template: template)
    }

    /// The stencil of `template` over a list under `key` of objects with the keys of `object`,
    /// learned once per worker (`worker()`); nil when there is none.
    func stencil(for object: TemplateObject, as key: String, template: Template) -> ListStencil? {
        guard listStencilled.contains(template) else { return nil }
        let keys = object.keys.names
        let name = "\(template.rawValue) \(key) \(keys.joined(separator: " "))"
        return stencils.value(for: name) { _ in
            ListStencil.learn(keys: keys, listKey: key) { render($0, template: template) }
        }
    }

    /// `models`, each rendered with `template`, joined: a list many pages show alike but for
    /// their current line (`current`, rendered as `mark` makes it), rendered once per worker
    /// that meets it (`FragmentMemo`).
    func sharedList<Model: Hashable & TemplateFields & Sendable>(_ models: [Model], current: Int?, template: Template, mark: (Model) -> Model) -> String {
        fragments.joined(models, current: current, template: template, mark: mark) { renderPage($0, template: template) }
    }
}

/// What a list template sees: the models under their key.
private struct ListContext: MustacheParent {
    let key: String
    let models: [TemplateObject]

    func child(named name: String) -> Any? {
        name == key ? models : nil
    }
}
