import Domain

/// Reads one catalog file: front matter settings, title, introduction and one movie per `## title`.
struct MovieCatalogReader {
    let tree: any ContentTree
    var partCache: PartCache?
    /// How a large catalog is cut for reading on several cores (`EntryParts`); tests cut small ones.
    var parts = EntryParts.standardCutting

    struct Outcome {
        var catalog: MovieCatalog?
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the path shown in diagnostics.
    ///   - contentPath: the path below the content root, such as `movies/popular.md`.
    func read(_ text: String, file: String, contentPath: String) -> Outcome {
        var outcome = Outcome()
        let reader = EntryCollectionReader(tree: tree, parts: parts, partCache: partCache)
        let (read, splitErrors) = reader.read(text, file: file, contentPath: contentPath)
        outcome.diagnostics += splitErrors
        guard var collection = read else { return outcome }
        let settings = MovieListSettingsReader().read(&collection.frontMatter)
        outcome.diagnostics += collection.frontMatter.diagnostics + collection.diagnostics
        outcome.media = collection.media

        let builder = MovieBuilder(posters: MoviePosterResolver(tree: tree, contentPath: contentPath))
        var movies: [Movie] = []
        let built = reader.items(of: collection, by: MovieBuilder.self, file: file, contentPath: contentPath, make: builder.build) { $0.shifted(by: $1) }
        for built in built {
            outcome.diagnostics += built.diagnostics
            if let media = built.media { outcome.media.insert(media) }
            if let movie = built.movie { movies.append(movie) }
        }
        let slugs = MovieSlugs.slugs(for: movies.map { ($0.id.slug, $0.released) })
        movies = zip(movies, slugs).map { $0.identified(as: $1) }
        let fileName = String(contentPath.split(separator: "/").last ?? "")
        let location = SourceLocation(file: file, line: 1, column: 1)
        if collection.entryCount == 0 {
            outcome.diagnostics.append(.warning(at: location, "movie catalog has no movies yet; start each one with a '## Title' heading"))
        }
        outcome.catalog = MovieCatalog(
            id: MovieCatalog.ID(Slug.make(fromFileName: fileName)),
            title: settings.title ?? collection.title?.nonEmpty ?? String(fileName.dropLast(fileName.hasSuffix(".md") ? 3 : 0)),
            introduction: collection.introduction,
            settings: settings.settings,
            movies: movies,
            location: location
        )
        return outcome
    }
}
