import Domain
@testable import Scenes
import Testing

@Suite struct MovieListInteractorTests {
    typealias F = MovieFixtures

    func list(
        _ movies: [Movie], pageSize: Int, page: Int, sourcePageSize: Int = 4, settings: MovieListSettings? = nil
    ) throws -> (ListMovies.Response?, CatalogMovieStore) {
        let catalog = F.catalog(movies: movies, settings: settings ?? MovieListSettings(pageSize: pageSize))
        let store = CatalogMovieStore(catalogs: [catalog])
        let presenter = ListMoviesPresenterSpy()
        try ListMoviesInteractor(store: store, sourcePageSize: sourcePageSize, presenter: presenter)
            .listMovies(ListMovies.Request(catalogID: catalog.id, page: page, today: F.today))
        return (presenter.responses.values.last, store)
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
        let (response, _) = try list(F.numbered(count), pageSize: pageSize, page: page)
        let titles = shown.map { $0 < 10 ? "Movie 0\($0)" : "Movie \($0)" }
        #expect(response?.movies.map(\.title) == titles)
        #expect(response?.pagination == MoviePagination(totalCount: count, pageSize: pageSize))
        #expect(response?.pagination.pageCount == pageCount)
        #expect(response?.page == page)
    }

    @Test(arguments: [0, 3, -1])
    func aPageOutsideTheList_isAnError_andPresentsNothing(page: Int) throws {
        let catalog = F.catalog(movies: F.numbered(6), settings: MovieListSettings(pageSize: 5))
        let presenter = ListMoviesPresenterSpy()
        let interactor = ListMoviesInteractor(store: CatalogMovieStore(catalogs: [catalog]), sourcePageSize: 4, presenter: presenter)
        #expect(throws: ListMoviesError.pageOutOfRange(page: page, pageCount: 2)) {
            try interactor.listMovies(ListMovies.Request(catalogID: catalog.id, page: page, today: F.today))
        }
        #expect(presenter.responses.values.isEmpty)
    }

    @Test func anUnknownCatalog_isNotFound() {
        let interactor = ListMoviesInteractor(store: CatalogMovieStore(catalogs: []), sourcePageSize: 4, presenter: ListMoviesPresenterSpy())
        #expect(throws: MovieStoreError.catalogNotFound(MovieCatalog.ID("nope"))) {
            try interactor.listMovies(ListMovies.Request(catalogID: MovieCatalog.ID("nope"), page: 1, today: F.today))
        }
    }

    @Test func thePageSize_isIndependentOfTheStoresPages() throws {
        let (response, store) = try list(F.numbered(23), pageSize: 10, page: 2, sourcePageSize: 4)
        #expect(response?.movies.map(\.id.slug) == (11...20).map { "movie-\($0)" })
        let asked = store.requests.values
        #expect(asked.allSatisfy { $0.pageSize == 4 })
        #expect(asked.map(\.page) == [0, 2, 3, 4])
    }

    @Test func theCatalogsWindowAndOrder_decideWhatIsListed() throws {
        let movies = [
            F.movie("Day before", released: "2025-11-21", popularity: 99),
            F.movie("First day", released: "2025-11-22", popularity: 10),
            F.movie("Recent", released: "2026-10-01", popularity: 50),
        ]
        let settings = MovieListSettings(pageSize: 20, sort: MovieSort(.popularity), releasedWithin: ReleaseWindow(count: 1, unit: .year))
        let (response, store) = try list(movies, pageSize: 20, page: 1, settings: settings)
        #expect(response?.movies.map(\.title) == ["Recent", "First day"])
        #expect(response?.releasedSince == F.date("2025-11-22"))
        #expect(store.requests.values.first?.releasedOnOrBefore == F.today)
    }
}
