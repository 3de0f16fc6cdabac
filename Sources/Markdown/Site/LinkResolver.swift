import Domain
import Foundation

/// Rewrites relative links and images in a parsed file so they are relative to the site root,
/// and collects the files under `Content/` they point at (copied to `media/` by the build).
/// A link to another deck's `.md` file becomes a link to that deck's page. A link to a file
/// that does not exist, or that climbs out of the content directory, is an error.
struct LinkResolver {
    let tree: any ContentTree
    /// The file's path as the user sees it, for diagnostics.
    let file: String
    /// The file's path relative to the content root.
    let contentPath: String
    /// True for an Obsidian note: a link whose target is not found next to the note is looked
    /// for as Obsidian looks for it (`ContentTree.obsidianTarget`).
    var resolvesLikeObsidian = false

    struct Outcome {
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    func resolve(_ document: MarkdownDocument) -> Outcome {
        var outcome = Outcome()
        for node in document.root.linksAndImages {
            guard let url = node.url, case .relative(let path, let suffix) = LinkTarget(url) else { continue }
            let position = node.position
            let location = SourceLocation(file: file, line: position.line, column: position.column)
            let kind = node.isImage ? "image" : "link"
            let decoded = path.removingPercentEncoding ?? path
            let folder = ContentPath.directory(of: contentPath)
            guard var target = ContentPath.resolve(decoded, in: folder) else {
                outcome.diagnostics.append(.error(at: location, "\(kind) '\(url)' points outside the content directory"))
                continue
            }
            if resolvesLikeObsidian, tree.entry(target) == .missing, let found = tree.obsidianTarget(of: decoded, from: folder) {
                target = found
            }
            if let problem = tree.linkProblem(target) {
                outcome.diagnostics.append(.error(at: location, "\(kind) '\(url)' \(problem)"))
                continue
            }
            if let page = LinkResolver.page(forContentFile: target), !node.isImage {
                node.url = page + suffix
            } else {
                outcome.media.insert(target)
                node.url = LinkResolver.mediaURL(forContentFile: target) + suffix
            }
        }
        return outcome
    }

    /// The page built from a content Markdown file, relative to the site root.
    static func page(forContentFile path: String) -> String? {
        if path == "index.md" { return "index.html" }
        guard DeckPath.isDeck(path) else { return nil }
        return URLStyle.folders.deckPage(DeckPath.slug(path))
    }

    /// Where a copied content file is served, relative to the site root.
    static func mediaURL(forContentFile path: String) -> String {
        URLStyle.mediaFolder + URLPath.encoded(path)
    }
}
