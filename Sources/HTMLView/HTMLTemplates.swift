import Foundation
import Mustache

/// The logic-less templates (Mustache, HTML-escaping every `{{value}}` by default), loaded and
/// checked once: every `Template` must be present and parse, or loading fails naming it.
public struct HTMLTemplates: Sendable {
    public enum LoadError: Error, CustomStringConvertible {
        case missing(String)
        case invalid(String, any Error)

        public var description: String {
            switch self {
            case .missing(let name): "template '\(name)' is missing from the HTMLView resources"
            case .invalid(let name, let error): "template '\(name)' does not parse: \(error)"
            }
        }
    }

    private let library: MustacheLibrary

    /// Loads the templates bundled with this module.
    public init() throws {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw LoadError.missing("Templates")
        }
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        var library = MustacheLibrary()
        for template in Template.allCases {
            let url = folder.appendingPathComponent(template.fileName)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw LoadError.missing(template.rawValue) }
            do {
                library.register(try MustacheTemplate(string: text), named: template.rawValue)
            } catch {
                throw LoadError.invalid(template.rawValue, error)
            }
        }
        self.library = library
    }

    func render(_ object: Any, template: Template) -> String {
        guard let html = library.render(object, withTemplate: template.rawValue) else {
            preconditionFailure("template '\(template.rawValue)' was loaded and checked at start-up")
        }
        return html
    }
}
