import Domain
import Testing

@Suite struct MovieFetchRequestTests {
    typealias F = MovieFixtures

    func request(
        _ sort: MovieSort = MovieSort(), window: ReleaseWindow? = nil, language: String? = nil, page: Int = 0, pageSize: Int = 50
    ) -> MovieFetchRequest {
        F.catalog(movies: [], settings: MovieListSettings(pageSize: pageSize, sort: sort, releasedWithin: window, language: language))
            .fetchRequest(page: page, pageSize: pageSize, today: F.today)
    }

    func titles(_ movies: [Movie], _ request: MovieFetchRequest) -> [String] {
        request.page(of: movies, ordering: MovieOrdering(sort: request.sort)).movies.map(\.title)
    }

    @Test func aOneYearWindow_includesItsFirstDay_andExcludesTheDayBefore() {
        let movies = [
            F.movie("Day before", released: "2025-11-21"),
            F.movie("First day", released: "2025-11-22"),
            F.movie("Build day", released: "2026-11-22"),
            F.movie("Tomorrow", released: "2026-11-23"),
            F.movie("Undated"),
        ]
        let request = request(MovieSort(.title), window: ReleaseWindow(count: 1, unit: .year))
        #expect(request.releasedOnOrAfter == F.date("2025-11-22"))
        #expect(titles(movies, request) == ["Build day", "First day"])
    }

    @Test func windowsInDaysWeeksAndMonths_countBackFromTheBuildDate() {
        #expect(ReleaseWindow(count: 30, unit: .day).start(endingOn: F.today) == F.date("2026-10-23"))
        #expect(ReleaseWindow(count: 2, unit: .week).start(endingOn: F.today) == F.date("2026-11-08"))
        #expect(ReleaseWindow(count: 6, unit: .month).start(endingOn: F.today) == F.date("2026-05-22"))
        #expect(ReleaseWindow(count: 1, unit: .month).start(endingOn: F.date("2026-03-31")) == F.date("2026-02-28"))
    }

    @Test func withoutAWindow_everyMovieIsListed_datedOrNot() {
        let movies = [F.movie("Old", released: "1927-01-10"), F.movie("Undated"), F.movie("Future", released: "2030-01-01")]
        #expect(titles(movies, request(MovieSort(.title))) == ["Future", "Old", "Undated"])
    }

    @Test func aLanguage_keepsOnlyMoviesInIt_ignoringCase() {
        let movies = [F.movie("Parasite", language: "ko"), F.movie("Dune", language: "en"), F.movie("Silent"), F.movie("Oldboy", language: "KO")]
        #expect(titles(movies, request(MovieSort(.title), language: "ko")) == ["Oldboy", "Parasite"])
    }

    @Test(arguments: [
        (MovieSort(.popularity), ["B", "A", "C", "None"]),
        (MovieSort(.popularity, .ascending), ["C", "A", "B", "None"]),
        (MovieSort(.rating), ["C", "B", "A", "None"]),
        (MovieSort(.rating, .ascending), ["A", "B", "C", "None"]),
        (MovieSort(.released), ["A", "C", "B", "None"]),
        (MovieSort(.released, .ascending), ["B", "C", "A", "None"]),
        (MovieSort(.title), ["A", "B", "C", "None"]),
        (MovieSort(.title, .descending), ["None", "C", "B", "A"]),
    ])
    func eachSortAttribute_ordersInItsDirection_withMissingValuesLast(sort: MovieSort, expected: [String]) {
        let movies = [
            F.movie("A", released: "2026-03-01", popularity: 50, rating: 6.0),
            F.movie("B", released: "2024-01-01", popularity: 90, rating: 7.0),
            F.movie("None"),
            F.movie("C", released: "2025-05-05", popularity: 10, rating: 8.5),
        ]
        #expect(titles(movies, request(sort)) == expected)
    }

    @Test func ties_areBrokenByTitle_thenBySlug() {
        let movies = [
            F.movie("Zeta", slug: "zeta", popularity: 5),
            F.movie("Alpha", slug: "alpha-2", popularity: 5),
            F.movie("Alpha", slug: "alpha", popularity: 5),
        ]
        let page = request().page(of: movies, ordering: MovieOrdering(sort: MovieSort()))
        #expect(page.movies.map(\.id.slug) == ["alpha", "alpha-2", "zeta"])
    }

    /// Titles sort in the catalog's language: Swedish files Ö after Z, English next to O.
    @Test func titles_sortInTheCatalogsLanguage() {
        let movies = [F.movie("Ödet"), F.movie("Zorro"), F.movie("Oslo"), F.movie("Pan")]
        func titles(_ language: String, _ sort: MovieSort) -> [String] {
            request(sort).page(of: movies, ordering: MovieOrdering(sort: sort, collation: Collation(language: language))).movies.map(\.title)
        }
        #expect(titles("sv", MovieSort(.title)) == ["Oslo", "Pan", "Zorro", "Ödet"])
        #expect(titles("en", MovieSort(.title)) == ["Ödet", "Oslo", "Pan", "Zorro"])
        #expect(titles("sv", MovieSort(.title, .descending)) == ["Ödet", "Zorro", "Pan", "Oslo"])
        #expect(titles("sv", MovieSort(.popularity)) == ["Oslo", "Pan", "Zorro", "Ödet"])   // all tie: none has a value
    }

    /// Ties in the attribute go by title in the catalog's language, then by slug; a title sort's
    /// equal titles by slug too, whichever its direction.
    @Test func ties_ofEveryAttribute_goByTitleThenSlug() {
        let movies = [
            F.movie("Élan", slug: "a-elan", popularity: 5, rating: 7),
            F.movie("Zeta", slug: "zeta", popularity: 9, rating: 7),
            F.movie("Elan", slug: "elan", popularity: 5, rating: 7),
            F.movie("Ecru", slug: "ecru", popularity: 5),
            F.movie("Alpha", slug: "alpha"),
            F.movie("ZETA", slug: "b-zeta", popularity: 9),
        ]
        func slugs(_ sort: MovieSort) -> [String] { request(sort).page(of: movies, ordering: MovieOrdering(sort: sort)).movies.map(\.id.slug) }
        #expect(slugs(MovieSort(.popularity)) == ["b-zeta", "zeta", "ecru", "elan", "a-elan", "alpha"])
        #expect(slugs(MovieSort(.popularity, .ascending)) == ["ecru", "elan", "a-elan", "b-zeta", "zeta", "alpha"])
        #expect(slugs(MovieSort(.rating)) == ["elan", "a-elan", "zeta", "alpha", "ecru", "b-zeta"])
        #expect(slugs(MovieSort(.title)) == ["alpha", "ecru", "elan", "a-elan", "b-zeta", "zeta"])
        #expect(slugs(MovieSort(.title, .descending)) == ["b-zeta", "zeta", "a-elan", "elan", "ecru", "alpha"])
    }

    @Test func pages_cutTheMatchingMovies_andCountThemAll() {
        let movies = F.numbered(5)
        let ordering = MovieOrdering(sort: MovieSort())
        #expect(request(page: 0, pageSize: 2).page(of: movies, ordering: ordering) == MoviePage(movies: Array(movies[0..<2]), totalCount: 5))
        #expect(request(page: 2, pageSize: 2).page(of: movies, ordering: ordering) == MoviePage(movies: [movies[4]], totalCount: 5))
        #expect(request(page: 3, pageSize: 2).page(of: movies, ordering: ordering) == MoviePage(movies: [], totalCount: 5))
    }
}
