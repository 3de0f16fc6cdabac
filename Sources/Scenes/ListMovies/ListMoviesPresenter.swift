import Domain

/// All wording and links of a list page: the summary, each movie's line, the page links and
/// the texts of the in-place loader.
public struct ListMoviesPresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let format = MovieFormatting()

    public init(renderer: any RichTextRendering, context: PageContext) {
        self.renderer = renderer
        self.context = context
    }

    public func present(_ response: ListMovies.Response) -> ListMovies.ViewModel {
        let catalog = response.catalog
        let (page, pagination) = (response.page, response.pagination)
        let status = "Page \(page) of \(pagination.pageCount)"
        let hasNext = page < pagination.pageCount
        return ListMovies.ViewModel(
            page: context.chrome(
                title: page == 1 ? catalog.title : "\(catalog.title), page \(page)",
                description: renderer.plainText(catalog.introduction)
            ),
            title: catalog.title,
            summary: summary(response),
            introductionHTML: renderer.html(catalog.introduction, rootPath: context.rootPath).nonEmpty,
            emptyMessage: pagination.totalCount == 0 ? emptyMessage(response) : nil,
            listLabel: "Movies in \(catalog.title)",
            firstNumber: pagination.offset(ofPage: page) + 1,
            items: response.movies.map { item($0, in: catalog) },
            pagination: .init(
                label: "Pages of \(catalog.title)",
                status: status,
                previousURL: page > 1 ? context.url(to: .movieList(catalog.id, page: page - 1)) : nil,
                previousLabel: "Previous page",
                nextURL: hasNext ? context.url(to: .movieList(catalog.id, page: page + 1)) : nil,
                nextLabel: "Next page",
                pages: pageLinks(catalog.id, current: page, count: pagination.pageCount)
            ),
            loader: .init(
                nextBatchURL: hasNext ? context.url(to: .movieBatch(catalog.id, page: page + 1)) : nil,
                loadMoreLabel: "Load more movies",
                loadingMessage: "Loading more movies…",
                errorMessage: "The next movies could not be loaded. Check your connection, then try again.",
                retryLabel: "Retry",
                endMessage: "That’s all: \(counted(pagination.totalCount, "movie")) shown."
            ),
            batch: .init(
                page: page,
                pageURL: context.url(to: .movieList(catalog.id, page: page)),
                status: status,
                announcement: "\(counted(response.movies.count, "more movie")) loaded, page \(page) of \(pagination.pageCount).",
                nextBatchURL: hasNext ? context.url(to: .movieBatch(catalog.id, page: page + 1)) : nil,
                nextPageURL: hasNext ? context.url(to: .movieList(catalog.id, page: page + 1)) : nil
            )
        )
    }

    private func item(_ movie: Movie, in catalog: MovieCatalog.Heading) -> ListMovies.ViewModel.Item {
        .init(
            anchor: "movie-\(movie.id.slug)",
            title: movie.title,
            url: context.url(to: .movie(catalog.id, movie.id)),
            posterURL: movie.poster.map(context.url(of:)),
            meta: format.summary(of: movie),
            genres: format.list(movie.genres)
        )
    }

    /// The numbers of the pages a list page links to, in order: at most nine, whatever the count.
    static func shownPages(current: Int, count: Int) -> [Int] {
        guard count > 9 else { return Array(1...max(count, 1)) }
        return [1] + Array(stride(from: max(current - 2, 2), through: min(current + 2, count - 1), by: 1)) + [count]
    }

    /// "28 movies released since 22 November 2025 in French, most popular first".
    private func summary(_ response: ListMovies.Response) -> String {
        var text = counted(response.pagination.totalCount, "movie")
        if let since = response.releasedSince { text += " released since \(format.date(since))" }
        if let language = response.catalog.settings.language { text += " in \(format.language(language))" }
        return text + ", " + format.order(response.catalog.settings.sort)
    }

    private func emptyMessage(_ response: ListMovies.Response) -> String {
        let settings = response.catalog.settings
        guard settings.releasedWithin != nil || settings.language != nil else { return "This catalog has no movies yet." }
        var text = "No movies"
        if let since = response.releasedSince { text += " released since \(format.date(since))" }
        if let language = settings.language { text += " in \(format.language(language))" }
        return text + "."
    }

    /// Every page when there are few; else the first, the last and two either side of the current one, with gaps.
    private func pageLinks(_ catalog: MovieCatalog.ID, current: Int, count: Int) -> [ListMovies.ViewModel.PageLink] {
        let shown = Self.shownPages(current: current, count: count)
        var links: [ListMovies.ViewModel.PageLink] = []
        for (index, number) in shown.enumerated() {
            if index > 0, number - shown[index - 1] > 1 { links.append(.init(label: "…", url: nil, current: nil)) }
            links.append(.init(
                label: String(number),
                url: context.url(to: .movieList(catalog, page: number)),
                current: number == current ? "page" : nil
            ))
        }
        return links
    }
}
