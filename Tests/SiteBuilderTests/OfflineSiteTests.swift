import Domain
import Foundation
import HTMLView
@testable import SiteBuilder
import Testing
import TestSupport

/// The offline worker's file list and version, and the web app manifest.
@Suite struct OfflineSiteTests {
    func makeSite(quiz: String = SiteBuildTests.quiz) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Test site\ndescription: Cards for tests.\nlanguage: en-GB\n---\nWelcome.\n", to: "Content/index.md")
        try site.write(quiz, to: "Content/decks/quiz.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/decks/images/vermont.svg")
        return site
    }

    func build(_ site: TemporaryDirectory, output: String = "Public") async throws {
        let content = site.url.appendingPathComponent("Content")
        let directory = try OutputDirectory(site.url.appendingPathComponent(output), content: content)
        _ = try await SiteBuild(content: content, contentDisplayPath: "Content", output: directory, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
    }

    /// The `[path, sha256]` pairs listed in a built `sw.js`, in order.
    func workerFiles(_ script: String) throws -> [[String]] {
        try script.split(separator: "\n").filter { $0.hasPrefix("  [\"") }.map { line in
            try JSONDecoder().decode([String].self, from: Data(line.dropFirst(2).dropLast().utf8))
        }
    }

    func workerVersion(_ script: String) -> String? {
        script.split(separator: "\n").first { $0.hasPrefix("const VERSION = ") }
            .map { String($0.dropFirst("const VERSION = \"".count).dropLast(2)) }
    }

    @Test func worker_listsEveryWrittenFileWithItsHash_andNothingElse() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try await build(site)

        let output = try site.snapshot("Public")
        let listed = try workerFiles(try site.read("Public/sw.js"))
        // The card lineage is for the next build, not for visitors.
        let expected = output.keys.filter { $0 != "sw.js" && $0 != ".site-output" && $0 != ".site-build.json" && $0 != "card-lineage.json" }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(listed.map { $0[0] } == expected)
        #expect(expected.contains("manifest.webmanifest") && expected.contains("404.html") && expected.contains("assets/offline.js"))
        #expect(expected.contains("decks/quiz/index.html") && expected.contains("media/decks/images/vermont.svg"))
        // The progress tools, loaded by a deck page only when they are opened, work offline too.
        #expect(expected.contains("assets/progress-tools.js") && expected.contains("assets/progress-tools-labels.js"))
        for pair in listed {
            #expect(pair[1] == ContentHash.hex(output[pair[0]] ?? Data()), "hash of \(pair[0])")
        }
        #expect(workerVersion(try site.read("Public/sw.js"))?.count == 32)
    }

    /// A page hashed as the build wrote it is listed with that digest and neither read back nor
    /// measured; a file without one is measured, read back and hashed.
    @Test func pagesHashedAsWritten_areNotReadBack() throws {
        let output = MemoryOutput()
        try output.write(Data("<p>home</p>".utf8), to: "index.html")
        try output.write(Data("body{}".utf8), to: "assets/site.css")
        let written = ["index.html": OfflineSite.WrittenFile(Array("<p>home</p>".utf8))]
        let digests = try OfflineSite(settings: SiteSettings(), templates: HTMLTemplates())
            .write(into: output, candidates: [.page(.home, in: .folders), .asset("assets/site.css")], written: written)
        #expect(output.readBack == ["assets/site.css", "manifest.webmanifest"])
        #expect(output.sized == ["assets/site.css", "manifest.webmanifest"])
        #expect(digests["index.html"] == ContentHash.hex(Data("<p>home</p>".utf8)))
        #expect(digests["assets/site.css"] == ContentHash.hex(Data("body{}".utf8)))
    }

    /// The built-in worker lists its files as one array (`filesJSON`); a theme's worker written
    /// for the loop over `files` (as the built-in one was) still lists them, byte for byte alike.
    @Test func aThemeWorkerLoopingOverFiles_listsTheSameFiles() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try await build(site)
        try site.write("""
            const VERSION = "{{version}}";
            const FILES = [
            {{#files}}
              [{{{pathJSON}}}, "{{sha256}}"],
            {{/files}}
            ];

            """, to: "Content/theme/templates/service-worker.mustache")
        try await build(site, output: "Themed")
        let (builtIn, themed) = (try site.read("Public/sw.js"), try site.read("Themed/sw.js"))
        #expect(try workerFiles(themed) == workerFiles(builtIn) && workerFiles(builtIn).count > 10)
        let listOf = { (script: String) in script.split(separator: "\n").drop { !$0.hasPrefix("const FILES") }.prefix { $0 != "];" } }
        #expect(listOf(themed) == listOf(builtIn))
    }

    /// The progress tools' words are written once a build, for the decks' pages: a site whose
    /// decks have no cards has no tools and gets no such file; a theme's file of that name does
    /// not replace the presenter's words.
    @Test func progressToolsLabels_areWrittenOnce_forASiteWithCards() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("window.SiteProgressToolsLabels = {};\n", to: "Content/theme/assets/progress-tools-labels.js")
        try await build(site)
        let labels = try site.read("Public/assets/progress-tools-labels.js")
        #expect(labels.hasPrefix("window.SiteProgressToolsLabels = {\"alreadyHere\":"))
        #expect(labels.contains("Not imported: deck “{deck}”, card {card}: {problem}"))
        #expect(!(try site.read("Public/decks/quiz/index.html")).contains("Not imported"))

        try site.write("# Later\n\nNo cards yet.\n", to: "Content/decks/quiz.md")
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/theme"))
        try await build(site, output: "Empty")
        #expect(try site.snapshot("Empty")["assets/progress-tools-labels.js"] == nil)
        #expect(!(try site.read("Empty/sw.js")).contains("progress-tools-labels.js"))
    }

    @Test func version_isStableForIdenticalBuilds_andChangesWithTheContent() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try await build(site, output: "First")
        try await build(site, output: "Second")
        try site.write(SiteBuildTests.quiz.replacingOccurrences(of: "Grapes", with: "Grapes!"), to: "Content/decks/quiz.md")
        try await build(site, output: "Third")

        let versions = try ["First", "Second", "Third"].map { workerVersion(try site.read("\($0)/sw.js")) }
        #expect(versions[0] != nil && versions[0] == versions[1])
        #expect(versions[2] != nil && versions[2] != versions[0])
    }

    @Test func version_changesWhenAnyByteOfAnyFileChanges_orAFileIsRenamed() {
        let files = [
            OutputDirectory.StagedFile(path: "index.html", contents: Data("<p>home</p>".utf8)),
            OutputDirectory.StagedFile(path: "media/a.png", contents: Data([0, 1, 2, 3])),
        ]
        let base = OfflinePrecache(staged: files).version
        #expect(OfflinePrecache(staged: files).version == base)
        var changedByte = files
        changedByte[1] = .init(path: "media/a.png", contents: Data([0, 1, 2, 4]))
        var renamed = files
        renamed[1] = .init(path: "media/b.png", contents: files[1].contents)
        let versions = [base, OfflinePrecache(staged: changedByte).version, OfflinePrecache(staged: renamed).version,
                        OfflinePrecache(staged: Array(files.prefix(1))).version]
        #expect(Set(versions).count == 4)
    }

    @Test func addresses_arePercentEncodedAsPagesLinkThem() {
        // `#`, `?` and `%` would change what the URL names; a URL parser drops tabs and line breaks.
        #expect(URLPath.encoded("media/a b#1?x%.png") == "media/a%20b%231%3Fx%25.png")
        #expect(URLPath.encoded("media/a\nb\tc\\d.png") == "media/a%0Ab%09c%5Cd.png")
        #expect(URLPath.encoded("media/été.png") == "media/%C3%A9t%C3%A9.png")
        let precache = OfflinePrecache(staged: [.init(path: "media/a\nb.png", contents: Data())])
        #expect(precache.files.map(\.path) == ["media/a%0Ab.png"])
    }

    /// A path of bytes the fast path keeps is what Foundation would give: for each ASCII byte,
    /// alone and within a slug, the same as `.urlPathAllowed` makes of it.
    @Test func everyASCIIByte_isEncodedAsFoundationEncodesIt() {
        for byte in UInt8(0)...127 {
            let path = "movies/a" + String(UnicodeScalar(byte)) + "b/index.html"
            let foundation = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            #expect(URLPath.encoded(path) == foundation, "byte \(byte)")
        }
    }

    @Test func contentHashes_areSHA256InHex() {
        #expect(ContentHash.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func manifest_namesTheSite_startsAtItsRoot_andListsItsIcons() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try await build(site)

        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(site.read("Public/manifest.webmanifest").utf8)) as? [String: Any])
        #expect(manifest["name"] as? String == "Test site" && manifest["short_name"] as? String == "Test site")
        #expect(manifest["description"] as? String == "Cards for tests." && manifest["lang"] as? String == "en-GB")
        #expect(manifest["start_url"] as? String == "./" && manifest["scope"] as? String == "./")
        #expect(manifest["display"] as? String == "standalone")
        let css = try site.read("Public/assets/site.css")
        #expect(css.contains("--bg: \(manifest["background_color"] as? String ?? "?");"))
        #expect(css.contains("--bg: \(manifest["theme_color"] as? String ?? "?");"))
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons.map { "\($0["sizes"] ?? "") \($0["purpose"] ?? "")" } == ["192x192 any", "512x512 any", "512x512 maskable"])
        for icon in icons {
            let png = try #require(site.snapshot("Public")[icon["src"] ?? ""], "icon \(icon["src"] ?? "")")
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let side = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(icon["sizes"] == "\(side)x\(side)")
        }
    }

    @Test func pages_loadTheOfflineScriptAndIcons_relativeToTheirDepth() async throws {
        let site = try makeSite()
        defer { site.remove() }
        try await build(site)

        let home = try site.read("Public/index.html"), deck = try site.read("Public/decks/quiz/index.html")
        #expect(home.contains("<script src=\"assets/offline.js\" defer></script>"))
        #expect(home.contains("<link rel=\"apple-touch-icon\" href=\"assets/icon-192.png\">"))
        #expect(deck.contains("<script src=\"../../assets/offline.js\" defer></script>"))
        #expect(deck.contains("<link rel=\"icon\" href=\"../../assets/icon-192.png\" type=\"image/png\" sizes=\"192x192\">"))
        // Linked by offline.js over http(s) only: from file:// the browser refuses a manifest with a console error.
        #expect(!home.contains("rel=\"manifest\""))
        let script = try site.read("Public/assets/offline.js")
        #expect(script.contains("\"../manifest.webmanifest\"") && script.contains("\"../sw.js\""))
    }
}

/// A build's output in memory that remembers which files were read back.
private final class MemoryOutput: BuildOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]
    private var reads: [String] = []
    private var sizes: [String] = []

    /// The paths read back, in path order.
    var readBack: [String] { lock.withLock { reads.sorted() } }
    /// The paths whose size was asked, in path order.
    var sized: [String] { lock.withLock { sizes.sorted() } }

    func createParentDirectories(for paths: [String]) throws {}
    func writePage(_ bytes: [UInt8], to path: String, folderMade: Bool) throws { try write(Data(bytes), to: path) }
    func write(_ data: Data, to path: String) throws { lock.withLock { files[path] = data } }
    func keep(_ path: String) throws -> Bool { false }
    func isPrevious(_ path: String) -> Bool { false }
    func contents(of path: String) throws -> Data {
        try lock.withLock {
            reads.append(path)
            guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return data
        }
    }
    func size(of path: String) throws -> Int {
        try lock.withLock {
            sizes.append(path)
            guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return data.count
        }
    }
}

extension OutputDirectory {
    /// A file of a build: its path below the output root and its bytes.
    struct StagedFile: Equatable {
        let path: String
        let contents: Data
    }
}

extension OfflinePrecache {
    /// The precache for `staged` files (sorted by path), whose paths are relative to the site root
    /// where the worker lives.
    init(staged: [OutputDirectory.StagedFile]) {
        self.init(digests: staged.map { ($0.path, ContentHash.hex($0.contents)) })
    }
}
