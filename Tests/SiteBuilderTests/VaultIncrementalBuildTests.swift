import Foundation
@testable import SiteBuilder
import Testing
import TestSupport

/// An Obsidian note's cards are kept from one build to the next, in memory (`site serve`) and on
/// disk (`site build`), and read again when the note changes or when a note it embeds does:
/// random edits of a vault whose cards embed other notes (whole, a heading's section, a block,
/// nested), each built incrementally and compared byte for byte with a build without memory
/// over the same output.
@Suite struct VaultIncrementalBuildTests {
    let builds = IncrementalBuildTests()

    /// A vault as files (path → text): flashcard notes below `decks/`, and plain notes beside
    /// them that cards embed.
    struct Vault {
        var files: [String: String] = [:]
        var random: SeededRandom

        init(seed: UInt64) {
            random = SeededRandom(seed: seed)
            files["index.md"] = "---\ntitle: Vault\n---\n"
            for index in 0..<4 { files["notes/Source \(index).md"] = source(index) }
            for index in 0..<4 { files["decks/vault/Cards \(index).md"] = cards(index) }
        }

        mutating func word() -> String { random.pick(IncrementalBuildTests.words) }

        /// A plain note: a heading's section and a block with an id, for embeds to show.
        mutating func source(_ index: Int) -> String {
            "Intro of source \(index), \(word()).\n\n## Part A\n\nThe \(word()) of part A.\n\n## Part B\n\nA block \(word()) ^b1\n"
        }

        /// An embed of some source note, whole, by heading or by block.
        mutating func embed() -> String {
            let target = "Source \(random.below(5))"   // Source 4 does not exist until a step adds it
            return ["![[\(target)]]", "![[\(target)#Part A]]", "![[\(target)#^b1]]"][random.below(3)]
        }

        /// A flashcard note with a card that embeds a source note, and one that does not.
        mutating func cards(_ index: Int) -> String {
            "#flashcards/topic-\(random.below(3))\n\nWhat does card \(index) show?::\(embed())\n\nPlain \(word()) \(index)?::Answer \(word())\n"
        }

        var cardNotes: [String] { files.keys.filter { $0.hasPrefix("decks/") }.sorted() }
        var sources: [String] { files.keys.filter { $0.hasPrefix("notes/") }.sorted() }

        /// One random change, described for the failure message.
        mutating func change() -> String {
            switch random.below(9) {
            case 0:
                let path = random.pick(sources)
                files[path] = files[path]!.replacingOccurrences(of: "The ", with: "The \(word()) ")
                return "edit part A of \(path)"
            case 1:
                let path = random.pick(sources)
                files[path] = files[path]!.replacingOccurrences(of: "A block", with: "A \(word()) block")
                return "edit the block of \(path)"
            case 2:
                let path = random.pick(cardNotes)
                files[path, default: ""] += "\nAnother \(word())?::\(embed())\n"
                return "add a card with an embed to \(path)"
            case 3:
                let path = "notes/Source \(3 + random.below(2)).md"
                if files[path] == nil {
                    files[path] = source(random.below(100))
                    return "add \(path)"
                }
                files[path] = nil
                return "delete \(path)"
            case 4:
                // A source that embeds another: a card showing it shows both.
                let path = random.pick(sources)
                files[path, default: ""] += "\n\(embed())\n"
                return "embed a note in \(path)"
            case 5:
                let path = random.pick(cardNotes)
                files[path] = files[path]!.replacingOccurrences(of: "#flashcards/topic-", with: "#flashcards/topic-\(random.below(2))")
                return "move \(path) to another deck"
            case 6:
                let path = "decks/vault/Cards \(4 + random.below(3)).md"
                files[path] = cards(random.below(100))
                return "add or rewrite \(path)"
            case 7:
                let path = random.pick(sources)
                files[path] = files[path]!.replacingOccurrences(of: "## Part A", with: "## Part \(word())")
                return "rename the heading of \(path)"
            default:
                let path = random.pick(cardNotes)
                files[path] = files[path]!.replacingOccurrences(of: "![[", with: "[[")
                return "turn the embeds of \(path) into links"
            }
        }

        func write(to folder: URL) throws {
            try IncrementalBuildTests.Content.write(files, to: folder)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEdits_ofAVault_buildIncrementallyExactlyAsWithoutMemory(seed: UInt64) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let content = site.url.appendingPathComponent("Content")
        let output = site.url.appendingPathComponent("Public")
        var vault = Vault(seed: seed)
        try vault.write(to: content)
        let kept = site.url.appendingPathComponent(".Public.memory")
        var memory = BuildMemory(persistedIn: kept)
        _ = try await builds.build(content, into: output, memory: memory)
        var history: [String] = []
        var reusedInANewProcess = 0
        for step in 0..<20 {
            history.append(vault.change())
            try vault.write(to: content)
            // Every other step in a new process, with what the last build kept on disk
            // (`site build`); the others with the memory of the last build (`site serve`).
            if step % 2 == 1 {
                memory.persist()
                memory = BuildMemory(persistedIn: kept, rebuilds: false)
            } else if step % 4 == 2 {
                memory = BuildMemory(persistedIn: kept)
            }
            // The same build with no memory, over a copy of the same output: a card's lineage
            // (`card-lineage.json`) follows its edits from the output before.
            let clean = site.url.appendingPathComponent("Clean-\(step)")
            try FileManager.default.copyItem(at: output, to: clean)
            _ = try await builds.build(content, into: output, memory: memory)
            if step % 2 == 1 { reusedInANewProcess += memory.parts.reusedAndRead.reused }
            _ = try await builds.build(content, into: clean)
            let (incremental, expected) = (try builds.tree(output), try builds.tree(clean))
            let differing = Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), after: \(history.joined(separator: "; ")): \(differing)")
            if !differing.isEmpty { return }
            try FileManager.default.removeItem(at: clean)
        }
        #expect(reusedInANewProcess > 0, "no build in a new process reused a note's reading from disk")
    }

    /// The case the random edits are there for, spelled out: a card that embeds a note shows
    /// that note's new text after an edit of that note alone, in a build in a new process,
    /// while a note that embeds nothing is taken from disk.
    @Test func editingAnEmbeddedNote_readsAgainOnlyTheNoteThatEmbedsIt() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards\n\nWhat is the river?::![[River#Name]]\n", to: "Content/decks/vault/Cards.md")
        try site.write("#flashcards\n\nWhat is the lake?::Léman\n", to: "Content/decks/vault/Lakes.md")
        try site.write("# River\n\n## Name\n\nThe Loire\n", to: "Content/notes/River.md")
        let content = site.url.appendingPathComponent("Content"), output = site.url.appendingPathComponent("Public")
        let kept = site.url.appendingPathComponent(".Public.memory")
        for _ in 0..<2 { _ = try await builds.build(content, into: output, memory: BuildMemory(persistedIn: kept, rebuilds: false)) }
        #expect(try site.read("Public/decks/flashcards/index.html").contains("The Loire"))

        try site.write("# River\n\n## Name\n\nThe Rhône\n", to: "Content/notes/River.md")
        let memory = BuildMemory(persistedIn: kept, rebuilds: false)
        _ = try await builds.build(content, into: output, memory: memory)
        let page = try site.read("Public/decks/flashcards/index.html")
        #expect(page.contains("The Rhône") && !page.contains("The Loire") && page.contains("Léman"))
        #expect(memory.parts.reusedAndRead == (1, 1), "Lakes from disk; Cards read again, as the note it embeds changed")
    }

    /// A first build into an output keeps no readings (most are the only build: a CI job, a
    /// deploy); the second keeps them, and the third uses them.
    @Test func readingsAreKept_fromTheSecondBuildOn() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards\n\nWhat is the lake?::Léman\n", to: "Content/decks/vault/Lakes.md")
        let content = site.url.appendingPathComponent("Content"), output = site.url.appendingPathComponent("Public")
        let kept = site.url.appendingPathComponent(".Public.memory")
        let parts = kept.appendingPathComponent("parts")
        let first = BuildMemory(persistedIn: kept, rebuilds: false)
        _ = try await builds.build(content, into: output, memory: first)
        #expect(!FileManager.default.fileExists(atPath: parts.path), "a first build writes no readings")
        let second = BuildMemory(persistedIn: kept, rebuilds: false)
        try site.write("#flashcards\n\nWhat is the lake?::Léman, Geneva\n", to: "Content/decks/vault/Lakes.md")
        _ = try await builds.build(content, into: output, memory: second)
        #expect(second.parts.reusedAndRead == (0, 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parts.path).count == 1)
        let third = BuildMemory(persistedIn: kept, rebuilds: false)
        try site.write("#flashcards\n\nWhat is the lake?::Léman, Geneva\n", to: "Content/decks/vault/Lakes.md")
        _ = try await builds.build(content, into: output, memory: third)
        #expect(third.parts.reusedAndRead == (1, 0))

        // The fingerprints gone (a build failed in its commit) and the readings left: kept still.
        try FileManager.default.removeItem(at: kept.appendingPathComponent("pages"))
        try site.write("#flashcards\n\nWhat is the lake?::Léman, Lausanne\n", to: "Content/decks/vault/Lakes.md")
        let fourth = BuildMemory(persistedIn: kept, rebuilds: false)
        _ = try await builds.build(content, into: output, memory: fourth)
        #expect(fourth.parts.reusedAndRead == (0, 1) && fourth.parts.archivedThisBuild)
    }

    /// A first `site serve` writes no reading while it builds, and all it remembers when it
    /// stops: the `site build` after it reads nothing again.
    @Test func aFirstServeSession_keepsItsReadingsWhenItStops() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards\n\nWhat is the river?::![[River]]\n", to: "Content/decks/vault/Rivers.md")
        try site.write("#flashcards\n\nWhat is the lake?::Léman\n", to: "Content/decks/vault/Lakes.md")
        try site.write("The Loire\n", to: "Content/notes/River.md")
        let content = site.url.appendingPathComponent("Content"), output = site.url.appendingPathComponent("Public")
        let kept = site.url.appendingPathComponent(".Public.memory")
        let serve = BuildMemory(persistedIn: kept)
        _ = try await builds.build(content, into: output, memory: serve)
        try site.write("#flashcards\n\nWhat is the lake?::Léman, Geneva\n", to: "Content/decks/vault/Lakes.md")
        _ = try await builds.build(content, into: output, memory: serve)
        #expect(serve.parts.reusedAndRead == (1, 1))
        #expect(!FileManager.default.fileExists(atPath: kept.appendingPathComponent("parts").path), "nothing written while serving")
        serve.persist()
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept.appendingPathComponent("parts").path).count == 2)

        try site.write("The Rhône\n", to: "Content/notes/River.md")
        let next = BuildMemory(persistedIn: kept, rebuilds: false)
        _ = try await builds.build(content, into: output, memory: next)
        #expect(next.parts.reusedAndRead == (1, 1), "Lakes from disk; Rivers read again, as River changed")
        #expect(try site.read("Public/decks/flashcards/index.html").contains("The Rhône"))
    }
}
