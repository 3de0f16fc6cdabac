import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// `site new`: a site that builds without a warning, never written over anything.
@Suite struct SiteStarterTests {
    @Test func aNewSite_buildsWithoutErrorsOrWarnings_andHasEveryKindOfContent() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let folder = site.url.appendingPathComponent("my cards")
        try SiteStarter.create(at: folder)
        #expect(try site.read("my cards/README.md").contains("site build"))
        let content = folder.appendingPathComponent("Content")
        let output = try OutputDirectory(folder.appendingPathComponent("Public"), content: content)
        let report = try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.decks >= 4 && report.cards >= 20)
        let files = try site.snapshot("my cards/Public").keys
        #expect(files.contains { $0.hasPrefix("contacts/") } && files.contains { $0.hasPrefix("movies/") })
    }

    @Test func anEmptyFolder_isUsed_butAFolderWithAnythingInIt_isRefusedAndKept() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try SiteStarter.create(at: site.url.appendingPathComponent("empty"))
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("empty/Content/index.md").path))

        try site.write("my notes\n", to: "busy/notes.txt")
        #expect(throws: SiteStarter.Failure.notEmpty(site.url.appendingPathComponent("busy").path)) {
            try SiteStarter.create(at: site.url.appendingPathComponent("busy"))
        }
        #expect(try site.snapshot("busy").keys.sorted() == ["notes.txt"])

        try site.write("x", to: "file")
        #expect(throws: SiteStarter.Failure.notAFolder(site.url.appendingPathComponent("file").path)) {
            try SiteStarter.create(at: site.url.appendingPathComponent("file"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted() == ["busy", "empty", "file"], "no staging left")
    }
}
