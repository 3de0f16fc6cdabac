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
        var memory = BuildMemory()
        _ = try await builds.build(content, into: output, memory: memory)
        var history: [String] = []
        var reused = 0
        for step in 0..<20 {
            history.append(vault.change())
            try vault.write(to: content)
            // Most steps with the memory of the last build (`site serve`); every fourth with a
            // new, empty one (a `site serve` started anew).
            if step % 4 == 2 { memory = BuildMemory() }
            // The same build with no memory, over a copy of the same output: a card's lineage
            // (`card-lineage.json`) follows its edits from the output before.
            let clean = site.url.appendingPathComponent("Clean-\(step)")
            try FileManager.default.copyItem(at: output, to: clean)
            _ = try await builds.build(content, into: output, memory: memory)
            reused += memory.parts.reusedAndRead.reused
            _ = try await builds.build(content, into: clean)
            let (incremental, expected) = (try builds.tree(output), try builds.tree(clean))
            let differing = Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), after: \(history.joined(separator: "; ")): \(differing)")
            if !differing.isEmpty { return }
            try FileManager.default.removeItem(at: clean)
        }
        #expect(reused > 0, "no build reused a note's reading")
    }

    /// The case the random edits are there for, spelled out: a card that embeds a note shows
    /// that note's new text after an edit of that note alone, while a note that embeds nothing
    /// is reused.
    @Test func editingAnEmbeddedNote_readsAgainOnlyTheNoteThatEmbedsIt() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards\n\nWhat is the river?::![[River#Name]]\n", to: "Content/decks/vault/Cards.md")
        try site.write("#flashcards\n\nWhat is the lake?::Léman\n", to: "Content/decks/vault/Lakes.md")
        try site.write("# River\n\n## Name\n\nThe Loire\n", to: "Content/notes/River.md")
        let content = site.url.appendingPathComponent("Content"), output = site.url.appendingPathComponent("Public")
        let memory = BuildMemory()
        _ = try await builds.build(content, into: output, memory: memory)
        #expect(try site.read("Public/decks/flashcards/index.html").contains("The Loire"))

        try site.write("# River\n\n## Name\n\nThe Rhône\n", to: "Content/notes/River.md")
        _ = try await builds.build(content, into: output, memory: memory)
        let page = try site.read("Public/decks/flashcards/index.html")
        #expect(page.contains("The Rhône") && !page.contains("The Loire") && page.contains("Léman"))
        #expect(memory.parts.reusedAndRead == (1, 1), "Lakes reused; Cards read again, as the note it embeds changed")
    }
}
