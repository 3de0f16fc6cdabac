import Domain
@testable import Scenes
import Testing

@Suite struct MovieListPresenterTests {
    typealias F = MovieFixtures

    static let dune = F.movie(
        "Dune: Part Two", slug: "dune-part-two", released: "2024-03-01", popularity: 700, rating: 8.54, runtime: 166,
        genres: ["Science fiction", "Adventure"], poster: .file("media/movies/posters/dune.svg")
    )
    static let bare = F.movie("Untitled Project", slug: "untitled-project")

    func present(
        page: Int, totalCount: Int, pageSize: Int = 2, movies: [Movie] = [dune, bare],
        settings: MovieListSettings? = nil, releasedSince: CalendarDate? = nil, route: SiteRoute? = nil
    ) throws -> ListMovies.ViewModel? {
        let catalog = F.catalog(movies: movies, settings: settings ?? MovieListSettings(pageSize: pageSize), introduction: "Hot *now*.")
        let context = PageContext(site: SiteSettings(title: "Site"), route: route ?? .movieList(catalog.id, page: page))
        return ListMoviesPresenter(renderer: RendererStub(), context: context).present(ListMovies.Response(
            catalog: catalog.heading, movies: movies[...], page: page,
            pagination: MoviePagination(totalCount: totalCount, pageSize: catalog.settings.pageSize), releasedSince: releasedSince
        ))
    }

    @Test func items_haveDisplayReadyFacts_andLinksFromThisPage() throws {
        let model = try #require(try present(page: 1, totalCount: 2))
        #expect(model.items == [
            .init(
                anchor: "movie-dune-part-two", title: "Dune: Part Two", url: "../../movies/popular/dune-part-two/index.html",
                posterURL: "../../media/movies/posters/dune.svg", meta: "2024 · 2 h 46 min · 8.5/10", genres: "Science fiction, Adventure"
            ),
            .init(anchor: "movie-untitled-project", title: "Untitled Project", url: "../../movies/popular/untitled-project/index.html",
                  posterURL: nil, meta: nil, genres: nil),
        ])
        #expect(model.title == "Popular movies")
        #expect(model.page.documentTitle == "Popular movies · Site")
        #expect(model.introductionHTML == "<md root=\"../../\">Hot *now*.</md>")
    }

    @Test func theFirstOfSeveralPages_linksOnlyForward() throws {
        let model = try #require(try present(page: 1, totalCount: 5))
        #expect(model.pagination.status == "Page 1 of 3")
        #expect(model.pagination.previousURL == nil)
        #expect(model.pagination.nextURL == "../../movies/popular/page/2/index.html")
        #expect(model.pagination.pages.map(\.label) == ["1", "2", "3"])
        #expect(model.pagination.pages.map(\.current) == ["page", nil, nil])
        #expect(model.loader.nextBatchURL == "../../movies/popular/page/2/batch.js")
        #expect(model.firstNumber == 1)
        #expect(model.emptyMessage == nil)
    }

    @Test func aMiddlePage_linksBothWays_fromItsDeeperFolder() throws {
        let model = try #require(try present(page: 2, totalCount: 5))
        #expect(model.page.documentTitle == "Popular movies, page 2 · Site")
        #expect(model.pagination.previousURL == "../../../../movies/popular/index.html")
        #expect(model.pagination.nextURL == "../../../../movies/popular/page/3/index.html")
        #expect(model.loader.nextBatchURL == "../../../../movies/popular/page/3/batch.js")
        #expect(model.firstNumber == 3)
        #expect(model.batch == .init(
            page: 2, pageURL: "../../../../movies/popular/page/2/index.html", status: "Page 2 of 3",
            announcement: "2 more movies loaded, page 2 of 3.",
            nextBatchURL: "../../../../movies/popular/page/3/batch.js", nextPageURL: "../../../../movies/popular/page/3/index.html"
        ))
    }

    @Test func theLastPage_hasNoNextPageOrBatch_andSaysItIsTheEnd() throws {
        let model = try #require(try present(page: 3, totalCount: 5, movies: [Self.dune]))
        #expect(model.pagination.nextURL == nil)
        #expect(model.loader.nextBatchURL == nil)
        #expect(model.batch.nextBatchURL == nil && model.batch.nextPageURL == nil)
        #expect(model.batch.announcement == "1 more movie loaded, page 3 of 3.")
        #expect(model.loader.endMessage == "That’s all: 5 movies shown.")
    }

    @Test func exactlyOnePage_hasNeitherNeighbour() throws {
        let model = try #require(try present(page: 1, totalCount: 2))
        #expect(model.pagination.status == "Page 1 of 1")
        #expect(model.pagination.previousURL == nil && model.pagination.nextURL == nil && model.loader.nextBatchURL == nil)
    }

    @Test func aBatchScript_linksRelativeToItself() throws {
        let catalog = MovieCatalog.ID("popular")
        let model = try #require(try present(page: 2, totalCount: 5, route: .movieBatch(catalog, page: 2)))
        #expect(model.items.first?.url == "../../../../movies/popular/dune-part-two/index.html")
        #expect(model.batch.nextBatchURL == "../../../../movies/popular/page/3/batch.js")
    }

    @Test func manyPages_showTheEndsAndTheNeighbourhood_withGaps() throws {
        let model = try #require(try present(page: 7, totalCount: 40, pageSize: 2))
        #expect(model.pagination.pages.map(\.label) == ["1", "…", "5", "6", "7", "8", "9", "…", "20"])
        #expect(model.pagination.pages[1].url == nil)
    }

    /// The pages a list page links to are worked out from its number, not by asking each page
    /// of the list: the same pages as that rule gives, at every count and place.
    @Test func thePagesShown_areTheRulesPages_atEveryCountAndPlace() {
        for count in 1...40 {
            for current in 1...count {
                let rule = (1...count).filter { count <= 9 || $0 == 1 || $0 == count || abs($0 - current) <= 2 }
                #expect(ListMoviesPresenter.shownPages(current: current, count: count) == rule, "page \(current) of \(count)")
            }
        }
        #expect(ListMoviesPresenter.shownPages(current: 2_500, count: 5_000) == [1, 2_498, 2_499, 2_500, 2_501, 2_502, 5_000])
        // A page number outside the list (none is asked for): the rule's pages, without a trap.
        for (current, count) in [(0, 20), (25, 20), (-3, 12), (14, 12)] {
            let rule = (1...count).filter { $0 == 1 || $0 == count || abs($0 - current) <= 2 }
            #expect(ListMoviesPresenter.shownPages(current: current, count: count) == rule, "page \(current) of \(count)")
        }
    }

    @Test func theSummary_namesTheCountWindowLanguageAndOrder() throws {
        let settings = MovieListSettings(pageSize: 2, sort: MovieSort(.released, .ascending), releasedWithin: ReleaseWindow(count: 1, unit: .year), language: "fr")
        let model = try #require(try present(page: 1, totalCount: 1, settings: settings, releasedSince: F.date("2025-11-22")))
        #expect(model.summary == "1 movie released since 22 November 2025 in French, oldest first")
    }

    @Test func anEmptyList_explainsWhy() throws {
        let plain = try #require(try present(page: 1, totalCount: 0, movies: []))
        #expect(plain.emptyMessage == "This catalog has no movies yet.")
        #expect(plain.summary == "0 movies, most popular first")
        let windowed = try #require(try present(
            page: 1, totalCount: 0, movies: [],
            settings: MovieListSettings(pageSize: 2, releasedWithin: ReleaseWindow(count: 1, unit: .year)), releasedSince: F.date("2025-11-22")
        ))
        #expect(windowed.emptyMessage == "No movies released since 22 November 2025.")
    }

    @Test func loaderTexts_areReadyToShow() throws {
        let model = try #require(try present(page: 1, totalCount: 5))
        #expect(model.loader.loadMoreLabel == "Load more movies")
        #expect(model.loader.loadingMessage == "Loading more movies…")
        #expect(model.loader.retryLabel == "Retry")
        #expect(model.loader.errorMessage.contains("could not be loaded"))
    }
}
