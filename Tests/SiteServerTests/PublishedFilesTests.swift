import Foundation
import SiteServer
import Testing
import TestSupport

@Suite struct PublishedFilesTests {
    private func lookup(_ target: String, in root: URL) throws -> PublishedFiles.Lookup {
        PublishedFiles(root: root).lookup(try #require(ServedPath(target: target)))
    }

    @Test func finds_filesAndFolderIndexesLikeAStaticHost() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("home", to: "Public/index.html")
        try site.write("quiz", to: "Public/decks/quiz/index.html")
        try site.write("css", to: "Public/assets/site.css")
        let root = site.url.appendingPathComponent("Public").resolvingSymlinksInPath()
        #expect(try lookup("/", in: root) == .file(root.path + "/index.html"))
        #expect(try lookup("/decks/quiz/", in: root) == .file(root.path + "/decks/quiz/index.html"))
        #expect(try lookup("/decks/quiz", in: root) == .folder)
        #expect(try lookup("/assets/site.css", in: root) == .file(root.path + "/assets/site.css"))
        #expect(try lookup("/assets/site.css/", in: root) == .notFound)
        #expect(try lookup("/assets/", in: root) == .notFound)   // no index, no listing
        #expect(try lookup("/missing.html", in: root) == .notFound)
    }

    /// A site written a file a page (`pretty_urls: false`): `/decks/quiz` is `decks/quiz.html`,
    /// as static hosts serve it, also beside a folder of that name that has no index (`notes/`);
    /// a folder with an index still wins.
    @Test func finds_pageFilesNamedWithoutTheirExtension() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("quiz", to: "Public/decks/quiz.html")
        try site.write("page 2", to: "Public/movies/popular/page/2.html")
        try site.write("dune", to: "Public/movies/popular/dune.html")
        try site.write("notes", to: "Public/notes.html")
        try site.write("a", to: "Public/notes/a.html")
        try site.write("both", to: "Public/both.html")
        try site.write("index", to: "Public/both/index.html")
        let root = site.url.appendingPathComponent("Public").resolvingSymlinksInPath()
        #expect(try lookup("/decks/quiz", in: root) == .file(root.path + "/decks/quiz.html"))
        #expect(try lookup("/movies/popular/page/2", in: root) == .file(root.path + "/movies/popular/page/2.html"))
        #expect(try lookup("/notes", in: root) == .file(root.path + "/notes.html"))
        #expect(try lookup("/movies/popular/dune", in: root) == .file(root.path + "/movies/popular/dune.html"))
        #expect(try lookup("/both", in: root) == .folder)
        #expect(try lookup("/decks/quiz/", in: root) == .notFound)
        #expect(try lookup("/notes/", in: root) == .notFound)
        #expect(try lookup("/decks/missing", in: root) == .notFound)
    }

    @Test func refuses_linksThatLeaveTheOutputAndFilesThatAreNotRegular() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("secret", to: "secret.txt")
        try site.write("home", to: "Public/index.html")
        let root = site.url.appendingPathComponent("Public").resolvingSymlinksInPath()
        try FileManager.default.createSymbolicLink(atPath: root.path + "/leak.txt", withDestinationPath: site.url.path + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/home.html", withDestinationPath: "index.html")
        #expect(mkfifo(root.path + "/pipe", 0o644) == 0)
        #expect(try lookup("/leak.txt", in: root) == .notFound)
        #expect(try lookup("/up/secret.txt", in: root) == .notFound)
        #expect(try lookup("/pipe", in: root) == .notFound)
        #expect(try lookup("/home.html", in: root) == .file(root.path + "/index.html"))   // a link inside is fine
    }

    @Test func names_theSites404Page() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let root = site.url.appendingPathComponent("Public").resolvingSymlinksInPath()
        #expect(PublishedFiles(root: root).notFoundPage == nil)
        try site.write("gone", to: "Public/404.html")
        #expect(PublishedFiles(root: root).notFoundPage == root.path + "/404.html")
    }
}
