import Domain

/// The movie gateway backed by Markdown files in `Content/movies/`.
/// PLACEHOLDER: the movies work replaces this file.
public struct MarkdownMovieStore: MovieStore {
    private let catalogs: [MovieCatalog]

    init(catalogs: [MovieCatalog]) {
        self.catalogs = catalogs.sorted { $0.id < $1.id }
    }

    public func fetchCatalogs() throws(MovieStoreError) -> [MovieCatalog] { catalogs }

    public func fetchMovies(_ request: MovieFetchRequest) throws(MovieStoreError) -> MoviePage {
        throw .catalogNotFound(request.catalog)
    }

    public func fetchMovie(_ id: Movie.ID, in catalog: MovieCatalog.ID) throws(MovieStoreError) -> Movie {
        throw .movieNotFound(id, in: catalog)
    }

    struct Outcome {
        var catalogs: [MovieCatalog] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads every `movies/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> Outcome {
        Outcome()
    }
}
