import Domain
import Foundation
import SiteBuilder
import Testing

/// Every folder in a page's address has a page, so a server asked for `/contacts/` or a
/// catalog's `page/` answers with a list instead of refusing (nginx answers 403 without one).
@Suite struct FolderPagesTests {
    @Test func everyFolderOfEveryPage_hasAnIndexPage_listingWhatIsBelow() async throws {
        let site = try SiteBuildTests().makeSite()
        defer { site.remove() }
        try site.write("# Friends\n\n## Ada Lovelace\n\n- Email: ada@example.org\n", to: "Content/contacts/friends.md")
        var catalog = "---\ntitle: Popular\npage_size: 2\n---\n\n"
        for index in 1...5 { catalog += "## Movie \(index)\n\n- Released: 2020-01-0\(index)\n\nOverview.\n\n" }
        try site.write(catalog, to: "Content/movies/popular.md")
        _ = try await SiteBuildTests().build(site)

        let files = Set(try site.snapshot("Public").keys)
        let pages = files.filter { $0.hasSuffix("index.html") }
        for page in pages {
            var folder = page.split(separator: "/").dropLast()
            while !folder.isEmpty {
                let index = folder.joined(separator: "/") + "/index.html"
                #expect(files.contains(index), "\(page): \(index) is missing")
                folder = folder.dropLast()
            }
        }
        let decks = try site.read("Public/decks/index.html")
        #expect(decks.contains("<h1>Decks</h1>"))
        #expect(decks.contains(#"<li><a href="../decks/quiz/index.html">Quiz</a> <span class="meta">3 cards</span></li>"#))
        #expect(try site.read("Public/contacts/index.html").contains(#"<a href="../contacts/friends/index.html">Friends</a> <span class="meta">1 contact</span>"#))
        #expect(try site.read("Public/movies/index.html").contains(#"<a href="../movies/popular/index.html">Popular</a> <span class="meta">5 movies</span>"#))
        let pagesOfPopular = try site.read("Public/movies/popular/page/index.html")
        #expect(pagesOfPopular.contains("<h1>Pages of Popular</h1>"))
        #expect(pagesOfPopular.contains(#"<a href="../../../movies/popular/page/3/index.html">Page 3</a> <span class="meta">1 movie</span>"#))
        #expect(pagesOfPopular.contains(#"<a href="../../../movies/popular/index.html">Page 1</a>"#))
    }

    @Test func aSiteWithoutContactsOrMovies_hasNoEmptyFolderPages() async throws {
        let site = try SiteBuildTests().makeSite()
        defer { site.remove() }
        _ = try await SiteBuildTests().build(site)
        let files = try site.snapshot("Public").keys
        #expect(!files.contains("contacts/index.html") && !files.contains("movies/index.html"))
    }
}
