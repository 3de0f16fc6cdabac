import Domain
import Foundation
import Testing
@testable import SiteBuilder
import TestSupport

/// `site check`: what a build reports, and every link of every generated page.
@Suite struct SiteCheckTests {
    func check(_ site: TemporaryDirectory) -> SiteCheck.Report {
        SiteCheck(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content",
                  buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
    }

    @Test func theSampleSite_isClean_everyLinkOfEveryPageIncluded() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let report = SiteCheck(content: repository.appendingPathComponent("Content"), contentDisplayPath: "Content",
                               buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.pages > 80)
    }

    /// The sample site written a file a page (`pretty_urls: false`): decks, contacts and their
    /// vCards, catalogs, their pages and batch scripts, every link of every page still leads to a file.
    @Test func theSampleSite_withAFilePerPage_isClean_everyLinkOfEveryPageIncluded() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let content = site.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Content").resolvingSymlinksInPath(), to: content)
        let settings = try site.read("Content/index.md")
        #expect(settings.hasPrefix("---\n"))
        try site.write("---\npretty_urls: false\n" + settings.dropFirst(4), to: "Content/index.md")
        let report = SiteCheck(content: content, contentDisplayPath: "Content", buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.pages > 80)
    }

    @Test func contentErrorsAndWarnings_areReportedAsABuildReportsThem_andNothingIsWritten() throws {
        let site = try SiteBuildTests().makeSite()
        defer { site.remove() }
        let warnings = check(site)
        #expect(warnings.errors == 0 && warnings.warnings == 1)
        try site.write("# Broken\n\n## Q?\n\n![Map](missing.png)\n", to: "Content/decks/broken.md")
        let errors = check(site)
        #expect(errors.diagnostics.map(\.description).contains(
            "Content/decks/broken.md:5:1: error: image 'missing.png' not found (no file decks/missing.png in the content directory)"
        ))
        #expect(errors.pages == 0)
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("Public").path))
    }

    @Test func aGeneratedLinkToNothing_isAnErrorAtItsLineAndColumn() {
        let html = """
        <a href="../quiz/index.html">ok</a> <a href="#top">self</a> <a href="https://example.org/">out</a>
        <img src="../../media/gone.png" alt=""> <a href="../quiz/">folder</a> <a href="mailto:a@b.c">mail</a>
        """
        let found = GeneratedLinks.broken(in: html, at: "decks/other/index.html", files: ["decks/quiz/index.html"], display: "Public")
        #expect(found.map(\.description) == [
            "Public/decks/other/index.html:2:6: error: '../../media/gone.png' points at media/gone.png, which the site does not have",
        ])
    }
}
