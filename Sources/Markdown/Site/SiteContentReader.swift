import Domain
import FileSafety
import Foundation

/// Everything the build needs from `Content/`, read and checked.
public struct SiteContent: Sendable {
    public let settings: SiteSettings
    public let decks: MarkdownDeckStore
    public let contacts: MarkdownContactStore
    public let movies: MarkdownMovieStore
    /// Files under the content directory that pages link to, relative to it; the build copies them to `media/`.
    public let media: [String]
    /// Problems that do not stop the build (a deck with no cards).
    public let warnings: [Diagnostic]
    /// The site's own templates and assets, if it has a theme (`Content/theme/`).
    public let theme: ThemeFiles
    let tree: FileSystemContentTree

    /// The bytes of the media file at `path` (one of `media`), read as safely as the content was.
    public func mediaBytes(_ path: String) throws -> [UInt8] {
        do {
            return try tree.bytes(of: path, limit: Int.max)
        } catch {
            throw IOFailure(message: "cannot copy '\(path)': it \(error.reason)")
        }
    }
}

/// Reads a content directory with cmark and reports every error in it, not just the first.
public struct SiteContentReader: Sendable {
    /// The folders of the kinds of content other than decks: a content directory with one of them
    /// is a site, not an Obsidian vault (`DeckPath.notesFolder`), and a vault's notes are not read in them.
    static let otherKinds = [MarkdownContactStore.folder, MarkdownMovieStore.folder]

    private let tree: FileSystemContentTree
    private let displayRoot: String
    private let partCache: PartCache?

    /// - Parameters:
    ///   - directory: the content directory.
    ///   - displayPath: how to name it in diagnostics, usually as the user typed it (`Content`).
    ///   - partCache: what the last build in this process read, to reuse what did not change
    ///     (`site serve`; begun with the content's layout before this read).
    ///   - textDigests: where to record every text read (`site serve`; begun before this read).
    public init(directory: URL, displayPath: String, partCache: PartCache? = nil, textDigests: TextDigests? = nil) {
        tree = FileSystemContentTree(root: directory, textDigests: textDigests)
        self.partCache = partCache
        displayRoot = displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
    }

    public func read() throws(ContentErrors) -> SiteContent {
        var reads = ContentReads()
        let display = { (path: String) in self.displayRoot.isEmpty ? path : "\(self.displayRoot)/\(path)" }

        var settings = SiteSettings()
        if tree.entry("index.md") != .missing {
            let file = display("index.md")
            switch tree.text(of: "index.md", file: file) {
            case .success(let text): settings = reads.absorb(SiteSettingsReader(tree: tree).read(text, file: file)).settings
            case .failure(let diagnostic): reads.append(diagnostic)
            }
        }
        let decks = reads.absorb(MarkdownDeckStore.read(from: tree, displayPath: display, otherKinds: Self.otherKinds, partCache: partCache))
        let contacts = reads.absorb(MarkdownContactStore.read(from: tree, displayPath: display, partCache: partCache))
        let movies = reads.absorb(MarkdownMovieStore.read(from: tree, displayPath: display, partCache: partCache))
        let theme = ThemeFiles.read(from: tree, displayPath: display)
        theme.diagnostics.forEach { reads.append($0) }
        for path in reads.media.sorted() where MediaPolicy.isSVG(path) {
            if let problem = activeContent(inSVG: path, file: display(path)) { reads.append(problem) }
        }
        let diagnostics = reads.diagnostics

        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw ContentErrors(errors) }
        return SiteContent(
            settings: settings,
            decks: MarkdownDeckStore(decks: decks.decks),
            contacts: MarkdownContactStore(books: contacts.books),
            movies: MarkdownMovieStore(catalogs: movies.catalogs, siteLanguage: settings.language),
            media: reads.media.sorted(),
            warnings: diagnostics.filter { $0.severity == .warning }.sorted(),
            theme: theme.theme,
            tree: tree
        )
    }

    /// An error at the first active construct of the SVG image at `path`, if it has one.
    private func activeContent(inSVG path: String, file: String) -> Diagnostic? {
        do {
            guard let found = MediaPolicy.activeContent(inSVG: try tree.bytes(of: path)) else { return nil }
            return .error(
                at: SourceLocation(file: file, line: found.line, column: found.column),
                "SVG image has \(found.what); the site publishes only passive SVG images (no scripts, event handlers, "
                    + "javascript: URLs, <foreignObject>, <iframe>, <embed>, <object> or <!ENTITY>): remove it"
            )
        } catch {
            return .error(at: SourceLocation(file: file, line: 1, column: 1), "SVG image \(error.reason)")
        }
    }
}
