import Foundation
import Mustache

/// The site's service worker (`sw.js`): a fixed script from the `service-worker` template with
/// this build's version and file list filled in.
public struct ServiceWorkerScript {
    /// One file the worker stores: its address relative to the worker (see `URLPath`), and the SHA-256 (hex) of its bytes.
    public struct File: Sendable, Equatable {
        public let path: String
        public let sha256: String

        public init(path: String, sha256: String) {
            self.path = path
            self.sha256 = sha256
        }
    }

    /// Looked up by key, not by reflection (`MustacheParent`). The list of files is also given
    /// whole, as a JavaScript array (`filesJSON`): looping over thousands of files in the
    /// template is slow in swift-mustache. `files` stays for themes whose `service-worker`
    /// template loops over it.
    private struct Model: MustacheParent {
        struct Entry: MustacheParent {
            let pathJSON: String
            let sha256: String
            /// The digest as a JavaScript string (hex as the build writes it, escaped all the same).
            let sha256JSON: String

            func child(named key: String) -> Any? {
                switch key {
                case "pathJSON": pathJSON
                case "sha256": sha256
                default: nil
                }
            }
        }
        let version: String
        let files: [Entry]
        let visitedLimit: Int

        /// `files` as the array literal `[\n  ["path", "sha256"],\n ... ]`, a line per file.
        var filesJSON: String {
            "[\n" + files.map { "  [\($0.pathJSON), \($0.sha256JSON)],\n" }.joined() + "]"
        }

        func child(named key: String) -> Any? {
            switch key {
            case "version": version
            case "files": files
            case "filesJSON": filesJSON
            case "visitedLimit": visitedLimit
            default: nil
            }
        }
    }

    private let templates: HTMLTemplates

    public init(templates: HTMLTemplates) {
        self.templates = templates
    }

    /// The script for a build whose content hashes to `version`, storing `files` in that order,
    /// and keeping at most `visitedLimit` other files from online visits (the most recent).
    public func render(version: String, files: [File], visitedLimit: Int) throws -> String {
        let entries = files.map {
            Model.Entry(pathJSON: JSONWriter.string($0.path), sha256: $0.sha256, sha256JSON: JSONWriter.string($0.sha256))
        }
        return templates.render(Model(version: version, files: entries, visitedLimit: visitedLimit), template: .serviceWorker)
    }
}
