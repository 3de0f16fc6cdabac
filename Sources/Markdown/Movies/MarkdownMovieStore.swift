import Domain

/// The movie gateway backed by Markdown files in `Content/movies/`, one catalog per file.
/// It answers fetch requests the way the article's movie database does: filtered, sorted and cut
/// into pages of the size asked for, with the total count. The filter and order rules are the
/// domain's (`MovieFetchRequest.matches`, `MovieOrdering`); titles compare in the catalog's
/// language, or the site's when the catalog sets none (a catalog's `language` also filters).
public struct MarkdownMovieStore: MovieStore {
    private let catalogs: [MovieCatalog]
    private let siteLanguage: String

    /// Wraps catalogs already read; `SiteContentReader` builds the store this way.
    init(catalogs: [MovieCatalog], siteLanguage: String = SiteSettings.defaults.language) {
        self.catalogs = catalogs.sorted { $0.id < $1.id }
        self.siteLanguage = siteLanguage
    }

    public func fetchCatalogs() throws(MovieStoreError) -> [MovieCatalog] { catalogs }

    public func fetchMovies(_ request: MovieFetchRequest) throws(MovieStoreError) -> MoviePage {
        let catalog = try catalog(request.catalog)
        let ordering = MovieOrdering(sort: request.sort, collation: Collation(language: catalog.settings.language ?? siteLanguage))
        return request.page(of: catalog.movies, ordering: ordering)
    }

    private func catalog(_ id: MovieCatalog.ID) throws(MovieStoreError) -> MovieCatalog {
        guard let catalog = catalogs.first(where: { $0.id == id }) else { throw .catalogNotFound(id) }
        return catalog
    }

    struct Outcome {
        var catalogs: [MovieCatalog] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// The folder of catalogs, below the content root.
    static let folder = "movies"

    /// Reads every `movies/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String, partCache: PartCache? = nil) -> Outcome {
        let reader = MovieCatalogReader(tree: tree, partCache: partCache)
        let folder = CollectionFolder(tree: tree, directory: folder, kind: "catalog")
            .read(displayPath: displayPath, slug: { ($0.id.slug, $0.location) }) { text, file, path in
                let read = reader.read(text, file: file, contentPath: path)
                return .init(item: read.catalog, media: read.media, diagnostics: read.diagnostics)
            }
        return Outcome(catalogs: folder.entries.map(\.item), media: folder.media, diagnostics: folder.diagnostics)
    }
}
