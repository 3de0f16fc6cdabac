import Domain

/// All wording of a detail page: the facts ("2 h 46 min", "8.7/10", "1 March 2024"), the poster's
/// alt text, the list beside it, and the links back to the list and to the neighbouring movies.
public struct ShowMoviePresenter: ShowMoviePresentationLogic {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let display: any ShowMovieDisplayLogic
    private let format = MovieFormatting()

    public init(renderer: any RichTextRendering, context: PageContext, display: any ShowMovieDisplayLogic) {
        self.renderer = renderer
        self.context = context
        self.display = display
    }

    public func presentMovie(_ response: ShowMovie.Response) throws {
        let (catalog, movie) = (response.catalog, response.movie)
        let overview = renderer.html(movie.overview, rootPath: context.rootPath).nonEmpty
        try display.displayMovie(ShowMovie.ViewModel(
            page: context.chrome(title: movie.title, description: renderer.plainText(movie.overview)),
            title: movie.title,
            meta: format.summary(of: movie),
            back: .init(label: "Back to \(catalog.title)", url: backURL(response)),
            listHeading: catalog.title,
            listLabel: "Movies in \(catalog.title)",
            list: response.listed.map { listed in
                .init(title: listed.title, url: context.url(to: .movie(catalog.id, listed.id)), current: listed.id == movie.id ? "page" : nil)
            },
            poster: movie.poster.map { .init(url: url(of: $0), alt: format.posterAlt(movie.title)) },
            facts: facts(movie),
            cast: movie.cast.isEmpty ? nil : .init(heading: "Cast", names: movie.cast),
            overview: overview.map { .init(heading: "Overview", html: $0) },
            trailer: movie.trailer.map { .init(label: "Watch the trailer of \(movie.title)", url: $0) },
            neighbours: neighbours(response)
        ))
    }

    private func neighbours(_ response: ShowMovie.Response) -> ShowMovie.ViewModel.Neighbours? {
        let previous = neighbour(response, offset: -1, label: "Previous")
        let next = neighbour(response, offset: 1, label: "Next")
        guard previous != nil || next != nil else { return nil }
        return .init(label: "More in \(response.catalog.title)", previous: previous, next: next)
    }

    private func facts(_ movie: Movie) -> [ShowMovie.ViewModel.Fact] {
        let rows: [(String, String?)] = [
            ("Released", movie.released.map(format.date)),
            ("Runtime", movie.runtime.map(format.runtime)),
            ("Rating", movie.rating.map(format.rating)),
            ("Genres", format.list(movie.genres)),
            ("Language", movie.language.map(format.language)),
            ("Director", movie.director),
        ]
        return rows.compactMap { term, detail in detail.map { .init(term: term, detail: $0) } }
    }

    /// The list page holding this movie, at its place in the list.
    private func backURL(_ response: ShowMovie.Response) -> String {
        let id = response.catalog.id
        guard let position = response.position else { return context.url(to: .movieList(id, page: 1)) }
        let page = response.pagination.page(containing: position)
        return context.url(to: .movieList(id, page: page)) + "#movie-\(response.movie.id.slug)"
    }

    private func neighbour(_ response: ShowMovie.Response, offset: Int, label: String) -> ShowMovie.ViewModel.Link? {
        guard let position = response.position, response.listed.indices.contains(position + offset) else { return nil }
        let other = response.listed[position + offset]
        return .init(label: "\(label): \(other.title)", url: context.url(to: .movie(response.catalog.id, other.id)))
    }

    private func url(of poster: Movie.Poster) -> String {
        switch poster {
        case .file(let path): context.rootPath + path
        case .remote(let url): url
        }
    }
}
