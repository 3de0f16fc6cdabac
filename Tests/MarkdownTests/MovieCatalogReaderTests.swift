import Domain
import Testing
@testable import Markdown

/// Reads `text` as the catalog file `Content/<contentPath>`.
func readCatalog(_ text: String, contentPath: String = "movies/popular.md", files: Set<String> = []) -> MovieCatalogReader.Outcome {
    MovieCatalogReader(tree: FakeContentTree(files)).read(text, file: "Content/\(contentPath)", contentPath: contentPath)
}

@Suite struct MovieCatalogReaderTests {
    static let full = """
    ---
    title: Popular movies
    page_size: 12
    sort: rating ascending
    released_within: 6 months
    language: EN
    ---

    # Ignored heading

    What is *hot*.

    ## Dune: Part Two

    - Released: 2024-03-01
    - popularity: 702.5
    - RATING: 8.5
    - Runtime: 166
    - Genres: Science fiction, Adventure
    - Language: en
    - Director: Denis Villeneuve
    - Cast: Timothée Chalamet, Zendaya
    - Cast: Rebecca Ferguson
    - Poster: posters/dune.svg
    - Trailer: https://example.org/watch?v=dune&t=1

    Paul unites with the **Fremen**.

    Second paragraph.
    """

    @Test func everyField_isRead() throws {
        let outcome = readCatalog(Self.full, files: ["movies/posters/dune.svg"])
        #expect(outcome.diagnostics == [])
        let catalog = try #require(outcome.catalog)
        #expect(catalog.id == MovieCatalog.ID("popular"))
        #expect(catalog.title == "Popular movies")
        #expect(catalog.introduction.markdown.contains("What is *hot*."))
        #expect(catalog.settings == MovieListSettings(
            pageSize: 12, sort: MovieSort(.rating, .ascending), releasedWithin: ReleaseWindow(count: 6, unit: .month), language: "en"
        ))
        let movie = try #require(catalog.movies.first)
        #expect(movie.id == Movie.ID("dune-part-two"))
        #expect(movie.title == "Dune: Part Two")
        #expect(movie.released == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(movie.popularity == 702.5)
        #expect(movie.rating == 8.5)
        #expect(movie.runtime == 166)
        #expect(movie.genres == ["Science fiction", "Adventure"])
        #expect(movie.language == "en")
        #expect(movie.director == "Denis Villeneuve")
        #expect(movie.cast == ["Timothée Chalamet", "Zendaya", "Rebecca Ferguson"])
        #expect(movie.poster == .file("media/movies/posters/dune.svg"))
        #expect(movie.trailer == "https://example.org/watch?v=dune&t=1")
        #expect(movie.overview.markdown.contains("Paul unites with the **Fremen**."))
        #expect(movie.overview.markdown.contains("Second paragraph."))
        #expect(movie.location == SourceLocation(file: "Content/movies/popular.md", line: 13, column: 1))
        #expect(outcome.media == ["movies/posters/dune.svg"])
    }

    @Test func withoutFrontMatter_theDefaultsApply_andTheTitleComesFromTheHeading() throws {
        let catalog = try #require(readCatalog("# Cinema club\n\n## Solaris\n").catalog)
        #expect(catalog.title == "Cinema club")
        #expect(catalog.settings == MovieListSettings())
        #expect(catalog.settings.pageSize == 20 && catalog.settings.sort == MovieSort(.popularity, .descending))
        #expect(catalog.movies.map(\.title) == ["Solaris"])
        #expect(catalog.movies.first?.overview.isEmpty == true)
    }

    @Test func withoutAnyTitle_theFileNameIsUsed() throws {
        #expect(readCatalog("## Solaris\n", contentPath: "movies/Film Club.md").catalog?.title == "Film Club")
        #expect(readCatalog("## Solaris\n", contentPath: "movies/Film Club.md").catalog?.id == MovieCatalog.ID("film-club"))
    }

    @Test(arguments: [
        ("title", MovieSort(.title, .ascending)), ("title descending", MovieSort(.title, .descending)),
        ("Released Ascending", MovieSort(.released, .ascending)), ("released", MovieSort(.released, .descending)),
        ("popularity", MovieSort(.popularity, .descending)), ("rating  descending", MovieSort(.rating, .descending)),
    ])
    func sortSettings_takeAnAttributeAndAnOptionalDirection(text: String, sort: MovieSort) {
        #expect(readCatalog("---\nsort: \(text)\n---\n").catalog?.settings.sort == sort)
    }

    @Test(arguments: [
        ("1 year", ReleaseWindow(count: 1, unit: .year)), ("2 years", ReleaseWindow(count: 2, unit: .year)),
        ("6 months", ReleaseWindow(count: 6, unit: .month)), ("1 week", ReleaseWindow(count: 1, unit: .week)),
        ("30 Days", ReleaseWindow(count: 30, unit: .day)),
    ])
    func releaseWindows_takeACountAndAUnit(text: String, window: ReleaseWindow) {
        #expect(readCatalog("---\nreleased_within: \(text)\n---\n").catalog?.settings.releasedWithin == window)
    }

    @Test func anEmptyCatalog_isAWarning() {
        #expect(lines(readCatalog("# Nothing yet\n").diagnostics) == [
            "Content/movies/popular.md:1:1: warning: movie catalog has no movies yet; start each one with a '## Title' heading",
        ])
    }

    @Test func aRemotePoster_isKept_andNothingIsCopied() throws {
        let outcome = readCatalog("## Solaris\n\n- Poster: https://images.example.org/solaris.jpg\n")
        #expect(outcome.diagnostics == [])
        #expect(outcome.catalog?.movies.first?.poster == .remote("https://images.example.org/solaris.jpg"))
        #expect(outcome.media == [])
    }

    @Test func aPosterPath_isRelativeToTheCatalogFile() throws {
        let outcome = readCatalog("## Solaris\n\n- Poster: ../images/Solaris poster.PNG\n", files: ["images/Solaris poster.PNG"])
        #expect(outcome.diagnostics == [])
        #expect(outcome.catalog?.movies.first?.poster == .file("media/images/Solaris%20poster.PNG"))
        #expect(outcome.media == ["images/Solaris poster.PNG"])
    }

    @Test func slugs_areUniqueInACatalog_andNeverPage() throws {
        let text = """
        ## Dune
        - Released: 1984-12-14
        ## Dune
        - Released: 2021-10-22
        ## Dune
        - Released: 2021-10-22
        ## Page
        ## 七人の侍
        ## ★★★
        ## Page
        """
        let slugs = readCatalog(text).catalog?.movies.map(\.id.slug)
        #expect(slugs == ["dune", "dune-2021", "dune-2", "page-2", "七人の侍", "movie", "page-3"])
    }
}
