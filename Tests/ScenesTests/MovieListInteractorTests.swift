import Domain
@testable import Scenes
import Testing

@Suite struct MovieListInteractorTests {
    typealias F = MovieFixtures

    func list(_ movies: [Movie], pageSize: Int, page: Int, settings: MovieListSettings? = nil) throws -> ListMovies.Response {
        let catalog = F.catalog(movies: movies, settings: settings ?? MovieListSettings(pageSize: pageSize))
        return try ListMoviesInteractor().respond(
            to: ListMovies.Request(catalogID: catalog.id, page: page), in: try Snapshots.site(catalogs: [catalog], today: F.today)
        )
    }

    @Test(arguments: [
        // movies, page size, page → titles shown (numbers), page count
        (0, 5, 1, [Int](), 1),
        (1, 5, 1, [1], 1),
        (5, 5, 1, [1, 2, 3, 4, 5], 1),
        (6, 5, 1, [1, 2, 3, 4, 5], 2),
        (6, 5, 2, [6], 2),
    ])
    func pagination_atItsBoundaries(count: Int, pageSize: Int, page: Int, shown: [Int], pageCount: Int) throws {
        let response = try list(F.numbered(count), pageSize: pageSize, page: page)
        let titles = shown.map { $0 < 10 ? "Movie 0\($0)" : "Movie \($0)" }
        #expect(response.movies.map(\.title) == titles)
        #expect(response.pagination == MoviePagination(totalCount: count, pageSize: pageSize))
        #expect(response.pagination.pageCount == pageCount)
        #expect(response.page == page)
    }

    @Test(arguments: [0, 3, -1])
    func aPageOutsideTheList_isAnError(page: Int) throws {
        #expect(throws: ListMoviesError.pageOutOfRange(page: page, pageCount: 2)) {
            try list(F.numbered(6), pageSize: 5, page: page)
        }
    }

    @Test func anUnknownCatalog_isNotFound() throws {
        let site = try Snapshots.site()
        #expect(throws: MovieStoreError.catalogNotFound(MovieCatalog.ID("nope"))) {
            try ListMoviesInteractor().respond(to: ListMovies.Request(catalogID: MovieCatalog.ID("nope"), page: 1), in: site)
        }
    }

    @Test func aMiddlePage_holdsItsSliceOfTheList() throws {
        let response = try list(F.numbered(23), pageSize: 10, page: 2)
        #expect(response.movies.map(\.id.slug) == (11...20).map { "movie-\($0)" })
    }

    @Test func theCatalogsWindowAndOrder_decideWhatIsListed() throws {
        let movies = [
            F.movie("Day before", released: "2025-11-21", popularity: 99),
            F.movie("First day", released: "2025-11-22", popularity: 10),
            F.movie("Recent", released: "2026-10-01", popularity: 50),
        ]
        let settings = MovieListSettings(pageSize: 20, sort: MovieSort(.popularity), releasedWithin: ReleaseWindow(count: 1, unit: .year))
        let response = try list(movies, pageSize: 20, page: 1, settings: settings)
        #expect(response.movies.map(\.title) == ["Recent", "First day"])
        #expect(response.releasedSince == F.date("2025-11-22"))
    }
}
