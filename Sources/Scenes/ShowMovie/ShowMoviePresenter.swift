import Domain

/// All wording of a detail page: the facts ("2 h 46 min", "8.7/10", "1 March 2024"), the poster's
/// alt text, the list beside it, and the links back to the list and to the neighbouring movies.
public struct ShowMoviePresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let format = MovieFormatting()

    public init(renderer: any RichTextRendering, context: PageContext) {
        self.renderer = renderer
        self.context = context
    }

    public func present(_ response: ShowMovie.Response) -> ShowMovie.ViewModel {
        let (catalog, movie) = (response.catalog, response.movie)
        let overview = renderer.html(movie.overview, rootPath: context.rootPath).nonEmpty
        return ShowMovie.ViewModel(
            page: context.chrome(title: movie.title, description: renderer.plainText(movie.overview)),
            title: movie.title,
            meta: format.summary(of: movie),
            back: .init(label: "Back to \(catalog.title)", url: backURL(response)),
            listHeading: catalog.title,
            listStatus: response.place.map { "Page \($0.page) of \($0.pagination.pageCount)" },
            listLabel: "Movies in \(catalog.title)",
            listStart: response.place.map { $0.pagination.offset(ofPage: $0.page) + 1 } ?? 1,
            list: list(response),
            listCurrent: response.place.flatMap { place in
                // The window is the list's slice: the movie's position in the list is its index.
                place.window.indices.contains(place.position) ? place.position - place.window.startIndex : nil
            },
            listPrevious: response.place.flatMap { place in
                place.page > 1 ? .init(label: "Previous page", url: context.url(to: .movieList(catalog.id, page: place.page - 1))) : nil
            },
            listNext: response.place.flatMap { place in
                place.page < place.pagination.pageCount
                    ? .init(label: "Next page", url: context.url(to: .movieList(catalog.id, page: place.page + 1))) : nil
            },
            poster: movie.poster.map { .init(url: context.url(of: $0), alt: "Poster of \(movie.title)") },
            facts: facts(movie),
            cast: movie.cast.isEmpty ? nil : .init(heading: "Cast", names: movie.cast),
            overview: overview.map { .init(heading: "Overview", html: $0) },
            trailer: movie.trailer.map { .init(label: "Watch the trailer of \(movie.title)", url: $0) },
            neighbours: neighbours(response)
        )
    }

    /// The window's lines, none marked: the same lines on every page of the window.
    private func list(_ response: ShowMovie.Response) -> [ShowMovie.ViewModel.ListLink] {
        guard let place = response.place else { return [] }
        let catalog = response.catalog.id
        return place.window.map { ShowMovie.ViewModel.ListLink(title: $0.title, url: context.url(to: .movie(catalog, $0.id)), current: nil) }
    }

    private func neighbours(_ response: ShowMovie.Response) -> ShowMovie.ViewModel.Neighbours? {
        let previous = response.place?.previous.map { neighbour($0, in: response.catalog, label: "Previous") }
        let next = response.place?.next.map { neighbour($0, in: response.catalog, label: "Next") }
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
        guard let place = response.place else { return context.url(to: .movieList(id, page: 1)) }
        return context.url(to: .movieList(id, page: place.page)) + "#movie-\(response.movie.id.slug)"
    }

    private func neighbour(_ other: Movie, in catalog: MovieCatalog.Heading, label: String) -> ShowMovie.ViewModel.Link {
        .init(label: "\(label): \(other.title)", url: context.url(to: .movie(catalog.id, other.id)))
    }
}
