import Foundation
import Testing
@testable import HTMLView
@testable import Scenes

enum MovieViewFixtures {
    static let hostileTitle = "</script><script>alert(\"x\")</script> & \"Co\""

    static func item(_ title: String, slug: String, poster: String? = nil) -> ListMovies.ViewModel.Item {
        .init(anchor: "movie-\(slug)", title: title, url: "../../movies/popular/\(slug)/index.html", posterURL: poster,
              meta: "2024 · 2 h 46 min · 8.5/10", genres: "Drama")
    }

    static func list(
        items: [ListMovies.ViewModel.Item], page: Int = 1, previous: String? = nil, next: String? = nil, nextBatch: String? = nil,
        empty: String? = nil
    ) -> ListMovies.ViewModel {
        ListMovies.ViewModel(
            page: ViewFixtures.chrome(title: "Popular · Cards"), title: "Popular", summary: "3 movies, most popular first",
            introductionHTML: nil, emptyMessage: empty, listLabel: "Movies in Popular", firstNumber: (page - 1) * 2 + 1, items: items,
            pagination: .init(
                label: "Pages of Popular", status: "Page \(page) of 2", previousURL: previous, previousLabel: "Previous page",
                nextURL: next, nextLabel: "Next page",
                pages: [.init(label: "1", url: "p1", current: page == 1 ? "page" : nil), .init(label: "2", url: "p2", current: page == 2 ? "page" : nil)]
            ),
            loader: .init(nextBatchURL: nextBatch, loadMoreLabel: "Load more movies", loadingMessage: "Loading more movies…",
                          errorMessage: "Could not load.", retryLabel: "Retry", endMessage: "That’s all: 3 movies shown."),
            batch: .init(page: page, pageURL: "../../../../movies/popular/page/\(page)/index.html", status: "Page \(page) of 2",
                         announcement: "1 more movie loaded, page \(page) of 2.", nextBatchURL: nil, nextPageURL: nil)
        )
    }
}

@Suite struct MovieListViewTests {
    typealias F = MovieViewFixtures

    func render(_ viewModel: ListMovies.ViewModel) throws -> String {
        String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
    }

    @Test func aListPage_hasItsItems_pageLinks_andTheLoaderForTheNextBatch() throws {
        let html = try render(F.list(
            items: [F.item("Dune", slug: "dune", poster: "../../media/dune.svg"), F.item("Arrival", slug: "arrival")],
            next: "../../movies/popular/page/2/index.html", nextBatch: "../../movies/popular/page/2/batch.js"
        ))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../../assets/movies.css\">"))
        #expect(html.contains("<link rel=\"next\" href=\"../../movies/popular/page/2/index.html\">"))
        #expect(html.contains("data-movie-list data-next-batch=\"../../movies/popular/page/2/batch.js\">"))
        #expect(html.contains("<ol class=\"movies\" start=\"1\" data-items>"))
        #expect(html.contains("<li class=\"movie-item\" id=\"movie-dune\">"))
        #expect(html.contains("<img class=\"movie-thumb\" src=\"../../media/dune.svg\" alt=\"\" width=\"64\" height=\"96\" loading=\"lazy\">"))
        #expect(html.contains("<a class=\"movie-link\" href=\"../../movies/popular/dune/index.html\">Dune</a>"))
        #expect(html.contains("<span class=\"movie-thumb movie-thumb-missing\"></span>"))
        #expect(html.contains("<p class=\"movie-meta\">2024 · 2 h 46 min · 8.5/10</p>"))
        #expect(html.contains("<a rel=\"next\" href=\"../../movies/popular/page/2/index.html\" data-next-page>Next page</a>"))
        #expect(!html.contains("rel=\"prev\""))
        #expect(html.contains("<a href=\"p1\" aria-current=\"page\">1</a>"))
        #expect(html.contains("<button type=\"button\" class=\"movie-load-more\" data-load-more>Load more movies</button>"))
        #expect(html.contains("Loading more movies…"))
        #expect(html.contains("<p class=\"movie-end\" data-end hidden>That’s all: 3 movies shown.</p>"))
        #expect(html.contains("<script src=\"../../assets/movies.js\"></script>"))
    }

    @Test func theLastPage_hasNoLoadMore_andShowsTheEnd() throws {
        let html = try render(F.list(items: [F.item("Dune", slug: "dune")], page: 2, previous: "../../../../movies/popular/index.html"))
        #expect(!html.contains("data-next-batch"))
        #expect(!html.contains("data-load-more"))
        #expect(html.contains("<p class=\"movie-end\" data-end>That’s all: 3 movies shown.</p>"))
        #expect(html.contains("<a rel=\"prev\" href=\"../../../../movies/popular/index.html\" data-previous-page>Previous page</a>"))
        #expect(html.contains("<ol class=\"movies\" start=\"3\" data-items>"))
    }

    @Test func anEmptyList_showsItsMessageInstead() throws {
        let html = try render(F.list(items: [], empty: "No movies released since 22 November 2025."))
        #expect(html.contains("<p class=\"empty-state\">No movies released since 22 November 2025.</p>"))
        #expect(!html.contains("data-movie-list"))
        #expect(!html.contains("class=\"pagination\""))
    }

    @Test func titles_areEscapedForHTML() throws {
        let html = try render(F.list(items: [F.item(F.hostileTitle, slug: "x")]))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;"))
    }
}

@Suite struct MovieBatchScriptViewTests {
    typealias F = MovieViewFixtures

    func render(_ viewModel: ListMovies.ViewModel) throws -> String {
        try MovieBatchScriptView(templates: HTMLTemplates()).render(viewModel)
    }

    @Test func aBatch_callsTheListWithTheSameItemMarkupAsThePage() throws {
        let model = F.list(items: [F.item("Dune", slug: "dune")], page: 2)
        let script = try render(model)
        #expect(script.hasPrefix("window.movieList && window.movieList.receive({"))
        #expect(script.hasSuffix("});\n"))
        let json = String(script.dropFirst("window.movieList && window.movieList.receive(".count).dropLast(3))
        let payload = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(payload?["page"] as? Int == 2)
        #expect(payload?["status"] as? String == "Page 2 of 2")
        #expect(payload?["announcement"] as? String == "1 more movie loaded, page 2 of 2.")
        #expect(payload?["pageURL"] as? String == "../../../../movies/popular/page/2/index.html")
        let pageHTML = try MovieListViewTests().render(model)
        let itemsHTML = try #require(payload?["itemsHTML"] as? String)
        #expect(itemsHTML.contains("<a class=\"movie-link\" href=\"../../movies/popular/dune/index.html\">Dune</a>"))
        #expect(pageHTML.contains(itemsHTML))
        let paginationHTML = try #require(payload?["paginationHTML"] as? String)
        #expect(paginationHTML.hasPrefix("<ul>") && paginationHTML.contains("aria-current=\"page\""))
        #expect(pageHTML.contains(paginationHTML), "the batch carries the page links its page shows")
    }

    /// The payload is written directly, as `JSONEncoder` writes it (`ScriptJSON`): the same bytes,
    /// with and without the next batch and page, whatever the texts hold.
    @Test(arguments: [true, false])
    func thePayload_isWhatJSONEncoderWrites(hasNext: Bool) throws {
        let awkward = JSONWriterTests.awkward + F.hostileTitle
        let payload = MovieBatchScriptView.Payload(
            page: 3, pageURL: "../page/3/index.html?a=1&b=2", status: "Page 3 of 9 \u{2028}", announcement: awkward,
            nextBatchURL: hasNext ? "../4/batch.js" : nil, nextPageURL: hasNext ? "../4/index.html#x" : nil,
            itemsHTML: "<li>\(awkward)</li>\n\t", paginationHTML: "<ul>\r\n</ul>\u{0}"
        )
        #expect(payload.json == (try ScriptJSON.encode(payload)))
    }

    @Test func content_cannotBreakOutOfTheScript() throws {
        let script = try render(F.list(items: [F.item(F.hostileTitle, slug: "x")]))
        #expect(!script.contains("<"))
        #expect(!script.contains(">"))
        #expect(script.contains("\\u003c"))
        #expect(!script.contains("</script>"))
    }
}

@Suite struct MovieDetailViewTests {
    func render(_ viewModel: ShowMovie.ViewModel) throws -> String {
        String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
    }

    static func detail(title: String = "Dune: Part Two", complete: Bool = true) -> ShowMovie.ViewModel {
        ShowMovie.ViewModel(
            page: ViewFixtures.chrome(title: "\(title) · Cards", root: "../../../"), title: title,
            meta: complete ? "2024 · 2 h 46 min · 8.5/10" : nil,
            back: .init(label: "Back to Popular", url: "../../../movies/popular/index.html#movie-dune"),
            listHeading: "Popular", listStatus: "Page 1 of 1", listLabel: "Movies in Popular", listStart: 1,
            list: [.init(title: "Arrival", url: "../arrival/index.html", current: nil), .init(title: title, url: "../dune/index.html", current: nil)],
            listCurrent: 1, listPrevious: nil, listNext: nil,
            poster: complete ? .init(url: "../../../media/dune.svg", alt: "Poster of \(title)") : nil,
            facts: complete ? [.init(term: "Runtime", detail: "2 h 46 min"), .init(term: "Rating", detail: "8.5/10")] : [],
            cast: complete ? .init(heading: "Cast", names: ["Zendaya", "Austin Butler"]) : nil,
            overview: complete ? .init(heading: "Overview", html: "<p>Paul <em>unites</em>.</p>") : nil,
            trailer: complete ? .init(label: "Watch the trailer of \(title)", url: "https://example.org/t?a=1&b=2") : nil,
            neighbours: complete ? .init(label: "More in Popular", previous: .init(label: "Previous: Arrival", url: "../arrival/index.html"), next: nil) : nil
        )
    }

    @Test func theDetail_showsEveryFact_besideTheCatalogList() throws {
        let html = try render(Self.detail())
        #expect(html.contains("<h1 id=\"movie-title\">Dune: Part Two</h1>"))
        #expect(html.contains("<p class=\"meta\">2024 · 2 h 46 min · 8.5/10</p>"))
        #expect(html.contains("<img class=\"movie-poster\" src=\"../../../media/dune.svg\" alt=\"Poster of Dune: Part Two\" width=\"240\" height=\"360\">"))
        #expect(html.contains("<div><dt>Runtime</dt><dd>2 h 46 min</dd></div>"))
        #expect(html.contains("<li>Austin Butler</li>"))
        #expect(html.contains("<p>Paul <em>unites</em>.</p>"))
        #expect(html.contains("<a href=\"https://example.org/t?a=1&amp;b=2\">Watch the trailer of Dune: Part Two</a>"))
        #expect(html.contains("<p class=\"movie-back\"><a href=\"../../../movies/popular/index.html#movie-dune\">Back to Popular</a></p>"))
        #expect(html.contains("<nav class=\"movie-split-list\" aria-labelledby=\"movie-split-heading\">"))
        #expect(html.contains("<li><a href=\"../dune/index.html\" aria-current=\"page\">Dune: Part Two</a></li>"))
        #expect(html.contains("<li><a href=\"../arrival/index.html\">Arrival</a></li>"))
        #expect(html.contains("<li><a rel=\"prev\" href=\"../arrival/index.html\">Previous: Arrival</a></li>"))
        #expect(!html.contains("rel=\"next\""))
    }

    @Test func missingFacts_leaveNoEmptySections() throws {
        let html = try render(Self.detail(complete: false))
        #expect(!html.contains("movie-poster"))
        #expect(!html.contains("movie-cast"))
        #expect(!html.contains("movie-overview"))
        #expect(!html.contains("movie-trailer"))
        #expect(!html.contains("movie-neighbours"))
        #expect(!html.contains("<p class=\"meta\">"))
    }

    @Test func theTitle_isEscapedInTextAndAttributes() throws {
        let html = try render(Self.detail(title: MovieViewFixtures.hostileTitle))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("alt=\"Poster of &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;\""))
    }
}
