import Scenes

/// A view model the template view renders as a page: which template, and under which key the
/// template reads it (`{{deck.title}}`), next to the layout's `{{page.…}}`.
public protocol TemplatePage: Sendable, TemplateFields {
    static var template: Template { get }
    static var key: String { get }
    /// Data the page embeds in `<script type="application/json">` elements, by name, already
    /// escaped for a script element (see `ScriptJSON`).
    func scriptData() throws -> [String: String]
    /// HTML the page shares with other pages, by name, each piece rendered once a build with
    /// its own template (`HTMLTemplates.fragment`) and placed with `{{{name}}}`.
    func fragments(_ templates: HTMLTemplates) -> [String: String]
    /// True for a page so large that its script data and its fragments are made at the same
    /// time, on two cores (a deck of 10,000 cards); false by default.
    var isLarge: Bool { get }
}

extension TemplatePage {
    public var isLarge: Bool { false }
    public func scriptData() throws -> [String: String] { [:] }
    public func fragments(_ templates: HTMLTemplates) -> [String: String] { [:] }
}
