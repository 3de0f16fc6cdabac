import Domain
import Foundation
import Scenes
@testable import SiteBuilder
import Testing
import TestSupport

/// Incremental builds give byte for byte what a clean build gives: random sequences of edits,
/// additions, deletions and renames of decks, contacts, movies, images, settings and theme
/// files, each built incrementally over the last output (as `site build` does, and with the
/// page memory `site serve` keeps) and compared with a clean build of the same content.
@Suite struct IncrementalBuildTests {
    static let words = ["river", "mountain", "capital", "harbour", "orbit", "lantern", "meadow", "glacier", "Zürich", "café"]

    /// The content as files (path → text), edited in memory and written out before each build.
    struct Content {
        var files: [String: String] = [:]
        var random: SeededRandom

        init(seed: UInt64) {
            random = SeededRandom(seed: seed)
            files["index.md"] = "---\ntitle: Random site\n---\n\nA site the incremental test edits.\n"
            for index in 0..<3 { files["decks/deck-\(index).md"] = deck(cards: 3) }
            files["contacts/people.md"] = "---\ntitle: People\n---\n\n" + (0..<3).map { contact($0) }.joined()
            files["movies/catalog.md"] = "---\ntitle: Catalog\npage_size: 3\nsort: popularity\n---\n\n" + (0..<7).map { movie($0) }.joined()
        }

        mutating func word() -> String { random.pick(IncrementalBuildTests.words) }

        mutating func deck(cards: Int) -> String {
            "# \(word().capitalized) \(random.below(1000))\n\n" + (0..<cards).map { _ in card() }.joined()
        }

        mutating func card() -> String {
            "## What is the \(word()) number \(random.below(10_000))?\n\nThe \(word()), \(random.below(100)).\n\n"
        }

        mutating func contact(_ index: Int) -> String {
            "## \(word().capitalized) Person\(index)-\(random.below(100))\n\n- Email: p\(index)-\(random.below(100))@example.com\n\n"
        }

        mutating func movie(_ index: Int) -> String {
            "## \(word().capitalized) Film \(random.below(10_000))\n\n- Released: 20\(10 + random.below(15))-0\(1 + random.below(9))-1\(random.below(9))\n"
                + "- Popularity: \(random.below(1000))\n\nAbout a \(word()).\n\n"
        }

        var decks: [String] { files.keys.filter { $0.hasPrefix("decks/") && $0.hasSuffix(".md") }.sorted() }

        /// One random change, described for the failure message.
        mutating func change() -> String {
            switch random.below(13) {
            case 0:
                let path = random.pick(decks)
                files[path, default: ""] += card()
                return "add a card to \(path)"
            case 1:
                let path = random.pick(decks)
                files[path] = files[path]!.replacingOccurrences(of: "The ", with: "A \(word()) ")
                return "edit answers in \(path)"
            case 2:
                let path = "decks/new-\(random.below(1000)).md"
                files[path] = deck(cards: 1 + random.below(3))
                return "add \(path)"
            case 3 where decks.count > 1:
                let path = random.pick(decks)
                files[path] = nil
                return "delete \(path)"
            case 4:
                let path = random.pick(decks)
                let renamed = "decks/renamed-\(random.below(1000)).md"
                files[renamed] = files.removeValue(forKey: path)
                return "rename \(path) to \(renamed)"
            case 5:
                files["movies/catalog.md", default: ""] += movie(random.below(100))
                return "add a movie"
            case 6:
                let text = files["movies/catalog.md"]!
                var sections = text.components(separatedBy: "\n## ")
                if sections.count > 2 { sections.remove(at: 1 + random.below(sections.count - 1)) }
                files["movies/catalog.md"] = sections.joined(separator: "\n## ")
                return "delete a movie"
            case 7:
                let popularity = "- Popularity: \(random.below(1000))"
                files["movies/catalog.md"] = files["movies/catalog.md"]!.replacingOccurrences(
                    of: #"- Popularity: \d+"#, with: popularity, options: .regularExpression,
                    range: files["movies/catalog.md"]!.range(of: "- Popularity:"))
                return "change a movie's popularity (the list order)"
            case 8:
                files["contacts/people.md", default: ""] += contact(random.below(100))
                return "add a contact"
            case 9:
                files["index.md"] = "---\ntitle: Random site \(word())\n---\n\nRenamed.\n"
                return "rename the site (every page)"
            case 10:
                let path = random.pick(decks)
                if files["decks/dot.svg"] == nil {
                    files["decks/dot.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(1 + random.below(9))\" height=\"1\"/>"
                    files[path, default: ""] += "## What does the dot look like?\n\n![a dot](dot.svg)\n\n"
                    return "add an image to \(path)"
                }
                files["decks/dot.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(10 + random.below(90))\" height=\"2\"/>"
                return "edit the image"
            case 11:
                // A template override: every page using it changes, though no view model does.
                let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("Sources/HTMLView/Templates/not-found.mustache")
                if files["theme/templates/not-found.mustache"] == nil, let template = try? String(contentsOf: builtIn, encoding: .utf8) {
                    files["theme/templates/not-found.mustache"] = template.replacingOccurrences(of: "<h1>", with: "<h1>\(word()) ")
                    return "override the 404 template"
                }
                files["theme/templates/not-found.mustache"] = nil
                return "remove the 404 template override"
            default:
                if files["theme/assets/site.css"] == nil {
                    files["theme/assets/site.css"] = "body { color: #\(random.below(900) + 100); }\n"
                    return "override the stylesheet"
                }
                files["theme/assets/site.css"] = nil
                return "remove the stylesheet override"
            }
        }

        /// Writes the content into `folder`, replacing what was there.
        func write(to folder: URL) throws {
            try Content.write(files, to: folder)
        }

        /// Writes `files` (path → text) into `folder`, replacing what was there.
        static func write(_ files: [String: String], to folder: URL) throws {
            try? FileManager.default.removeItem(at: folder)
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
    }

    func build(_ content: URL, into output: URL, memory: BuildMemory? = nil) async throws -> BuildReport {
        let date = try #require(CalendarDate(iso: "2026-11-22"))
        return try await SiteBuild(content: content, contentDisplayPath: "Content", output: OutputDirectory(output, content: content), buildDate: date)
            .run(memory: memory)
    }

    /// Every file and folder below `root`, files with their bytes; the manifest's build id aside.
    func tree(_ root: URL) throws -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]))
        for case let entry as URL in enumerator {
            let path = String(entry.resolvingSymlinksInPath().path.dropFirst(root.resolvingSymlinksInPath().path.count + 1))
            if try entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true {
                entries[path + "/"] = .some(nil)
            } else if path == ".site-build.json" {
                let data = try Data(contentsOf: entry)
                let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                entries[path] = Data("\(manifest["files"] ?? "")\(manifest["pages"] ?? "")".utf8)
            } else {
                entries[path] = try Data(contentsOf: entry)
            }
        }
        return entries
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEdits_buildIncrementallyExactlyAsACleanBuild(seed: UInt64) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let content = site.url.appendingPathComponent("Content")
        let output = site.url.appendingPathComponent("Public")
        var files = Content(seed: seed)
        try files.write(to: content)
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        var history: [String] = []
        var skipped = 0
        for step in 0..<16 {
            history.append(files.change())
            try files.write(to: content)
            // Three steps in four build as `site serve` does, with the memory of the last build
            // in this process; one as `site build` does, in a new process, with no memory (and
            // the next step then finds the memory out of date).
            let report = try await build(content, into: output, memory: step % 4 == 3 ? nil : memory)
            let clean = site.url.appendingPathComponent("Clean-\(step)")
            _ = try await build(content, into: clean)
            guard case .files(_, let rendered) = report.change else {
                Issue.record("step \(step) was not incremental: \(report.change)")
                return
            }
            skipped += report.pages - rendered
            let (incremental, expected) = (try tree(output), try tree(clean))
            let differing = Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), after: \(history.joined(separator: "; ")): \(differing)")
            if !differing.isEmpty { return }
            try FileManager.default.removeItem(at: clean)
        }
        #expect(skipped > 0, "the page memory never spared a page its rendering")
    }

    /// The navigation folds past `SiteNavigation.limit` collections: a catalog added or removed
    /// at the limit changes every page's navigation, and the incremental build must render them
    /// all again, as a clean build does (with `site serve`'s memory and without).
    @Test func crossingTheNavigationLimit_eitherWay_buildsAsACleanBuild() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let content = site.url.appendingPathComponent("Content")
        let output = site.url.appendingPathComponent("Public")
        let memory = BuildMemory()
        var files = ["index.md": "---\ntitle: Films\n---\n", "decks/d.md": "# D\n\n## Q?\n\nA\n"]
        for index in 1...SiteNavigation.limit {
            files["movies/c\(index).md"] = "# Catalog \(index)\n\n## Film \(index)\n\n- Released: 2020-01-01\n"
        }
        try Content.write(files, to: content)
        _ = try await build(content, into: output, memory: memory)
        let ninth = "movies/c\(SiteNavigation.limit + 1).md"
        for (step, change) in ["add a catalog past the limit", "remove it", "add it back"].enumerated() {
            files[ninth] = step == 1 ? nil : "# Catalog 9\n\n## Film 9\n\n- Released: 2020-01-01\n"
            try Content.write(files, to: content)
            let report = try await build(content, into: output, memory: step == 1 ? nil : memory)
            guard case .files = report.change else {
                Issue.record("\(change): not incremental: \(report.change)")
                return
            }
            let clean = site.url.appendingPathComponent("Clean-\(step)")
            _ = try await build(content, into: clean)
            let (incremental, expected) = (try tree(output), try tree(clean))
            let differing = Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "\(change): \(differing)")
            let home = String(decoding: (incremental["index.html"] ?? nil) ?? Data(), as: UTF8.self)
            #expect(home.contains(">Movie catalogs</a></li>") == (step != 1), "\(change)")
        }
    }

    /// A content folder with two one-card decks, and the output beside it.
    func twoDecks() throws -> (TemporaryDirectory, content: URL, output: URL) {
        let site = try TemporaryDirectory()
        try site.write("# Rivers\n\n## Longest river in France?\n\nThe Loire\n", to: "Content/decks/rivers.md")
        try site.write("# Lakes\n\n## Largest lake in Switzerland?\n\nLake Neuchâtel\n", to: "Content/decks/lakes.md")
        return (site, site.url.appendingPathComponent("Content"), site.url.appendingPathComponent("Public"))
    }

    @Test func anUnchangedFile_keepsItsModificationTime_andUnchangedContent_buildsNothing() async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        // Content older than the build by more than a second: its fingerprint can be trusted.
        let past = Date(timeIntervalSinceNow: -60)
        for path in ["Content", "Content/decks", "Content/decks/rivers.md", "Content/decks/lakes.md"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.url.appendingPathComponent(path).path)
        }
        #expect(try await build(content, into: output).change == .everything)
        #expect(try await build(content, into: output).change == .nothing)
        func status(_ path: String) throws -> stat {
            var status = stat()
            #expect(stat(output.appendingPathComponent(path).path, &status) == 0)
            return status
        }
        let lakes = try status("decks/lakes/index.html")
        let rivers = try status("decks/rivers/index.html")
        try site.write("# Rivers\n\n## Longest river in France?\n\nThe Loire, 1,006 km\n", to: "Content/decks/rivers.md")
        let report = try await build(content, into: output)
        guard case .files(let changed, _) = report.change else { Issue.record("\(report.change)"); return }
        #expect(changed == 3)   // the deck page, the card lineage and the offline worker (its file hashes)
        let (lakesAfter, riversAfter) = (try status("decks/lakes/index.html"), try status("decks/rivers/index.html"))
        #expect(lakesAfter.st_ino == lakes.st_ino && lakesAfter.st_mtim.tv_nsec == lakes.st_mtim.tv_nsec && lakesAfter.st_mtim.tv_sec == lakes.st_mtim.tv_sec)
        #expect(riversAfter.st_ino != rivers.st_ino)
        #expect(try site.read("Public/decks/rivers/index.html").contains("1,006 km"))
    }

    @Test(arguments: ["", "../outside.txt", "/etc/hostname", ".git/HEAD", "CNAME", ".site-output", "decks/../../outside.txt"])
    func aManifestNamingWhatNoBuildWrites_isNoManifest_andNothingOfThatIsRemoved(entry: String) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Rivers\n\n## Longest river in France?\n\nThe Loire\n", to: "Content/decks/rivers.md")
        try site.write("kept\n", to: "outside.txt")
        let (content, output) = (site.url.appendingPathComponent("Content"), site.url.appendingPathComponent("Public"))
        _ = try await build(content, into: output)
        try site.write("ref: refs/heads/main\n", to: "Public/.git/HEAD")
        try site.write("cards.example.org\n", to: "Public/CNAME")
        let manifestURL = output.appendingPathComponent(".site-build.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        manifest["files"] = ((manifest["files"] as? [String]) ?? []) + [entry]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        try site.write("# Rivers\n\n## Longest river in France?\n\nThe Loire, 1,006 km\n", to: "Content/decks/rivers.md")
        #expect(try await build(content, into: output).change == .everything)   // the manifest is not trusted
        #expect(try site.read("outside.txt") == "kept\n")
        #expect(try site.read("Public/.git/HEAD") == "ref: refs/heads/main\n")
        #expect(try site.read("Public/CNAME") == "cards.example.org\n")
        #expect(try site.read("Public/decks/rivers/index.html").contains("1,006 km"))
    }

    /// The parts `site serve` reuses were read against the files there were: when a file comes
    /// or goes, a part whose text did not change is still read again, as its links resolve
    /// otherwise (here a missing image appears, and the deck that failed builds).
    @Test func aPartIsReadAgain_whenTheFilesItsLinksResolveAgainstChange() async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        try site.write("# Rivers\n\n## Where is it?\n\n![The Loire](images/loire.png)\n", to: "Content/decks/rivers.md")
        let memory = BuildMemory()
        await #expect(throws: ContentErrors.self) { try await build(content, into: output, memory: memory) }
        try site.write("not really a PNG", to: "Content/decks/images/loire.png")
        _ = try await build(content, into: output, memory: memory)
        #expect(try site.read("Public/decks/rivers/index.html").contains("media/decks/images/loire.png"))
        // Nothing changed since: both decks' parts are reused.
        try site.write("# Lakes\n\n## Largest lake in Switzerland?\n\nLake Neuchâtel, 218 km²\n", to: "Content/decks/lakes.md")
        _ = try await build(content, into: output, memory: memory)
        #expect(memory.parts.reusedAndRead == (1, 1))
    }

    /// A deck page's fingerprint is its view model's hash, which only a later build in the same
    /// process can use: a build with a memory (`site serve`) hashes it, and keeps it for the next.
    @Test func deckPages_areHashedWhenABuildFollowsInTheProcess() async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        let fingerprints = memory.fingerprints(after: memory.build, templates: try #require(memory.templates))
        #expect(fingerprints["decks/rivers/index.html"] != nil)
        #expect(fingerprints.count == 5, "home, 404, two decks and their folder: \(fingerprints.keys.sorted())")
    }

    /// An edit that only changes a file's Unicode normalization (NFC to NFD, as some editors
    /// save) changes bytes a clean build writes, though `String`s compare and hash as before:
    /// `site serve` renders it too, also when a failed build came in between.
    @Test(arguments: [false, true])
    func anEditOfTheNormalizationAlone_buildsAsACleanBuild(failingInBetween: Bool) async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        let composed = "# Rivers\n\n## Longest river in France?\n\nThe Loire, near Orl\u{E9}ans\n"
        let decomposed = "# Rivers\n\n## Longest river in France?\n\nThe Loire, near Orle\u{301}ans\n"
        #expect(composed == decomposed)
        try site.write(composed, to: "Content/decks/rivers.md")
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        try site.write(decomposed, to: "Content/decks/rivers.md")
        if failingInBetween {
            try site.write("# Lakes\n\n## Unanswered?\n", to: "Content/decks/lakes.md")
            await #expect(throws: ContentErrors.self) { try await build(content, into: output, memory: memory) }
            try site.write("# Lakes\n\n## Largest lake in Switzerland?\n\nLake Neuchâtel\n", to: "Content/decks/lakes.md")
        }
        _ = try await build(content, into: output, memory: memory)
        #expect(try Data(contentsOf: output.appendingPathComponent("decks/rivers/index.html")).contains(Data("Orle\u{301}ans".utf8)))
        let clean = site.url.appendingPathComponent("Clean")
        _ = try await build(content, into: clean)
        #expect(try tree(output) == tree(clean))
    }

    /// An edit that changes a movie's Unicode normalization along with other text of the same
    /// file (the normalization-only check does not fire), or the site's title along with a
    /// comment: `site serve` renders the pages that show them as a clean build does, as
    /// movies and the sitewide context compare byte for byte (`ResponseMemo`).
    @Test func aNormalizationChangedWithOtherEdits_buildsAsACleanBuild() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let (content, output) = (site.url.appendingPathComponent("Content"), site.url.appendingPathComponent("Public"))
        func films(_ title: String, rating: String) -> String {
            "# Films\n\n## \(title)\n\nAbout it.\n\n## Other\n\n- Rating: \(rating)\n\nAbout the other.\n"
        }
        try site.write("---\ntitle: Caf\u{E9}\n---\n", to: "Content/index.md")
        try site.write(films("Orl\u{E9}ans", rating: "7"), to: "Content/movies/films.md")
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        try site.write(films("Orle\u{301}ans", rating: "8"), to: "Content/movies/films.md")
        try site.write("---\ntitle: Cafe\u{301}\n# a comment, which no page shows\n---\n", to: "Content/index.md")
        _ = try await build(content, into: output, memory: memory)
        let clean = site.url.appendingPathComponent("Clean")
        _ = try await build(content, into: clean)
        let (incremental, expected) = (try tree(output), try tree(clean))
        #expect(Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }.sorted() == [])
    }

    /// A catalog of 60 movies, 10 a page, with one movie's overview `overview`.
    func catalog(_ overview: String) -> String {
        "---\npage_size: 10\n---\n# Films\n\n" + (0..<60).map { index in
            "## Film \(index)\n\n- Popularity: \(1000 - index)\n\n\(index == 25 ? overview : "About film \(index).")\n\n"
        }.joined()
    }

    /// After one movie's overview is edited, `site serve` presents only the pages whose
    /// response changed (the movie's own and those listing it beside them): every other detail
    /// page's fingerprint is known from the last build. The site is a clean build's.
    @Test func aMovieEdit_presentsOnlyThePagesThatShowIt() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let (content, output) = (site.url.appendingPathComponent("Content"), site.url.appendingPathComponent("Public"))
        try site.write("---\ntitle: Films\n---\n", to: "Content/index.md")
        try site.write(catalog("About film 25."), to: "Content/movies/films.md")
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        #expect(memory.knownFingerprints == 0)
        try site.write(catalog("A *new* overview of film 25."), to: "Content/movies/films.md")
        _ = try await build(content, into: output, memory: memory)
        // Film 25 is on page 3 with films 20–29 (whose detail pages list it beside them), and on
        // that page's list and batch: of 60 detail pages, 6 list pages and 5 batches, 12 change.
        #expect(memory.knownFingerprints == (60 - 10) + (6 - 1) + (5 - 1))
        #expect(try site.read("Public/movies/films/film-25/index.html").contains("<em>new</em>"))
        let clean = site.url.appendingPathComponent("Clean")
        _ = try await build(content, into: clean)
        #expect(try tree(output) == tree(clean))

        // A change to what every page shows (the site's title) presents every page again.
        try site.write("---\ntitle: Cinema\n---\n", to: "Content/index.md")
        _ = try await build(content, into: output, memory: memory)
        #expect(memory.knownFingerprints == 0)
        #expect(try site.read("Public/movies/films/film-3/index.html").contains("Cinema"))
        try FileManager.default.removeItem(at: clean)
        _ = try await build(content, into: clean)
        #expect(try tree(output) == tree(clean))
    }

    /// `site build` after a movie edit, in a new process (no memory): it reads and renders
    /// everything, writes only the one page whose bytes changed and the offline worker (its
    /// list of digests), and the site is a clean build's.
    @Test func aMovieEdit_inANewProcess_writesOnlyTheFilesThatChanged() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let (content, output) = (site.url.appendingPathComponent("Content"), site.url.appendingPathComponent("Public"))
        try site.write("---\ntitle: Films\n---\n", to: "Content/index.md")
        try site.write(catalog("About film 25."), to: "Content/movies/films.md")
        let first = try await build(content, into: output)
        try site.write(catalog("A *new* overview of film 25."), to: "Content/movies/films.md")
        let report = try await build(content, into: output)
        #expect(report.change == .files(2, rendered: first.pages))
        #expect(try site.read("Public/movies/films/film-25/index.html").contains("<em>new</em>"))
        let clean = site.url.appendingPathComponent("Clean")
        _ = try await build(content, into: clean)
        #expect(try tree(output) == tree(clean))
    }

    /// Earlier versions kept a memory beside the output (`.Public.memory/`, a `pages` file and a
    /// `parts/` folder): a build removes it, unless it holds anything else.
    @Test(arguments: [false, true])
    func anEarlierVersionsMemoryBesideTheOutput_isRemoved_unlessItHoldsOtherFiles(holdsOthers: Bool) async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        try site.write("memory", to: ".Public.memory/pages")
        try site.write("a reading", to: ".Public.memory/parts/0123")
        if holdsOthers { try site.write("notes", to: ".Public.memory/notes.txt") }
        _ = try await build(content, into: output)
        #expect(site.exists(".Public.memory/pages") == holdsOthers)
        #expect(site.exists(".Public.memory/notes.txt") == holdsOthers)
    }

    /// `site serve` knows a page from its response under the same sitewide context and route
    /// (`ResponseMemo`): every field of `PageContext` is one of those, or derived from them (its
    /// way to the root, from the route and the site's URL style). A field added to `PageContext`
    /// must be added to `ResponseMemo.Sitewide` too, or this fails.
    @Test func theSitewideContextAndTheRoute_holdEveryFieldOfAPagesContext() {
        let context = Mirror(reflecting: PageContext(site: SiteSettings(), route: .home)).children.compactMap(\.label)
        let sitewide = Mirror(reflecting: ResponseMemo.Sitewide(settings: SiteSettings(), navigation: SiteNavigation(), rendersMath: false))
            .children.compactMap(\.label)
        #expect(context == ["site", "route", "navigation", "rendersMath", "rootPath"])
        #expect(sitewide == ["settings", "navigation", "rendersMath"])
    }

    @Test func aPageRemovedByHand_isRenderedAgain_evenWhenItsViewModelDidNotChange() async throws {
        let (site, content, output) = try twoDecks()
        defer { site.remove() }
        let memory = BuildMemory()
        _ = try await build(content, into: output, memory: memory)
        try FileManager.default.removeItem(at: output.appendingPathComponent("decks/lakes/index.html"))
        try site.write("# Rivers\n\n## Longest river in France?\n\nThe Loire, 1,006 km\n", to: "Content/decks/rivers.md")
        let report = try await build(content, into: output, memory: memory)
        #expect(report.change == .files(4, rendered: 2))   // rendered: rivers and lakes (back); written: those, the lineage, the worker
        #expect(try site.read("Public/decks/lakes/index.html").contains("Lake Neuchâtel"))
    }
}
