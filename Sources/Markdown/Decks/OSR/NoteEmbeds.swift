import Domain
import Foundation

/// What an Obsidian note embed in a card shows, as Obsidian shows it: the embedded note's text
/// (`![[Cell]]`), the section under one of its headings (`![[Cell#Nucleus]]`, the heading
/// included, down to the next heading of its level or above; `![[Cell#Nucleus#Pores]]` a heading
/// under a heading), or one block (`![[Cell#^dna]]`: the paragraph or list item, with its
/// sub-items, marked ` ^dna`, or the block right above a line `^dna`). Headings and block ids
/// are matched as Obsidian matches them (`EmbeddableNote`).
///
/// The note is found as Obsidian finds a link (`ContentTree.obsidianTarget`, never in a hidden
/// folder), read once a build (`ContentTree.embeddableNote`); embeds inside it are shown in
/// turn, `maximumDepth` deep. A card shows at most `Budget.embeds` embeds and `Budget.bytes` of
/// their text, so that notes embedding each other many times over cannot make a build explode.
/// A note that embeds itself, however far down, shows its name there instead, as do a note or
/// part not found, one over the budget, and an Excalidraw drawing (`*.excalidraw.md`, whose text
/// is the drawing's data).
struct NoteEmbeds: Sendable {
    let tree: any ContentTree
    /// The embedding note's folder, below the content root.
    let folder: String
    /// Where every note read for an embed is written down, if anywhere: a reading of the
    /// embedding note holds for as long as their texts stay the same (`EmbedReads`).
    var reads: EmbedReads?
    /// How many embeds deep a card shows notes.
    static let maximumDepth = 4

    /// What one side of a card may still show of embedded notes, within what its note may
    /// still show in all its cards.
    final class Budget {
        static let embeds = 64
        static let bytes = 1 << 20
        private(set) var embeds = Budget.embeds
        private(set) var bytes = Budget.bytes
        let note: NoteBudget

        init(note: NoteBudget = NoteBudget()) { self.note = note }

        /// Whether another embed may be shown at all (then its text is worth preparing).
        var hasRoom: Bool { embeds > 0 }

        /// The most bytes another embed may show, within the note's budget too.
        var bytesLeft: Int { min(bytes, note.bytes) }

        /// Takes `text` from the budget, or says there is no room for it.
        func take(_ text: String) -> Bool {
            guard embeds > 0, text.utf8.count <= bytes, text.utf8.count <= note.bytes else { return false }
            embeds -= 1
            bytes -= text.utf8.count
            note.bytes -= text.utf8.count
            return true
        }
    }

    /// What all the cards of one note may show of embedded notes: a note of thousands of cards,
    /// each embedding its own long block, would otherwise make a page of its cards times their
    /// blocks.
    final class NoteBudget {
        static let bytes = 16 << 20
        fileprivate(set) var bytes = NoteBudget.bytes
    }

    /// The Markdown of `part` (empty: all of it) of the note `page`, and the note's path, or nil
    /// when there is no such note or part, or no room in `budget`. `embedding` holds the notes
    /// already being shown around this one.
    func markdown(of page: String, part: String, embedding: [String] = [], budget: Budget) -> (path: String, text: String)? {
        guard embedding.count < NoteEmbeds.maximumDepth, !page.isEmpty else { return nil }
        let name = page.hasSuffix(".md") ? page : page + ".md"
        guard budget.hasRoom, let path = tree.obsidianTarget(of: name, from: folder), !embedding.contains(path),
              !path.hasSuffix(".excalidraw.md") else { return nil }
        let note = tree.embeddableNote(path)
        if let reads { reads.record(path, text: tree.embeddedText(path)) }
        guard let note, let text = note.markdown(of: part, atMost: budget.bytesLeft), budget.take(text) else { return nil }
        return (path, text)
    }

    /// The path from the card's folder to the image `name` embedded in the note at `notePath`,
    /// found from that note's folder as Obsidian finds it; nil when it is nowhere (the card
    /// then reports it).
    func image(_ name: String, in notePath: String) -> String? {
        tree.obsidianTarget(of: name, from: ContentPath.directory(of: notePath)).map { ContentPath.relative(to: $0, from: folder) }
    }
}

/// A note as embeds read it, prepared once a build: its lines without front matter and
/// scheduling comments, and its headings.
struct EmbeddableNote: Sendable {
    private let lines: [String]
    /// Each line as a part shows it: without its trailing block id, nil for a line that is only one.
    private let shownLines: [String?]
    /// Each ATX heading outside fenced code: its line, level and key (`key(_:)`).
    private let headings: [(line: Int, level: Int, key: String)]
    /// The headings of each key, in order: a heading is found without reading the others.
    private let headingsByKey: [String: [Int]]
    /// Where each heading's section ends: the first heading after it of its level or above
    /// (or `headings.count`).
    private let sectionEnds: [Int]
    /// The first line that carries each block id (lower-cased), and whether the id is alone on it.
    private let blockIDs: [String: (line: Int, isAlone: Bool)]
    /// For each line, the first line of its run of lines with no blank line or heading above
    /// (`blockStart`), and for a fence line, the fence line of its mark above it, if any.
    private let runStarts: [Int]
    private let fencesAbove: [Int: Int]
    /// What a part's text weighs, known before it is made: for each line, the UTF-8 bytes of the
    /// shown lines above it (each with its line feed) and how many they are; for each shown line,
    /// the bytes of the line breaks it starts and ends with; the first shown line at or below
    /// each line, and the last at or above it, that is more than line breaks.
    private let shownBytesAbove: [Int]
    private let shownCountAbove: [Int]
    private let breaksAtEdges: [(start: Int, end: Int)]
    private let textBelow: [Int]
    private let textAbove: [Int]
    /// The lines each block id (lower-cased) and heading path chooses, once asked for.
    private let chosenLines = LockedCache<String, Range<Int>?>()
    /// Each part's Markdown once it was made, by its lines, shared by the copies of this note: a
    /// part is shown again wherever an embedded note embeds it in turn.
    private let parts = LockedCache<Range<Int>, String>()

    /// Everything a part is cut by is found in one pass over the lines: a note embedded by
    /// thousands of ids or headings was read again from its start for each.
    init(_ text: String) {
        let body = SourceText.split(text, file: "").0.map { $0.bodyLines.map(String.init) } ?? SourceText.lines(of: text).map(String.init)
        lines = SourceText.linesAtLineFeeds(SchedulingComments.removed(from: body.joined(separator: "\n"))).map(String.init)
        var headings: [(line: Int, level: Int, key: String)] = []
        var blockIDs: [String: (line: Int, isAlone: Bool)] = [:]
        var runStarts: [Int] = [], fencesAbove: [Int: Int] = [:], lastFence: [Character: Int] = [:]
        var fence: Character?
        var previousIsHeading = false
        for (index, line) in lines.enumerated() {
            if let id = BlockID.of(line), blockIDs[id] == nil { blockIDs[id] = (index, BlockID.isAlone(line)) }
            let continuesRun = index > 0 && !FoundationTrim.whitespaces(lines[index - 1]).isEmpty && !previousIsHeading
            runStarts.append(continuesRun ? runStarts[index - 1] : index)
            previousIsHeading = EmbeddableNote.heading(line) != nil
            if let mark = EmbeddableNote.fence(line) {
                if let above = lastFence[mark] { fencesAbove[index] = above }
                lastFence[mark] = index
                fence = fence == nil ? mark : (fence == mark ? nil : fence)
                continue
            }
            if fence == nil, let heading = EmbeddableNote.heading(line) {
                headings.append((index, heading.level, EmbeddableNote.key(heading.text)))
            }
        }
        shownLines = lines.map { BlockID.isAlone($0) ? nil : BlockID.removed(from: $0) }
        (shownBytesAbove, shownCountAbove, breaksAtEdges, textBelow, textAbove) = EmbeddableNote.weights(of: shownLines)
        var sectionEnds = [Int](repeating: headings.count, count: headings.count)
        var open: [Int] = [] // headings whose section is still open, their levels rising
        for (index, heading) in headings.enumerated() {
            while let last = open.last, headings[last].level >= heading.level { sectionEnds[open.removeLast()] = index }
            open.append(index)
        }
        self.headings = headings
        self.headingsByKey = Dictionary(grouping: headings.indices, by: { headings[$0].key })
        self.sectionEnds = sectionEnds
        self.blockIDs = blockIDs
        self.runStarts = runStarts
        self.fencesAbove = fencesAbove
    }

    /// The Markdown `part` shows (empty: the whole note; `^id`: a block; else a heading path),
    /// block ids hidden, or nil when the note has no such part.
    /// `atMost` bytes: a longer part is nil too, and is not made (a card's budget is spent).
    func markdown(of part: String, atMost limit: Int = .max) -> String? {
        guard let chosen = lines(of: part), bytes(of: chosen) <= limit else { return nil }
        return parts.value(for: chosen) { FoundationTrim.newlines(shownLines[$0].compactMap { $0 }.joined(separator: "\n")) }
    }

    /// The lines `part` chooses, nil when there is no such part.
    private func lines(of part: String) -> Range<Int>? {
        if part.isEmpty { return lines.indices }
        if part.hasPrefix("^") {
            let id = part.dropFirst().lowercased()
            return chosenLines.value(for: "^" + id) { _ in block(id)?.indices }
        }
        return chosenLines.value(for: part) { section($0)?.indices }
    }

    /// The UTF-8 bytes of the text the lines `chosen` make: their shown lines joined by line
    /// feeds, trimmed of line breaks at both ends (as `markdown(of:)` makes it).
    private func bytes(of chosen: Range<Int>) -> Int {
        guard !chosen.isEmpty, shownCountAbove[chosen.upperBound] > shownCountAbove[chosen.lowerBound] else { return 0 }
        let first = textBelow[chosen.lowerBound], last = textAbove[chosen.upperBound - 1]
        guard first < chosen.upperBound, last >= chosen.lowerBound else { return 0 }
        return shownBytesAbove[last + 1] - shownBytesAbove[first] - 1 - breaksAtEdges[first].start - breaksAtEdges[last].end
    }

    /// What `bytes(of:)` reads, for each line of `shown`.
    private static func weights(of shown: [String?]) -> ([Int], [Int], [(start: Int, end: Int)], [Int], [Int]) {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }
        var bytesAbove = [0], countAbove = [0]
        var edges: [(start: Int, end: Int)] = []
        var hasText: [Bool] = []
        for line in shown {
            let scalars = line?.unicodeScalars
            let start = scalars?.prefix(while: isBreak).reduce(0) { $0 + UTF8.width($1) } ?? 0
            let end = scalars?.reversed().prefix(while: isBreak).reduce(0) { $0 + UTF8.width($1) } ?? 0
            edges.append((start, end))
            hasText.append(line.map { $0.utf8.count > start } ?? false)
            bytesAbove.append(bytesAbove.last! + (line.map { $0.utf8.count + 1 } ?? 0))
            countAbove.append(countAbove.last! + (line == nil ? 0 : 1))
        }
        var below = [Int](repeating: shown.count, count: shown.count + 1)
        for index in stride(from: shown.count - 1, through: 0, by: -1) { below[index] = hasText[index] ? index : below[index + 1] }
        var above = [Int](repeating: -1, count: shown.count)
        for index in shown.indices { above[index] = hasText[index] ? index : (index > 0 ? above[index - 1] : -1) }
        return (bytesAbove, countAbove, edges, below, above)
    }

    private static let keyPunctuation = Set("!\"#$%&()*+,.:;<=>?@^`{|}~/[]\\")

    /// A heading's text as Obsidian compares it with a link's: its punctuation as spaces, runs
    /// of white space as one, trimmed, case aside.
    static func key(_ text: String) -> String {
        let spaced = String(text.map { keyPunctuation.contains($0) ? " " : $0 })
        return spaced.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// The section of the last heading of `path` (`Title#Sub`), each found below the one before.
    private func section(_ path: String) -> ArraySlice<String>? {
        var range = headings.indices
        var found: Int?
        for name in path.split(separator: "#") {
            let named = headingsByKey[EmbeddableNote.key(String(name))] ?? []
            let first = named.partitioningIndex(where: { $0 >= range.lowerBound })
            guard first < named.count, range.contains(named[first]) else { return nil }
            let index = named[first]
            found = index
            range = (index + 1)..<sectionEnds[index]
        }
        guard let found else { return nil }
        let end = sectionEnds[found]
        return lines[headings[found].line..<(end < headings.count ? headings[end].line : lines.count)]
    }

    /// The block marked `^id` (case aside, as Obsidian keys them; the first line that carries
    /// it): the list item (with its sub-items) or paragraph whose line ends with ` ^id`, or the
    /// block above a line `^id` (blank lines between, as Obsidian writes it under a table, list
    /// or code block).
    private func block(_ id: String) -> ArraySlice<String>? {
        guard let (marked, isAlone) = blockIDs[id.lowercased()] else { return nil }
        if isAlone {
            var end = marked
            while end > 0, FoundationTrim.whitespaces(lines[end - 1]).isEmpty { end -= 1 }
            guard end > 0 else { return nil }
            return lines[blockStart(endingAt: end - 1)..<end]
        }
        let indent = lines[marked].prefix { $0 == " " || $0 == "\t" }.count
        if EmbeddableNote.isListItem(lines[marked]) {
            var end = marked + 1
            while end < lines.count, !FoundationTrim.whitespaces(lines[end]).isEmpty,
                  lines[end].prefix(while: { $0 == " " || $0 == "\t" }).count > indent { end += 1 }
            return lines[marked..<end]
        }
        return lines[blockStart(endingAt: marked)...marked]
    }

    /// Where the block that ends at line `last` starts: a fenced code block's opening fence, or
    /// the first of the lines above with no blank line or heading between.
    private func blockStart(endingAt last: Int) -> Int {
        fencesAbove[last] ?? runStarts[last]
    }

    private static func isListItem(_ line: String) -> Bool {
        let item = line.drop { $0 == " " || $0 == "\t" }
        if item.hasPrefix("- ") || item.hasPrefix("* ") || item.hasPrefix("+ ") { return true }
        let digits = item.prefix(while: \.isNumber)
        return !digits.isEmpty && (item.dropFirst(digits.count).hasPrefix(". ") || item.dropFirst(digits.count).hasPrefix(") "))
    }

    /// How many spaces a line starts with, and the rest of it: counted up to its text, not
    /// by counting the whole line's characters (every line of every embedded note is asked).
    private static func indentation(of line: String) -> (spaces: Int, rest: Substring) {
        let spaces = line.prefix { $0 == " " }.count
        return (spaces, line.dropFirst(spaces))
    }

    /// The mark of a code fence line (three or more backticks or tildes), or nil.
    static func fence(_ line: String) -> Character? {
        let (spaces, trimmed) = indentation(of: line)
        guard spaces < 4, let mark = trimmed.first, mark == "`" || mark == "~",
              trimmed.hasPrefix(String(repeating: mark, count: 3)) else { return nil }
        return mark
    }

    /// An ATX heading's closing sequence (`## Nucleus ##`).
    private static let closingHashes = CompiledPattern("[ \\t]+#+[ \\t]*$")

    /// An ATX heading's level and text (`## Nucleus ##` → 2, "Nucleus"), or nil.
    static func heading(_ line: String) -> (level: Int, text: String)? {
        let (spaces, trimmed) = indentation(of: line)
        guard spaces < 4 else { return nil }
        let level = trimmed.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = trimmed.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let text = rest.utf8.contains(UInt8(ascii: "#")) ? closingHashes.replacingMatches(in: String(rest), with: "") : String(rest)
        return (level, FoundationTrim.whitespaces(text))
    }
}

/// Obsidian's block ids: ` ^id` at the end of a line, or `^id` alone on one. Each has a `^`:
/// a text without one (most lines of a note) is not searched.
enum BlockID {
    /// A block id at the end of a text, with the space before it.
    private static let trailingPattern = CompiledPattern(" \\^[a-zA-Z0-9-]+$")
    private static let alonePattern = CompiledPattern("^\\^[a-zA-Z0-9-]+$")
    private static let carriedPattern = CompiledPattern("(^| )\\^[a-zA-Z0-9-]+$")

    /// Where the block id at the end of `text` is, with the space before it.
    static func trailing(in text: String) -> Range<String.Index>? {
        hasCaret(text) ? trailingPattern.firstRange(in: text) : nil
    }

    static func isAlone(_ line: String) -> Bool {
        hasCaret(line) && alonePattern.matches(FoundationTrim.whitespaces(line))
    }

    /// The id a line carries (lower-cased), or nil.
    static func of(_ line: String) -> String? {
        guard hasCaret(line) else { return nil }
        let trimmed = FoundationTrim.whitespaces(line)
        guard let range = carriedPattern.firstRange(in: trimmed) else { return nil }
        return String(trimmed[range].drop { $0 == " " }.dropFirst()).lowercased()
    }

    /// `text` without a trailing block id.
    static func removed(from text: String) -> String {
        hasCaret(text) ? trailingPattern.replacingMatches(in: text, with: "") : text
    }

    private static func hasCaret(_ text: String) -> Bool {
        text.containsUTF8Byte(UInt8(ascii: "^"))
    }
}
