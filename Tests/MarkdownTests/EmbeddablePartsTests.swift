import Domain
import Foundation
import Testing
import TestSupport
@testable import Markdown

/// A note's parts, cut with what `EmbeddableNote` finds in one pass over its lines (each line's
/// text without its block id, each heading's section end, the headings of each key, each run of
/// lines and each fence's partner), are what cutting by reading the lines again for each part
/// gave: that way is the oracle here, over seeded notes of headings, blank lines, fences, lists
/// and block ids.
@Suite struct EmbeddablePartsTests {
    static let pieces = [
        "# A", "## A", "## B", "### A", "#### c", "# B #", "## a!", "", "", "text", "more text", "- item", "  - sub", "1. one",
        "```", "~~~", "code", "^id1", "^id2", "line ^id3", "- item ^id4", "  - sub ^id5", "para ^ID1", "| a | b |", "    # not",
        "\u{2028}", "\u{2028}text\u{85}", "x\u{85}", "\u{0B}",
    ]

    @Test func everyPart_isWhatReadingTheLinesAgainGave() {
        var random = SeededRandom(seed: 27)
        for _ in 0..<400 {
            let lines = (0..<random.below(24)).map { _ in random.pick(Self.pieces) }
            let note = EmbeddableNote(lines.joined(separator: "\n"))
            let oracle = Oracle(lines: lines)
            let parts = ["", "A", "B", "a", "c", "A#A", "A#B", "B#A", "A#c", "A#A#c", "a!", "^id1", "^id2", "^id3", "^id4", "^id5", "^ID1", "^none"]
            for part in parts {
                let text = note.markdown(of: part)
                #expect(text == oracle.markdown(of: part), "\(part) of \(lines)")
                // Its weight is known before it is made: it fits its own size, and not a byte less.
                guard let text else { continue }
                #expect(note.markdown(of: part, atMost: text.utf8.count) == text, "\(part) of \(lines)")
                if !text.isEmpty { #expect(note.markdown(of: part, atMost: text.utf8.count - 1) == nil, "\(part) of \(lines)") }
            }
        }
    }

    /// The cutting `EmbeddableNote` did before, line by line for each part.
    struct Oracle {
        let lines: [String]
        var headings: [(line: Int, level: Int, key: String)] = []
        var blockIDs: [String: (line: Int, isAlone: Bool)] = [:]

        init(lines: [String]) {
            self.lines = lines
            var fence: Character?
            for (index, line) in lines.enumerated() {
                if let id = BlockID.of(line), blockIDs[id] == nil { blockIDs[id] = (index, BlockID.isAlone(line)) }
                if let mark = EmbeddableNote.fence(line) {
                    fence = fence == nil ? mark : (fence == mark ? nil : fence)
                    continue
                }
                if fence == nil, let heading = EmbeddableNote.heading(line) {
                    headings.append((index, heading.level, EmbeddableNote.key(heading.text)))
                }
            }
        }

        func markdown(of part: String) -> String? {
            let chosen: ArraySlice<String>? = part.isEmpty ? lines[...] : part.hasPrefix("^") ? block(String(part.dropFirst())) : section(part)
            guard let chosen else { return nil }
            let shown = chosen.compactMap { BlockID.isAlone($0) ? nil : BlockID.removed(from: $0) }
            return FoundationTrim.newlines(shown.joined(separator: "\n"))
        }

        func section(_ path: String) -> ArraySlice<String>? {
            var range = headings.indices
            var found: Int?
            for name in path.split(separator: "#") {
                let wanted = EmbeddableNote.key(String(name))
                guard let index = range.first(where: { headings[$0].key == wanted }) else { return nil }
                found = index
                range = (index + 1)..<sectionEnd(of: index)
            }
            guard let found else { return nil }
            let end = sectionEnd(of: found)
            return lines[headings[found].line..<(end < headings.count ? headings[end].line : lines.count)]
        }

        func sectionEnd(of index: Int) -> Int {
            headings[(index + 1)...].firstIndex { $0.level <= headings[index].level } ?? headings.count
        }

        func block(_ id: String) -> ArraySlice<String>? {
            guard let (marked, isAlone) = blockIDs[id.lowercased()] else { return nil }
            if isAlone {
                var end = marked
                while end > 0, FoundationTrim.whitespaces(lines[end - 1]).isEmpty { end -= 1 }
                guard end > 0 else { return nil }
                return lines[blockStart(endingAt: end - 1)..<end]
            }
            let indent = lines[marked].prefix { $0 == " " || $0 == "\t" }.count
            let item = lines[marked].drop { $0 == " " || $0 == "\t" }
            let digits = item.prefix(while: \.isNumber)
            if item.hasPrefix("- ") || item.hasPrefix("* ") || item.hasPrefix("+ ")
                || (!digits.isEmpty && (item.dropFirst(digits.count).hasPrefix(". ") || item.dropFirst(digits.count).hasPrefix(") "))) {
                var end = marked + 1
                while end < lines.count, !FoundationTrim.whitespaces(lines[end]).isEmpty,
                      lines[end].prefix(while: { $0 == " " || $0 == "\t" }).count > indent { end += 1 }
                return lines[marked..<end]
            }
            return lines[blockStart(endingAt: marked)...marked]
        }

        func blockStart(endingAt last: Int) -> Int {
            if let mark = EmbeddableNote.fence(lines[last]), last > 0,
               let opening = lines[..<last].lastIndex(where: { EmbeddableNote.fence($0) == mark }) {
                return opening
            }
            var start = last
            while start > 0, !FoundationTrim.whitespaces(lines[start - 1]).isEmpty, EmbeddableNote.heading(lines[start - 1]) == nil {
                start -= 1
            }
            return start
        }
    }

    /// Thousands of ids in one long paragraph, each embedded by its own card: every block is
    /// cut from the lines found once (each was a regular expression a line a block before).
    @Test func aNoteOfThousandsOfBlocks_givesEachBlockItsLinesAbove() {
        let big = (0..<3_000).map { "line \($0)\n^b\($0)" }.joined(separator: "\n")
        let note = EmbeddableNote(big)
        #expect(note.markdown(of: "^b2999") == (0..<3_000).map { "line \($0)" }.joined(separator: "\n"))
        #expect(note.markdown(of: "^b0") == "line 0")
    }

    /// What all the sides of a note's cards show of embedded notes stops at the note's budget,
    /// each side still within its own: a note of thousands of cards each embedding a long block
    /// made pages of hundreds of megabytes.
    @Test func theSidesOfANote_shareItsBudget() {
        let note = NoteEmbeds.NoteBudget()
        let megabyte = String(repeating: "x", count: NoteEmbeds.Budget.bytes)
        let sides = (0..<20).map { _ in NoteEmbeds.Budget(note: note) }
        let taken = sides.map { $0.take(megabyte) }
        #expect(taken == Array(repeating: true, count: NoteEmbeds.NoteBudget.bytes / NoteEmbeds.Budget.bytes)
            + Array(repeating: false, count: 20 - NoteEmbeds.NoteBudget.bytes / NoteEmbeds.Budget.bytes))
        // A side of its own note still has its whole budget.
        #expect(NoteEmbeds.Budget().take(megabyte))
    }
}
