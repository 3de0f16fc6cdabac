import Foundation

/// Which deck files are Obsidian Spaced Repetition notes, and their cards.
/// A file is an OSR note when it carries a flashcard tag (`#flashcards`, or one below it such as
/// `#flashcards/geography`) in its front matter `tags` or anywhere in its text outside code
/// blocks: the rule OSR itself uses to pick notes. Such a file is read as OSR reads it (headings
/// are structure, `OSRCardFinder` finds the cards, `OSRQuestion` splits them). Any other deck file
/// keeps the site's own syntax, where a `## heading` is a card.
enum OSRNote {
    static func isFlashcardNote(frontMatterTags: [String], body: String, settings: OSRSettings) -> Bool {
        let isFlashcardTag = { (tag: String) in settings.flashcardTags.contains { tag == $0 || tag.hasPrefix($0 + "/") } }
        if tags(frontMatterTags: frontMatterTags, body: "").contains(where: isFlashcardTag) { return true }
        // Most deck files never name a flashcard tag: a byte search rules them out at once.
        guard settings.flashcardTags.contains(where: { !$0.isEmpty && ByteSearch.contains(body, $0) }) else { return false }
        return tagsInText(body).contains(where: isFlashcardTag)
    }

    /// Every tag of a note, `#` first: its front matter `tags`, then those of its text.
    static func tags(frontMatterTags: [String], body: String) -> [String] {
        frontMatterTags.flatMap { $0.split(whereSeparator: \.isWhitespace) }.map { $0.hasPrefix("#") ? String($0) : "#" + $0 }
            + tagsInText(body)
    }

    /// The `#tags` of a note's text, as Obsidian finds them: after the start of a line or white
    /// space, not inside a fenced code block, made of letters, digits, `_`, `-` and `/`.
    static func tagsInText(_ text: String) -> [String] {
        tagLines(text).flatMap(\.tags)
    }

    /// The lines of `text` that hold tags (0-based), with their tags in order.
    static func tagLines(_ text: String) -> [(line: Int, tags: [String])] {
        var found: [(line: Int, tags: [String])] = []
        var fence: Character?
        for (number, line) in SourceText.linesAtLineFeeds(text).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let mark = trimmed.first, mark == "`" || mark == "~", trimmed.hasPrefix(String(repeating: mark, count: 3)) {
                fence = fence == nil ? mark : (fence == mark ? nil : fence)
                continue
            }
            guard fence == nil, ByteSearch.contains(line, "#") else { continue }
            if let tags = asciiTags(line) {
                if !tags.isEmpty { found.append((number, tags)) }
                continue
            }
            var tags: [String] = []
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if character == "#", previous.isWhitespace {
                    let body = line[line.index(after: index)...].prefix { $0.isLetter || $0.isNumber || "_-/".contains($0) }
                    if !body.isEmpty, !body.allSatisfy(\.isNumber) { tags.append("#" + body) }
                }
                previous = character
                index = line.index(after: index)
            }
            if !tags.isEmpty { found.append((number, tags)) }
        }
        return found
    }

    /// The tags of an ASCII line, read by its bytes as `tagLines` reads a line's characters
    /// (each ASCII byte is a character there, and its white space, letters and digits are
    /// ASCII's); nil for a line with any other byte.
    private static func asciiTags(_ line: Substring) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var tags: [String] = []
            for index in bytes.indices where bytes[index] == UInt8(ascii: "#") && (index == 0 || String.isASCIIWhitespace(bytes[index - 1])) {
                var end = index + 1
                while end < bytes.count, bytes[end].isASCIILetter || bytes[end].isASCIIDigit || "_-/".utf8.contains(bytes[end]) { end += 1 }
                let body = bytes[(index + 1)..<end]
                if !body.isEmpty, !body.allSatisfy(\.isASCIIDigit) { tags.append(String(decoding: bytes[index..<end], as: UTF8.self)) }
            }
            return tags
        }
    }

    /// The note's cards as the site's inline notes, each at its 0-based line in `body`, with the
    /// decks OSR files it in (`InlineNote.decks`, see `decks(of:in:frontMatterTags:settings:)`),
    /// or in folder mode the note's `folderDeck` alone.
    /// `embeds` finds the notes cards embed (`![[Note]]`).
    /// A card that makes no note, at its 0-based line.
    struct Failure {
        let line: Int
        let failure: InlineCardParser.Failure
    }

    static func notes(
        in body: String, frontMatterTags: [String] = [], folderDeck: [String]? = nil, settings: OSRSettings, embeds: NoteEmbeds? = nil
    ) -> (notes: [InlineNote], failures: [Failure]) {
        let question = OSRQuestion(settings: settings, embeds: embeds)
        let cards = OSRCardFinder(settings: settings).cards(in: body)
        let decks = folderDeck.map { deck in cards.map { _ in [deck] } }
            ?? decks(of: cards, in: body, frontMatterTags: frontMatterTags, settings: settings)
        var (notes, failures): ([InlineNote], [Failure]) = ([], [])
        for (card, decks) in zip(cards, decks) {
            switch question.note(for: card) {
            case .success(var note?):
                note.decks = decks
                notes.append(note)
            case .success(nil): continue
            case .failure(let failure): failures.append(Failure(line: card.firstLine, failure: failure))
            }
        }
        return (notes, failures)
    }

    /// Each card's decks as OSR files it with its default (tag) mode, as tag paths
    /// (`#flashcards/bio` → `["flashcards", "bio"]`; docs/research/osr-parser-notes.md §9):
    /// a tag at the start of the card's first line is that card's only deck (any tag, not only a
    /// flashcard tag); else the flashcard tags of the last line outside any card above it that
    /// holds some (all of that line's); else those of the front matter; else the note's first
    /// flashcard tag.
    static func decks(of cards: [OSRCardFinder.Card], in body: String, frontMatterTags: [String], settings: OSRSettings) -> [[[String]]] {
        func isFlashcardTag(_ tag: String) -> Bool { settings.flashcardTags.contains { tag == $0 || tag.hasPrefix($0 + "/") } }
        func path(_ tag: String) -> [String] { tag.dropFirst().split(separator: "/").map(String.init) }
        let inCard = CardLines(cards)
        let frontMatter = tags(frontMatterTags: frontMatterTags, body: "").filter(isFlashcardTag).map(path)
        let lines = tagLines(body).map { ($0.line, $0.tags.filter(isFlashcardTag)) }.filter { !$0.1.isEmpty }
        // In line order, as `tagLines` finds them: the last above a card is found by halving.
        let noteLevel = lines.filter { !inCard.contains($0.0) }
        let first = frontMatter.first ?? lines.first.flatMap { $0.1.first.map(path) }
        return cards.map { card in
            let start = OSRText.trimStart(SchedulingComments.removed(from: card.text))
            if let tag = OSRText.leadingTag(of: start) {
                return [path(String(start[tag]))]
            }
            let above = noteLevel.partitioningIndex(where: { $0.0 >= card.firstLine })
            if above > 0 { return noteLevel[above - 1].1.map(path) }
            if !frontMatter.isEmpty { return frontMatter }
            return first.map { [$0] } ?? []
        }
    }
}

/// Whether a line is inside some card, for many lines: the cards by first line, each with the
/// last line any card up to it reaches, so a line is looked up by halving rather than against
/// every card (a note of thousands of cards and tag lines).
struct CardLines {
    private let firstLines: [Int]
    private let reach: [Int]

    init(_ cards: [OSRCardFinder.Card]) {
        let sorted = cards.sorted { $0.firstLine < $1.firstLine }
        firstLines = sorted.map(\.firstLine)
        var furthest = Int.min
        reach = sorted.map { card in
            furthest = max(furthest, card.lastLine)
            return furthest
        }
    }

    /// True when some card's lines (first to last) hold `line`.
    func contains(_ line: Int) -> Bool {
        let upTo = firstLines.partitioningIndex(where: { $0 > line })
        return upTo > 0 && reach[upTo - 1] >= line
    }
}
