import Domain
import Testing
@testable import Scenes

@Suite struct MovieDetailTests {
    typealias F = MovieFixtures

    static let dune = F.movie(
        "Dune: Part Two", slug: "dune-part-two", released: "2024-03-01", popularity: 700, rating: 8.54, runtime: 166,
        genres: ["Science fiction", "Adventure"], language: "en", director: "Denis Villeneuve",
        cast: ["Timothée Chalamet", "Zendaya"], poster: .file("media/movies/posters/dune.svg"),
        trailer: "https://example.org/dune-trailer", overview: "Paul *unites* the Fremen."
    )
    static let older = F.movie("Arrival", slug: "arrival", released: "2016-11-11", popularity: 100)
    static let bare = F.movie("Untitled", slug: "untitled", released: "2026-01-01", popularity: 900)

    func show(_ id: String, movies: [Movie], pageSize: Int = 1, window: ReleaseWindow? = nil) throws -> ShowMovie.Response? {
        let catalog = F.catalog(movies: movies, settings: MovieListSettings(pageSize: pageSize, releasedWithin: window))
        let presenter = ShowMoviePresenterSpy()
        try ShowMovieInteractor(store: CatalogMovieStore(catalogs: [catalog]), sourcePageSize: 2, presenter: presenter)
            .showMovie(ShowMovie.Request(catalogID: catalog.id, movieID: Movie.ID(id), today: F.today))
        return presenter.responses.values.last
    }

    func present(_ movie: Movie, listed: [Movie], pageSize: Int = 1) throws -> ShowMovie.ViewModel? {
        let catalog = F.catalog(movies: listed, settings: MovieListSettings(pageSize: pageSize))
        let display = ShowMovieDisplaySpy()
        let context = PageContext(site: SiteSettings(title: "Site"), route: .movie(catalog.id, movie.id))
        try ShowMoviePresenter(renderer: RendererStub(), context: context, display: display).presentMovie(ShowMovie.Response(
            catalog: catalog, movie: movie, listed: listed, position: listed.firstIndex { $0.id == movie.id },
            pagination: MoviePagination(totalCount: listed.count, pageSize: pageSize)
        ))
        return display.viewModels.values.last
    }

    // MARK: Interactor

    @Test func theInteractor_sendsTheMovieWithTheCatalogsListAndItsPlace() throws {
        let response = try #require(try show("dune-part-two", movies: [Self.older, Self.dune, Self.bare]))
        #expect(response.movie == Self.dune)
        #expect(response.listed.map(\.id.slug) == ["untitled", "dune-part-two", "arrival"])
        #expect(response.position == 1)
        #expect(response.pagination == MoviePagination(totalCount: 3, pageSize: 1))
    }

    @Test func aMovieTheWindowLeavesOut_hasNoPlaceInTheList() throws {
        let response = try #require(try show("arrival", movies: [Self.older, Self.bare], window: ReleaseWindow(count: 1, unit: .year)))
        #expect(response.listed.map(\.id.slug) == ["untitled"])
        #expect(response.position == nil)
    }

    @Test func anUnknownMovie_isNotFound() {
        #expect(throws: MovieStoreError.movieNotFound(Movie.ID("nope"), in: MovieCatalog.ID("popular"))) {
            try show("nope", movies: [Self.dune])
        }
    }

    // MARK: Presenter

    @Test func theDetail_isFormattedForReading() throws {
        let model = try #require(try present(Self.dune, listed: [Self.dune]))
        #expect(model.title == "Dune: Part Two")
        #expect(model.meta == "2024 · 2 h 46 min · 8.5/10")
        #expect(model.page.documentTitle == "Dune: Part Two · Site")
        #expect(model.facts == [
            .init(term: "Released", detail: "1 March 2024"),
            .init(term: "Runtime", detail: "2 h 46 min"),
            .init(term: "Rating", detail: "8.5/10"),
            .init(term: "Genres", detail: "Science fiction, Adventure"),
            .init(term: "Language", detail: "English"),
            .init(term: "Director", detail: "Denis Villeneuve"),
        ])
        #expect(model.poster == .init(url: "../../../media/movies/posters/dune.svg", alt: "Poster of Dune: Part Two"))
        #expect(model.cast == .init(heading: "Cast", names: ["Timothée Chalamet", "Zendaya"]))
        #expect(model.overview == .init(heading: "Overview", html: "<md root=\"../../../\">Paul *unites* the Fremen.</md>"))
        #expect(model.trailer == .init(label: "Watch the trailer of Dune: Part Two", url: "https://example.org/dune-trailer"))
    }

    @Test func unknownFacts_areLeftOut() throws {
        let model = try #require(try present(Self.older, listed: [Self.older]))
        #expect(model.facts == [.init(term: "Released", detail: "11 November 2016")])
        #expect(model.poster == nil && model.cast == nil && model.overview == nil && model.trailer == nil)
        #expect(model.neighbours == nil)
    }

    @Test func aRemotePoster_keepsItsURL() throws {
        let remote = F.movie("Remote", slug: "remote", poster: .remote("https://images.example.org/remote.jpg"))
        #expect(try present(remote, listed: [remote])?.poster?.url == "https://images.example.org/remote.jpg")
    }

    @Test func theListBeside_marksThisMovie_andTheWayBackFindsItsPage() throws {
        let listed = [Self.bare, Self.older, Self.dune]
        let model = try #require(try present(Self.dune, listed: listed, pageSize: 2))
        #expect(model.list.map(\.title) == ["Untitled", "Arrival", "Dune: Part Two"])
        #expect(model.list.map(\.current) == [nil, nil, "page"])
        #expect(model.list[0].url == "../../../movies/popular/untitled/index.html")
        #expect(model.back == .init(label: "Back to Popular movies", url: "../../../movies/popular/page/2/index.html#movie-dune-part-two"))
        #expect(model.listHeading == "Popular movies")
    }

    @Test func neighbours_linkToTheMoviesBeforeAndAfter() throws {
        let model = try #require(try present(Self.older, listed: [Self.bare, Self.older, Self.dune]))
        #expect(model.neighbours == .init(
            label: "More in Popular movies",
            previous: .init(label: "Previous: Untitled", url: "../../../movies/popular/untitled/index.html"),
            next: .init(label: "Next: Dune: Part Two", url: "../../../movies/popular/dune-part-two/index.html")
        ))
        let first = try #require(try present(Self.bare, listed: [Self.bare, Self.older]))
        #expect(first.neighbours?.previous == nil)
        #expect(first.back.url == "../../../movies/popular/index.html#movie-untitled")
    }

    @Test func aMovieOutsideTheList_goesBackToTheFirstPage() throws {
        let model = try #require(try present(Self.older, listed: [Self.bare]))
        #expect(model.back.url == "../../../movies/popular/index.html")
        #expect(model.list.allSatisfy { $0.current == nil })
        #expect(model.neighbours == nil)
    }
}
