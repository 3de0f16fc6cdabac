import Domain
import FileSafety
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Content a hostile or careless author might write: every case gives a correct site or one
/// clear `file:line:column` error per problem, never a crash, a hang or a file read from outside.
@Suite struct HostileContentTests {
    func build(_ site: TemporaryDirectory, output: String = "Public") async throws -> BuildReport {
        let content = site.url.appendingPathComponent("Content")
        let directory = try OutputDirectory(site.url.appendingPathComponent(output), content: content)
        return try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: directory, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
    }

    /// The diagnostics a failed build reports, as printed.
    func errors(_ site: TemporaryDirectory) async -> [String] {
        do {
            _ = try await build(site)
            return []
        } catch let errors as ContentErrors {
            return errors.diagnostics.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    @Test func deeplyNestedMarkdown_buildsWithoutExhaustingTheStack() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let depth = 20_000   // a recursive walk of the tree crashed at 10,000 in a debug build
        try site.write("# Quotes\n\n## Q\n\n" + String(repeating: ">", count: depth) + " deep\n", to: "Content/decks/quotes.md")
        try site.write("# Lists\n\n## Q\n\n" + String(repeating: "- ", count: depth) + "deep\n", to: "Content/decks/lists.md")
        try site.write("# Links\n\n## Q\n\n" + String(repeating: "[", count: depth) + "x" + String(repeating: "](https://example.org/)", count: depth) + "\n",
                       to: "Content/decks/links.md")
        let report = try await build(site)
        #expect(report.decks == 3)
        #expect(try site.read("Public/decks/quotes/index.html").contains("deep"))
    }

    @Test func linksOutOfTheContentFolder_andFilesThatAreNotFiles_areOneLineErrorsEach() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# A\n\n## Q\n\n![secret](img/secret.png)\n", to: "Content/decks/a.md")
        let decks = site.url.appendingPathComponent("Content/decks").path
        let links = [("img/secret.png", "/etc/passwd"), ("outside.md", "/etc/hostname"), ("loop.md", "loop.md"), ("dangling.md", "gone.md")]
        try FileManager.default.createDirectory(atPath: decks + "/img", withIntermediateDirectories: true)
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: "\(decks)/\(name)", withDestinationPath: target)
        }
        #expect(mkfifo(decks + "/pipe.md", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: decks + "/folder.md", withIntermediateDirectories: false)

        #expect(await errors(site) == [
            "Content/decks/a.md:5:1: error: image 'img/secret.png' cannot be published: decks/img/secret.png is a symbolic link to /etc/passwd, outside the content directory",
            "Content/decks/dangling.md:1:1: error: dangling.md is a symbolic link to a file that does not exist",
            "Content/decks/folder.md:1:1: error: folder.md is a folder, not a Markdown file; rename it",
            "Content/decks/loop.md:1:1: error: loop.md is a symbolic link that leads back to itself (a loop)",
            "Content/decks/outside.md:1:1: error: outside.md is a symbolic link to /etc/hostname, outside the content directory",
            "Content/decks/pipe.md:1:1: error: pipe.md is a named pipe (FIFO), not a file",
        ])
        #expect(!site.exists("Public"))
    }

    /// A file past the limit is refused from its size alone (the test's file is sparse: nothing
    /// is written or read), with the limit in the message.
    @Test func aMarkdownFileOverTheLimit_isOneLineError_andNothingIsWritten() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Popular\n", to: "Content/movies/huge.md")
        #expect(truncate(site.url.appendingPathComponent("Content/movies/huge.md").path, 300 << 20) == 0)
        #expect(await errors(site) == [
            "Content/movies/huge.md:1:1: error: huge.md is too large (300 MB); a content file may be at most 256 MB: split it",
        ])
        #expect(!site.exists("Public"))
    }

    @Test func symbolicLinksThatStayInside_areFollowed() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Shared\n\nQ::A\n", to: "Content/shared/shared.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/shared/map.svg")
        try site.write("# A\n\n## Q\n\n![map](map.svg)\n", to: "Content/decks/a.md")
        let decks = site.url.appendingPathComponent("Content/decks").path
        try FileManager.default.createSymbolicLink(atPath: decks + "/linked.md", withDestinationPath: "../shared/shared.md")
        try FileManager.default.createSymbolicLink(atPath: decks + "/map.svg", withDestinationPath: "../shared/map.svg")
        let report = try await build(site)
        #expect(report.decks == 2 && report.mediaFiles == 1)
        #expect(try site.read("Public/media/decks/map.svg") == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(try site.read("Public/decks/linked/index.html").contains("<p>Q</p>"))
    }

    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <script>alert(1)</script>\n</svg>", "2:3", "a <script> element"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>", "1:41", "an event-handler attribute (onload)"),
        ("<svg><a href=\"JavaScript:alert(1)\"><text>x</text></a></svg>", "1:15", "a javascript: URL"),
        ("<svg><foreignObject><iframe src=\"x\"/></foreignObject></svg>", "1:6", "a <foreignobject> element"),
        ("<!DOCTYPE svg [ <!ENTITY lol \"lol\"> ]><svg/>", "1:17", "an <!ENTITY> declaration"),
    ])
    func activeSVG_isRefusedWhereItsActiveContentIs(svg: String, position: String, what: String) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# A\n\n## Q\n\n![x](x.svg)\n", to: "Content/decks/a.md")
        try site.write(svg, to: "Content/decks/x.svg")
        let found = await errors(site)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Content/decks/x.svg:\(position): error: SVG image has \(what);") == true, "\(found)")
    }

    @Test func htmlDocuments_areNeverPublished() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# A\n\n## Q\n\n[notes](notes.HTML) and [feed](feed.xml)\n", to: "Content/decks/a.md")
        try site.write("<script>alert(1)</script>", to: "Content/decks/notes.HTML")
        try site.write("<rss/>", to: "Content/decks/feed.xml")
        let found = await errors(site)
        #expect(found == [
            "Content/decks/a.md:5:1: error: link 'notes.HTML' is a .html document, which could run scripts on the site's pages; the site publishes only passive files",
            "Content/decks/a.md:5:25: error: link 'feed.xml' is a .xml document, which could run scripts on the site's pages; the site publishes only passive files",
        ])
    }

    /// Private-use characters (Nerd Font icons live at U+E000–U+E00A) are text on every page; a
    /// noncharacter the readers mark deck syntax with is one error per file, and nothing is written.
    @Test func privateUseCharacters_areText_noncharactersAnErrorEach() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Icons\n\n## Clock \u{E005} x \u{E006}\n\nAt \u{E000}\u{2E30}noon\u{2E30}\u{E001}.\n", to: "Content/decks/icons.md")
        try site.write("# Films\n\n## Clock\n\n- Released: 1999-01-01\n\nA \u{E005} x \u{E006} y.\n", to: "Content/movies/films.md")
        _ = try await build(site)
        #expect(try site.read("Public/decks/icons/index.html").contains("<p>Clock \u{E005} x \u{E006}</p>"))
        #expect(try !site.read("Public/decks/icons/index.html").contains("class=\"math"))
        #expect(try site.read("Public/movies/films/clock/index.html").contains("<p>A \u{E005} x \u{E006} y.</p>"))
        #expect(try site.read("Public/movies/films/clock/index.html").contains("content=\"A \u{E005} x \u{E006} y.\""))

        let marked = try TemporaryDirectory()
        defer { marked.remove() }
        let mark = { (value: UInt32) in String(Character(Unicode.Scalar(value)!)) }
        try marked.write("## Q\n\nA \(mark(0xFDD5))x.\n", to: "Content/decks/a.md")
        try marked.write("# M\n\n## M\n\n- Released: 1999-01-01\n\n\(mark(0xFDEF))\n", to: "Content/movies/m.md")
        #expect(await errors(marked) == [
            "Content/decks/a.md:3:3: error: file holds U+FDD5, a Unicode noncharacter the site uses to mark deck syntax; remove it",
            "Content/movies/m.md:7:1: error: file holds U+FDEF, a Unicode noncharacter the site uses to mark deck syntax; remove it",
        ])
        #expect(!marked.exists("Public"))
    }

    @Test func fileNamesAndContentWithControlCharacters_printOnOneLineEach() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Bad\n\n## Question \u{1B}[31mred\n", to: "Content/decks/two\nlines \u{1B}[2J.md")
        let found = await errors(site)
        #expect(found == [
            "Content/decks/two\\nlines \\u{1B}[2J.md:3:1: error: card \"Question \\u{1B}[31mred\" has no answer",
        ])
    }

    @Test func mediaNamesWithLineBreaksHashesAndPercents_arePercentEncodedInPagesAndTheOfflineWorker() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let name = "odd #1 100%\nname.svg"
        // In Markdown a `#` starts the fragment and `%` an escape: the link encodes them.
        try site.write("# A\n\n## Q\n\n![odd](odd%20%231%20100%25%0Aname.svg)\n", to: "Content/decks/a.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/decks/\(name)")
        _ = try await build(site)
        let encoded = "media/decks/odd%20%231%20100%25%0Aname.svg"
        #expect(try site.read("Public/decks/a/index.html").contains("src=\"../../\(encoded)\""))
        #expect(try site.read("Public/sw.js").contains("[\"\(encoded)\", \""))
        #expect(site.exists("Public/media/decks/\(name)"))
    }

    @Test func aVeryLongTitle_givesAShorterAddress() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let title = String(repeating: "Long title ", count: 30)
        try site.write("# Catalog\n\n## \(title)\n\nA film.\n", to: "Content/movies/catalog.md")
        _ = try await build(site)
        let movies = try FileManager.default.contentsOfDirectory(atPath: site.url.appendingPathComponent("Public/movies/catalog").path)
        let slug = try #require(movies.first { $0.hasPrefix("long-title") })
        #expect(slug.count <= 100)
    }

    @Test func anOutputThatCannotBeWritten_isOneLine_andTheContentIsUntouched() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# A\n\nQ::A\n", to: "Content/decks/a.md")
        try site.write("a file, not a folder", to: "blocker")
        for output in ["blocker/Public", String(repeating: "n", count: 300) + "/Public"] {
            await #expect {
                _ = try await build(site, output: output)
            } throws: { error in
                let line = String(describing: error)
                return error is IOFailure && !line.contains("\n") && !line.contains("NSCocoaErrorDomain")
                    && (line.contains("Not a directory") || line.contains("File name too long"))
            }
        }
    }
}
