import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

@Suite struct SiteBuildTests {
    static let quiz = """
    ---
    tags: [starter]
    ---
    # Quiz

    Three questions.

    ## From what is cognac made?

    Grapes

    ## What is 7+7?

    14

    ## What is the capital of Vermont?

    ![Map](images/vermont.svg)

    Montpelier
    """

    func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Test site\nlanguage: en-GB\nbase_url: https://example.org/cards\n---\nWelcome.\n", to: "Content/index.md")
        try site.write(SiteBuildTests.quiz, to: "Content/decks/quiz.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/decks/images/vermont.svg")
        try site.write("# Later\n", to: "Content/decks/later.md")
        return site
    }

    func build(_ site: TemporaryDirectory, output: String = "Public") async throws -> BuildReport {
        let content = site.url.appendingPathComponent("Content")
        let directory = try OutputDirectory(site.url.appendingPathComponent(output), content: content)
        return try await SiteBuild(content: content, contentDisplayPath: "Content", output: directory, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
    }

    @Test func build_writesHomeDeckPagesAssetsMediaAndSitemap() async throws {
        let site = try makeSite()
        defer { site.remove() }

        let report = try await build(site)

        #expect(report.decks == 2 && report.cards == 3 && report.pages == 5 && report.mediaFiles == 1)
        #expect(report.warnings.map(\.description) == [
            "Content/decks/later.md:1:1: warning: deck \"Later\" has no cards; start each card with a '## question' heading or write 'question::answer'",
        ])
        let files = try site.snapshot("Public").keys.sorted()
        #expect(files.filter { !$0.hasPrefix("assets/") } == [
            ".site-build.json", ".site-output", "404.html", "card-lineage.json", "decks/index.html", "decks/later/index.html", "decks/quiz/index.html",
            "index.html", "manifest.webmanifest", "media/decks/images/vermont.svg", "sitemap.xml", "sw.js",
        ])
        #expect(files.contains("assets/site.css") && files.contains("assets/study.js"))
        let home = try site.read("Public/index.html")
        #expect(home.contains("<html lang=\"en-GB\">"))
        #expect(home.contains("<a href=\"decks/quiz/index.html\">Quiz</a>"))
        #expect(home.contains("<p>Welcome.</p>"))
        #expect(home.contains("<p>Three questions.</p>"))
        let deck = try site.read("Public/decks/quiz/index.html")
        #expect(deck.contains("<p>What is the capital of Vermont?</p>"))
        #expect(deck.contains("<img src=\"../../media/decks/images/vermont.svg\" alt=\"Map\" />"))
        #expect(try site.read("Public/decks/later/index.html").contains("This deck has no cards yet."))
        let sitemap = try site.read("Public/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/cards/decks/quiz/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/cards/</loc>"))
        #expect(!sitemap.contains("404"), "the 404 page is not a page to index")
    }

    /// `pretty_urls: false`: each page a file of its name; the links between pages, those the
    /// content writes to a deck included, and the sitemap name those files.
    @Test func build_withAFilePerPage_makesNoFolderPerPage_andLinksToTheFiles() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("---\ntitle: Test site\nbase_url: https://example.org/cards\npretty_urls: false\n---\nStart with [the quiz](decks/quiz.md#top).\n", to: "Content/index.md")

        _ = try await build(site)

        let files = try site.snapshot("Public").keys.sorted()
        #expect(files.filter { !$0.hasPrefix("assets/") } == [
            ".site-build.json", ".site-output", "404.html", "card-lineage.json", "decks/index.html", "decks/later.html", "decks/quiz.html",
            "index.html", "manifest.webmanifest", "media/decks/images/vermont.svg", "sitemap.xml", "sw.js",
        ])
        let home = try site.read("Public/index.html")
        #expect(home.contains("<a href=\"decks/quiz.html\">Quiz</a>"))
        #expect(home.contains("<a href=\"decks/quiz.html#top\">the quiz</a>"))
        let deck = try site.read("Public/decks/quiz.html")
        #expect(deck.contains("<img src=\"../media/decks/images/vermont.svg\" alt=\"Map\" />"))
        #expect(deck.contains("href=\"../assets/site.css\""))
        let sitemap = try site.read("Public/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/cards/decks/quiz.html</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/cards/decks/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/cards/</loc>"))
    }

    @Test func twoBuilds_produceByteIdenticalOutput() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site, output: "First")
        _ = try await build(site, output: "Second")
        _ = try await build(site, output: "First")
        let first = try site.snapshot("First"), second = try site.snapshot("Second")
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test func failedBuild_leavesPreviousOutputExactlyAsItWas() async throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try await build(site)
        let before = try site.snapshot("Public")

        try site.write("## Question without answer\n", to: "Content/decks/broken.md")
        try site.write("---\ntitle: [unclosed\n---\n", to: "Content/decks/bad-yaml.md")
        await #expect {
            _ = try await build(site)
        } throws: { error in
            let diagnostics = (error as? ContentErrors)?.diagnostics.map(\.description) ?? []
            return diagnostics.count == 2
                && diagnostics[0].hasPrefix("Content/decks/bad-yaml.md:3:1: error: front matter is not valid YAML")
                && diagnostics[1] == "Content/decks/broken.md:1:1: error: card \"Question without answer\" has no answer"
        }
        #expect(try site.snapshot("Public") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.url.path).filter { $0.contains("staging") || $0.contains("previous") }
        #expect(leftovers.isEmpty)
    }

    @Test func rebuild_keepsHiddenFilesOfTheOutputAndDropsRemovedPages() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("*\n!.gitignore\n", to: "Public/.gitignore")
        _ = try await build(site)
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/decks/later.md"))
        _ = try await build(site)
        #expect(try site.read("Public/.gitignore") == "*\n!.gitignore\n")
        #expect(!site.exists("Public/decks/later/index.html"))
        #expect(site.exists("Public/decks/quiz/index.html"))
    }
}
