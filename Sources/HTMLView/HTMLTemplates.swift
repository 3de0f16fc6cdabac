import Foundation
import Mustache

/// The logic-less page templates (Mustache, HTML-escaping every `{{value}}` by default).
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

    static let names = ["layout", "list-decks", "study-deck"]

    private let library: MustacheLibrary

    /// Loads the templates bundled with this module.
    public init() throws {
        var library = MustacheLibrary()
        for name in HTMLTemplates.names {
            guard let url = Bundle.module.url(forResource: name, withExtension: "mustache", subdirectory: "Templates") else {
                throw LoadError.missing(name)
            }
            do {
                library.register(try MustacheTemplate(string: String(contentsOf: url, encoding: .utf8)), named: name)
            } catch {
                throw LoadError.invalid(name, error)
            }
        }
        self.library = library
    }

    func render(_ object: Any, template name: String) -> String {
        guard let html = library.render(object, withTemplate: name) else {
            preconditionFailure("template '\(name)' was checked at load time")
        }
        return html
    }
}
