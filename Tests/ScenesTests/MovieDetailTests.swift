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

    func show(_ id: String, movies: [Movie], pageSize: Int = 1, window: ReleaseWindow? = nil) throws -> ShowMovie.Response {
        let catalog = F.catalog(movies: movies, settings: MovieListSettings(pageSize: pageSize, releasedWithin: window))
        return try ShowMovieInteractor().respond(
            to: ShowMovie.Request(catalogID: catalog.id, movieID: Movie.ID(id)), in: try Snapshots.site(catalogs: [catalog], today: F.today)
        )
    }

    /// The view model of `movie`'s page in a catalog listing `listed` in that order (popularity is set to keep it).
    func present(_ movie: Movie, listed: [Movie], pageSize: Int = 1) throws -> ShowMovie.ViewModel {
        let catalog = F.catalog(movies: listed, settings: MovieListSettings(pageSize: pageSize))
        let context = PageContext(site: SiteSettings(title: "Site"), route: .movie(catalog.id, movie.id))
        let response = listed.contains(where: { $0.id == movie.id })
            ? try show(movie.id.slug, movies: listed, pageSize: pageSize)
            : ShowMovie.Response(catalog: catalog.heading, movie: movie, place: nil)
        return ShowMoviePresenter(renderer: RendererStub(), context: context).present(response)
    }

    // MARK: Interactor

    @Test func theInteractor_sendsTheMovieWithItsPlaceInTheList() throws {
        let response = try show("dune-part-two", movies: [Self.older, Self.dune, Self.bare])
        #expect(response.movie == Self.dune)
        let place = try #require(response.place)
        #expect(place.position == 1)
        #expect(place.page == 2)
        #expect(place.pagination == MoviePagination(totalCount: 3, pageSize: 1))
        #expect(place.window.map(\.id.slug) == ["dune-part-two"])
        #expect(place.previous?.id.slug == "untitled")
        #expect(place.next?.id.slug == "arrival")
    }

    @Test func theWindow_isThePageOfTheListTheMovieIsOn_neverTheWholeList() throws {
        let movies = F.numbered(25)
        let response = try show("movie-12", movies: movies, pageSize: 10)
        let place = try #require(response.place)
        #expect(place.page == 2)
        #expect(place.window.map(\.id.slug) == (11...20).map { "movie-\($0)" })
        #expect(place.previous?.id.slug == "movie-11" && place.next?.id.slug == "movie-13")
        let last = try #require(try show("movie-25", movies: movies, pageSize: 10).place)
        #expect(last.window.map(\.id.slug) == (21...25).map { "movie-\($0)" })
        #expect(last.next == nil)
    }

    @Test func aMovieTheWindowLeavesOut_hasNoPlaceInTheList() throws {
        let response = try show("arrival", movies: [Self.older, Self.bare], window: ReleaseWindow(count: 1, unit: .year))
        #expect(response.movie == Self.older)
        #expect(response.place == nil)
    }

    @Test func anUnknownMovie_isNotFound() {
        #expect(throws: MovieStoreError.movieNotFound(Movie.ID("nope"), in: MovieCatalog.ID("popular"))) {
            try show("nope", movies: [Self.dune])
        }
    }

    // MARK: Presenter

    @Test func theDetail_isFormattedForReading() throws {
        let model = try present(Self.dune, listed: [Self.dune])
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
        let model = try present(Self.older, listed: [Self.older])
        #expect(model.facts == [.init(term: "Released", detail: "11 November 2016")])
        #expect(model.poster == nil && model.cast == nil && model.overview == nil && model.trailer == nil)
        #expect(model.neighbours == nil)
    }

    @Test func aRemotePoster_keepsItsURL() throws {
        let remote = F.movie("Remote", slug: "remote", poster: .remote("https://images.example.org/remote.jpg"))
        #expect(try present(remote, listed: [remote]).poster?.url == "https://images.example.org/remote.jpg")
    }

    @Test func theListBeside_showsThePageOfTheList_marksThisMovie_andTheWayBackFindsItsPage() throws {
        let listed = [Self.bare, Self.dune, Self.older]
        let model = try present(Self.older, listed: listed, pageSize: 2)
        #expect(model.list.map(\.title) == ["Arrival"])
        #expect(model.list.map(\.current) == [nil] && model.listCurrent == 0)
        #expect(model.listStart == 3)
        #expect(model.listStatus == "Page 2 of 2")
        #expect(model.listPrevious == .init(label: "Previous page", url: "../../../movies/popular/index.html"))
        #expect(model.listNext == nil)
        #expect(model.list[0].url == "../../../movies/popular/arrival/index.html")
        #expect(model.back == .init(label: "Back to Popular movies", url: "../../../movies/popular/page/2/index.html#movie-arrival"))
        #expect(model.listHeading == "Popular movies")
    }

    @Test func theListBeside_onTheFirstPage_linksToTheNext() throws {
        let listed = [Self.bare, Self.dune, Self.older]
        let model = try present(Self.dune, listed: listed, pageSize: 2)
        #expect(model.list.map(\.title) == ["Untitled", "Dune: Part Two"])
        #expect(model.list.map(\.current) == [nil, nil] && model.listCurrent == 1)
        #expect(model.listStart == 1)
        #expect(model.listPrevious == nil)
        #expect(model.listNext == .init(label: "Next page", url: "../../../movies/popular/page/2/index.html"))
    }

    @Test func neighbours_linkToTheMoviesBeforeAndAfter() throws {
        let model = try present(Self.older, listed: [Self.bare, Self.older, Self.dune].ranked())
        #expect(model.neighbours == .init(
            label: "More in Popular movies",
            previous: .init(label: "Previous: Untitled", url: "../../../movies/popular/untitled/index.html"),
            next: .init(label: "Next: Dune: Part Two", url: "../../../movies/popular/dune-part-two/index.html")
        ))
        let first = try present(Self.bare, listed: [Self.bare, Self.older].ranked())
        #expect(first.neighbours?.previous == nil)
        #expect(first.back.url == "../../../movies/popular/index.html#movie-untitled")
    }

    /// The pages of one list page show the same lines beside their movie, none marked, and
    /// each page says which line is its own: the view renders the list once for them all.
    @Test func thePagesOfOneListPage_showTheSameLines_eachMarkingItsOwn() throws {
        let listed = (1...7).map { F.movie("Movie \($0)", slug: "movie-\($0)", released: "2020-01-0\($0)") }.ranked()
        let catalog = F.catalog(movies: listed, settings: MovieListSettings(pageSize: 3))
        let models = try listed.prefix(3).map { movie in
            let context = PageContext(site: SiteSettings(title: "Site"), route: .movie(catalog.id, movie.id))
            return ShowMoviePresenter(renderer: RendererStub(), context: context).present(try show(movie.id.slug, movies: listed, pageSize: 3))
        }
        #expect(Set(models.map(\.list)).count == 1)
        #expect(models[0].list.allSatisfy { $0.current == nil })
        for (index, model) in models.enumerated() {
            #expect(model.listCurrent == index)
            #expect(model.listCurrent.map { model.list[$0].title } == listed[index].title)
        }
    }

    @Test func aMovieOutsideTheList_goesBackToTheFirstPage() throws {
        let model = try present(Self.older, listed: [Self.bare])
        #expect(model.back.url == "../../../movies/popular/index.html")
        #expect(model.list.isEmpty && model.listCurrent == nil)
        #expect(model.neighbours == nil)
    }
}

private extension [Movie] {
    /// The same movies, made most popular in the order given, so the catalog lists them so.
    func ranked() -> [Movie] {
        enumerated().map { index, movie in
            Movie(id: movie.id, title: movie.title, released: movie.released, popularity: Double(count - index), rating: movie.rating,
                  runtime: movie.runtime, genres: movie.genres, language: movie.language, director: movie.director, cast: movie.cast,
                  poster: movie.poster, trailer: movie.trailer, overview: movie.overview, location: movie.location)
        }
    }
}
