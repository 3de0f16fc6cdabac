import Foundation
@testable import SiteBuilder
import Testing
import TestSupport

@Suite struct OutputDirectoryTests {
    @Test func refuses_theRootDirectory() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        #expect(throws: OutputDirectoryError.isRoot) {
            try OutputDirectory(URL(fileURLWithPath: "/"), content: site.url.appendingPathComponent("Content"))
        }
    }

    @Test func refuses_theHomeDirectory() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let home = site.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        #expect(throws: OutputDirectoryError.isHome(home.path)) {
            try OutputDirectory(home, content: site.url.appendingPathComponent("Content"), home: home)
        }
    }

    @Test func refuses_theContentDirectoryAndItsParents() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Quiz\n", to: "Content/decks/quiz.md")
        let content = site.url.appendingPathComponent("Content")
        #expect(throws: OutputDirectoryError.isContent(content.path)) {
            try OutputDirectory(content, content: content)
        }
        #expect(throws: OutputDirectoryError.containsContent(output: site.url.path, content: content.path)) {
            try OutputDirectory(site.url, content: content)
        }
        let inside = content.appendingPathComponent("Public")
        #expect(throws: OutputDirectoryError.insideContent(output: inside.path, content: content.path)) {
            try OutputDirectory(inside, content: content)
        }
        #expect(site.exists("Content/decks/quiz.md"))
    }

    @Test func refuses_aDirectoryOfOtherFiles_andDeletesNothing() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("keep me", to: "Documents/thesis.txt")
        let documents = site.url.appendingPathComponent("Documents")
        #expect(throws: OutputDirectoryError.notBuiltBySite(documents.path)) {
            try OutputDirectory(documents, content: site.url.appendingPathComponent("Content"))
        }
        #expect(try site.read("Documents/thesis.txt") == "keep me")
    }

    @Test func accepts_anEmptyOrHiddenOnlyOrNewDirectory() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("*\n", to: "Public/.gitignore")
        let content = site.url.appendingPathComponent("Content")
        let hiddenOnly = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        let new = try OutputDirectory(site.url.appendingPathComponent("New"), content: content)
        #expect(hiddenOnly.path == site.url.appendingPathComponent("Public").resolvingSymlinksInPath().path)
        #expect(new.path == site.url.resolvingSymlinksInPath().appendingPathComponent("New").path)
        #expect(try site.read("Public/.gitignore") == "*\n")
    }

    /// A build writes, and an incremental build keeps or removes, only paths below the output:
    /// every segment a name, never empty, `.` or `..`.
    @Test(arguments: [
        ("index.html", true), ("movies/page/2/index.html", true), ("a/...", true), ("a/..b/.c", true),
        ("", false), ("/etc/passwd", false), ("../x", false), ("a/../../x", false), ("a/./b", false),
        ("a//b", false), ("a/", false), (".", false), ("a/..", false),
    ])
    func writesOnlyBelowTheOutput(path: String, isBelow: Bool) throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: site.url.appendingPathComponent("Content"))
        #expect((try? output.livePath(for: path)) == (isBelow ? output.path + "/" + path : nil))
        #expect(((try? output.stagedURL(for: path)) != nil) == isBelow)
        #expect(OutputDirectory.isOwnedFile(path) == isBelow)
    }

    /// A page is written below the staging folder, in a folder of its own; a failure names the
    /// page where it would be in the output, never the staging folder.
    @Test func aPage_isWrittenInItsFolder_andAFailureNamesItInTheOutput() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: site.url.appendingPathComponent("Content"))
        try output.beginStaging()
        defer { output.abandonStaging() }
        try output.createParentDirectories(for: ["movies/popular/dune/index.html", "movies/popular/heat/index.html"])
        try output.writePage(Array("<p>Dune</p>".utf8), to: "movies/popular/dune/index.html", folderMade: false)
        #expect(try String(contentsOf: output.stagedURL(for: "movies/popular/dune/index.html"), encoding: .utf8) == "<p>Dune</p>")
        #expect(throws: OutputDirectoryError.pathEscapes("movies/../../x/index.html")) {
            try output.writePage(Array("x".utf8), to: "movies/../../x/index.html", folderMade: false)
        }
        // A file where the page's folder goes.
        try Data("in the way".utf8).write(to: output.stagedURL(for: "movies/popular/heat"))
        do {
            try output.writePage(Array("<p>Heat</p>".utf8), to: "movies/popular/heat/index.html", folderMade: false)
            Issue.record("the page was written")
        } catch {
            #expect("\(error)".contains("'\(output.path)/movies/popular/heat/index.html': Not a directory"), "\(error)")
            #expect(!"\(error)".contains("staging"), "\(error)")
        }
        do {
            try output.writePage(Array("<p>Heat</p>".utf8), to: "movies/popular/heat/index.html", folderMade: true)
            Issue.record("the page was written")
        } catch {
            #expect("\(error)".contains("'\(output.path)/movies/popular/heat/index.html'"), "\(error)")
        }
    }

    @Test func theManifestAndWhatTheSiteDoesNotOwnAreNeverItsFiles() {
        for path in [".site-build.json", ".site-output", ".git/config", "CNAME", "_headers"] {
            #expect(!OutputDirectory.isOwnedFile(path), "\(path)")
        }
        #expect(OutputDirectory.isOwnedFile("media/.hidden.png"))
    }
}
