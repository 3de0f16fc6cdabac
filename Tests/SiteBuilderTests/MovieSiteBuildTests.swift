import Domain
import Foundation
import Scenes
import SiteBuilder
import Testing
import TestSupport

@Suite struct MovieSiteBuildTests {
    /// 23 movies inside the window (one on its first day), one the day before it, one after the build date.
    static func catalog() -> String {
        var text = """
        ---
        title: Popular movies
        page_size: 10
        sort: popularity
        released_within: 1 year
        ---

        The most popular movies of the year.

        ## First Day

        - Released: 2025-11-22
        - Popularity: 1000
        - Rating: 8.66
        - Runtime: 166
        - Genres: Drama, Science fiction
        - Language: en
        - Director: Jane Doe
        - Cast: Ann Actor, Bob Actor
        - Poster: posters/first-day.svg
        - Trailer: https://example.org/trailer?id=1&t=2

        A story that **starts** on the window's first day.

        ## Day Before

        - Released: 2025-11-21
        - Popularity: 999

        ## Not Out Yet

        - Released: 2026-11-23
        - Popularity: 998

        """
        for index in 2...23 {
            text += "## Movie \(index)\n\n- Released: 2026-0\(index % 9 + 1)-15\n- Popularity: \(500 - index)\n\n"
        }
        return text
    }

    func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Cinema\n---\n", to: "Content/index.md")
        try site.write(Self.catalog(), to: "Content/movies/popular.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2 3\"/>", to: "Content/movies/posters/first-day.svg")
        return site
    }

    func build(_ site: TemporaryDirectory, date: String = "2026-11-22", output: String = "Public") async throws -> BuildReport {
        let content = site.url.appendingPathComponent("Content")
        let directory = try OutputDirectory(site.url.appendingPathComponent(output), content: content)
        return try await SiteBuild(content: content, contentDisplayPath: "Content", output: directory, buildDate: CalendarDate(iso: date)!).run()
    }

    @Test func aCatalog_becomesListPagesBatchScriptsAndADetailPerListedMovie() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site)
        let files = try site.snapshot("Public/movies").keys.sorted()
        #expect(files.filter { $0.contains("page/") } == [
            "popular/page/2/batch.js", "popular/page/2/index.html", "popular/page/3/batch.js", "popular/page/3/index.html",
            "popular/page/index.html",
        ])
        #expect(files.contains("popular/index.html"))
        #expect(!files.contains("popular/page/1/batch.js"))
        #expect(files.filter { $0.hasSuffix("/index.html") && !$0.contains("page/") }.count == 1 + 23)
        #expect(files.contains("popular/first-day/index.html"))
        #expect(!files.contains("popular/day-before/index.html"))
        #expect(!files.contains("popular/not-out-yet/index.html"))
        #expect(site.exists("Public/media/movies/posters/first-day.svg"))
        #expect(site.exists("Public/assets/movies.js") && site.exists("Public/assets/movies.css"))
    }

    @Test func listPages_linkToEachOther_andTheFirstLoadsTheNextBatch() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site)
        let first = try site.read("Public/movies/popular/index.html")
        #expect(first.contains("<p class=\"meta\">23 movies released since 22 November 2025, most popular first</p>"))
        #expect(first.contains("<p>The most popular movies of the year.</p>"))
        #expect(first.contains("data-next-batch=\"../../movies/popular/page/2/batch.js\""))
        #expect(first.contains("<a class=\"movie-link\" href=\"../../movies/popular/first-day/index.html\">First Day</a>"))
        #expect(first.contains("<p class=\"movie-meta\">2025 · 2 h 46 min · 8.7/10</p>"))
        #expect(first.contains("src=\"../../media/movies/posters/first-day.svg\""))
        #expect(first.components(separatedBy: "class=\"movie-item\"").count - 1 == 10)
        #expect(!first.contains("Day Before") && !first.contains("Not Out Yet"))

        let second = try site.read("Public/movies/popular/page/2/index.html")
        #expect(second.contains("<a rel=\"prev\" href=\"../../../../movies/popular/index.html\" data-previous-page>Previous page</a>"))
        #expect(second.contains("<a rel=\"next\" href=\"../../../../movies/popular/page/3/index.html\" data-next-page>Next page</a>"))
        #expect(second.contains("<p class=\"movie-list-status\" data-status>Page 2 of 3</p>"))
        #expect(second.contains("<ol class=\"movies\" start=\"11\" data-items>"))

        let last = try site.read("Public/movies/popular/page/3/index.html")
        #expect(last.components(separatedBy: "class=\"movie-item\"").count - 1 == 3)
        #expect(!last.contains("rel=\"next\""))

        let batch = try site.read("Public/movies/popular/page/3/batch.js")
        #expect(batch.hasPrefix("window.movieList && window.movieList.receive({"))
        #expect(batch.contains("\"status\":\"Page 3 of 3\""))
        #expect(batch.contains("\"nextBatchURL\":null") || !batch.contains("nextBatchURL"))
        #expect(batch.contains("href=\\\"../../../../movies/popular/movie-21/index.html\\\""))
        #expect(!batch.contains("<"))
    }

    @Test func aDetailPage_showsTheMovie_withThePageOfTheListItIsOnBesideIt() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site)
        let page = try site.read("Public/movies/popular/first-day/index.html")
        #expect(page.contains("<title>First Day · Cinema</title>"))
        #expect(page.contains("<div><dt>Released</dt><dd>22 November 2025</dd></div>"))
        #expect(page.contains("<div><dt>Runtime</dt><dd>2 h 46 min</dd></div>"))
        #expect(page.contains("<div><dt>Rating</dt><dd>8.7/10</dd></div>"))
        #expect(page.contains("<div><dt>Genres</dt><dd>Drama, Science fiction</dd></div>"))
        #expect(page.contains("<div><dt>Language</dt><dd>English</dd></div>"))
        #expect(page.contains("<div><dt>Director</dt><dd>Jane Doe</dd></div>"))
        #expect(page.contains("<li>Bob Actor</li>"))
        #expect(page.contains("<p>A story that <strong>starts</strong> on the window's first day.</p>"))
        #expect(page.contains("<img class=\"movie-poster\" src=\"../../../media/movies/posters/first-day.svg\" alt=\"Poster of First Day\""))
        #expect(page.contains("<a href=\"https://example.org/trailer?id=1&amp;t=2\">Watch the trailer of First Day</a>"))
        #expect(page.contains("<a href=\"../../../movies/popular/index.html#movie-first-day\">Back to Popular movies</a>"))
        #expect(page.contains("<li><a href=\"../../../movies/popular/first-day/index.html\" aria-current=\"page\">First Day</a></li>"))
        let aside = try #require(page.components(separatedBy: "<nav class=\"movie-split-list\"").last)
        #expect(aside.components(separatedBy: "<li><a href=\"../../../movies/popular/").count - 1 == 10)
        #expect(aside.contains("<p class=\"movie-split-status\">Page 1 of 3</p>"))
        #expect(aside.contains("<a href=\"../../../movies/popular/page/2/index.html\">Next page</a>"))
        let last = try site.read("Public/movies/popular/movie-23/index.html")
        let lastAside = try #require(last.components(separatedBy: "<nav class=\"movie-split-list\"").last)
        #expect(lastAside.components(separatedBy: "<li><a href=\"../../../movies/popular/").count - 1 == 3)
        #expect(lastAside.contains("<ol start=\"21\">"))
        #expect(lastAside.contains("<a href=\"../../../movies/popular/page/2/index.html\">Previous page</a>"))
    }

    /// A detail page weighs the same in a catalog of 20 movies and of 5,000: it shows its page of
    /// the list, never the whole catalog.
    @Test func everyDetailPage_ofAFiveThousandMovieCatalog_staysUnderAFixedSize() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("---\ntitle: Cinema\n---\n", to: "Content/index.md")
        var catalog = "---\ntitle: Big catalog\npage_size: 20\n---\n\n"
        for index in 1...5_000 {
            catalog += "## Movie \(index)\n\n- Released: 2020-01-01\n- Popularity: \(index)\n\nThe overview of movie \(index).\n\n"
        }
        try site.write(catalog, to: "Content/movies/big.md")
        let report = try await build(site)
        // Home, 404, 250 list pages, 249 batches, the movies, and the folder pages movies/ and page/.
        #expect(report.pages == 2 + 250 + 249 + 5_000 + 2)
        let folder = site.url.appendingPathComponent("Public/movies/big")
        var largest = 0
        for index in 1...5_000 {
            let page = folder.appendingPathComponent("movie-\(index)/index.html")
            largest = max(largest, try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? .max)
        }
        #expect(largest > 0 && largest < 12_000, "largest detail page: \(largest) bytes")
    }

    /// Past `SiteNavigation.limit` collections, a page's navigation links Home, the catalogs'
    /// folder page (which lists them all) and its own catalog: its size does not grow with them.
    @Test func aSiteOfManyCatalogs_foldsItsNavigation_andTheFolderPageListsEveryCatalog() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let count = 3 * SiteNavigation.limit
        for index in 1...count {
            try site.write("---\ntitle: Catalog \(index)\n---\n\n## Film \(index)\n\n- Released: 2020-01-01\n", to: "Content/movies/c\(index).md")
        }
        _ = try await build(site)
        let pages = try site.snapshot("Public").filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(pages.count > 2 * count)
        for (path, html) in pages {
            let navigation = try #require(html.components(separatedBy: "<nav aria-label=\"Site\">").dropFirst().first?.components(separatedBy: "</nav>").first)
            #expect(navigation.components(separatedBy: "<li>").count - 1 <= 3, "\(path)")
        }
        let film = try #require(pages["movies/c17/film-17/index.html"])
        #expect(film.contains("<li><a href=\"../../../movies/index.html\">Movie catalogs</a></li>\n<li><a href=\"../../../movies/c17/index.html\" aria-current=\"true\">Catalog 17</a></li>"))
        let folder = try #require(pages["movies/index.html"])
        #expect((1...count).allSatisfy { folder.contains("href=\"../movies/c\($0)/index.html\"") })
    }

    @Test func theBuildDate_movesTheWindow() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site, date: "2026-11-23")
        #expect(!site.exists("Public/movies/popular/first-day/index.html"))
        #expect(site.exists("Public/movies/popular/not-out-yet/index.html"))
        #expect(try site.read("Public/movies/popular/index.html").contains("23 movies released since 23 November 2025"))
    }

    @Test func aMovieMistake_failsTheBuild_withItsLocation() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("## Solaris\n\n- Rating: ten\n", to: "Content/movies/broken.md")
        await #expect {
            _ = try await build(site)
        } throws: { error in
            (error as? ContentErrors)?.diagnostics.map(\.description) == [
                "Content/movies/broken.md:3:11: error: malformed Rating 'ten': expected a number from 0 to 10",
            ]
        }
        #expect(!site.exists("Public/index.html"))
    }
}
