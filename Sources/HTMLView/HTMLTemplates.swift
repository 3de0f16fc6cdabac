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

    private let library: MustacheLibrary

    /// Loads the templates bundled with this module.
    public init() throws {
        var library = MustacheLibrary()
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw LoadError.missing("Templates")
        }
        let urls = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for url in urls {
            let name = url.deletingPathExtension().lastPathComponent
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
