import SiteServer
import Testing

@Suite struct ServedPathTests {
    @Test(arguments: [
        ("/", [String](), true),
        ("/decks/quiz/", ["decks", "quiz"], true),
        ("/assets/site.css?v=2", ["assets", "site.css"], false),
        ("/movies/am%C3%A9lie/", ["movies", "amélie"], true),
        ("//decks//quiz", ["decks", "quiz"], false),
    ])
    func decodes_safeTargets(target: String, segments: [String], namesFolder: Bool) throws {
        let path = try #require(ServedPath(target: target))
        #expect(path.segments == segments)
        #expect(path.namesFolder == namesFolder)
    }

    @Test(arguments: [
        "/../etc/passwd", "/decks/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2e/etc", "/.%2e/x",
        "/decks/..%2f..%2fetc", "/a%5c..%5cb", "/.site-output", "/.git/config", "/%2egit/config", "/./index.html",
        "/a%00b", "/a%0ab", "/%ff", "/%e2%82", "/%zz", "/%2", "relative", "",
    ])
    func refuses_targetsThatLeaveTheOutputOrNameHiddenFiles(target: String) {
        #expect(ServedPath(target: target) == nil)
    }
}
