/// Finds the cards of an Obsidian Spaced Repetition note line by line, exactly as the plugin's
/// parser does (`src/parser.ts` in OSR 1.15.4; docs/research/osr-parser-notes.md §4), quirks
/// included, so that a vault gives the cards its author sees in Obsidian. Frontmatter must
/// already be blanked (lines kept, so line numbers stay the file's).
/// Each card is its kind, its raw text (what OSR calls the question's original text, with any
/// `<!--SR:…-->` line it carries) and its first and last line, 0-based and inclusive.
struct OSRCardFinder {
    enum Kind: String, Sendable {
        case singleLineBasic = "SingleLineBasic"
        case singleLineReversed = "SingleLineReversed"
        case multiLineBasic = "MultiLineBasic"
        case multiLineReversed = "MultiLineReversed"
        case cloze = "Cloze"
    }

    struct Card: Sendable, Equatable {
        let kind: Kind
        let text: String
        let firstLine: Int
        let lastLine: Int
    }

    let settings: OSRSettings
    private let clozes: [OSRClozePattern]
    /// Single-line separators, the longest first (`:::` is tested before `::`).
    private let separators: [(String, Kind)]

    init(settings: OSRSettings = OSRSettings()) {
        self.settings = settings
        clozes = OSRClozePattern.all(settings.clozePatterns)
        separators = [(settings.singleLineCardSeparator, Kind.singleLineBasic), (settings.singleLineReversedCardSeparator, .singleLineReversed)]
            .enumerated().sorted { ($0.element.0.count, -$0.offset) > ($1.element.0.count, -$1.offset) }.map(\.element)
    }

    func cards(in text: String) -> [Card] {
        let unixText = text.containsUTF8Byte(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let lines = SourceText.linesAtLineFeeds(unixText).map(String.init)
        let endMarker = settings.multilineCardEndMarker
        var cards: [Card] = []
        var cardText = ""
        var kind: Kind?
        var firstLine = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = OSRText.trim(line)
            // An HTML comment at the start of a line hides it and (a quirk) the line after it; one
            // that does not close on its line hides the rest of the note.
            if line.hasPrefix("<!--") && !line.hasPrefix("<!--SR:") {
                if !ByteSearch.contains(line, "-->") { index = lines.count - 1 }
                index += 2
                continue
            }
            let isEmpty = trimmed.isEmpty
            if (isEmpty && endMarker.isEmpty) || (isEmpty && kind == nil) || (!endMarker.isEmpty && trimmed == endMarker) {
                if let kind { cards.append(Card(kind: kind, text: OSRText.trimEnd(cardText), firstLine: firstLine, lastLine: index - 1)) }
                kind = nil
                cardText = ""
                firstLine = index + 1
                index += 1
                continue
            }
            if !cardText.isEmpty { cardText += "\n" }
            cardText += OSRText.trimEnd(line)
            for (separator, separatorKind) in separators where hasInlineMarker(line, separator) {
                kind = separatorKind
                break
            }
            if kind == .singleLineBasic || kind == .singleLineReversed {
                cardText = line
                firstLine = index
                if index + 1 < lines.count, lines[index + 1].hasPrefix("<!--SR:") {
                    cardText += "\n" + lines[index + 1]
                    index += 1
                } else if index + 1 < lines.count, lines[index + 1].hasPrefix("> [!sr|card-metadata]") {
                    for next in (index + 1)..<lines.count {
                        cardText += "\n" + lines[next]
                        index += 1
                        if ByteSearch.contains(lines[next], "<!--SR:") { break }
                    }
                }
                cards.append(Card(kind: kind!, text: cardText, firstLine: firstLine, lastLine: index))
                kind = nil
                cardText = ""   // firstLine stays: OSR does not reset it (notes §10.5)
            } else if trimmed == settings.multilineCardSeparator {
                if Self.holdsTwoUTF16Units(cardText) { kind = .multiLineBasic }
            } else if trimmed == settings.multilineReversedCardSeparator {
                if Self.holdsTwoUTF16Units(cardText) { kind = .multiLineReversed }
            } else if line.hasPrefix("```") || line.hasPrefix("~~~") {
                let fenceCharacter = line.first!
                let fence = String(line.prefix { $0 == fenceCharacter })
                while index + 1 < lines.count, !lines[index + 1].hasPrefix(fence) {
                    index += 1
                    cardText += "\n" + lines[index]
                }
                cardText += "\n" + fence
                index += 1
            } else if kind == nil, clozes.contains(where: { $0.matches(line) }) {
                kind = .cloze
            }
            index += 1
        }
        if let kind, !cardText.isEmpty {
            cards.append(Card(kind: kind, text: OSRText.trimEnd(cardText), firstLine: firstLine, lastLine: lines.count - 1))
        }
        return cards
    }

    /// OSR's `cardText.length > 1`, read from the text's start: counting every unit of a text
    /// outside ASCII went through all of it, once a separator line (a card of thousands of `?`).
    static func holdsTwoUTF16Units(_ text: String) -> Bool {
        !text.utf16.dropFirst().isEmpty
    }

    /// True when `separator` is on `line` and its first occurrence is not inside inline code
    /// (an odd number of back-ticks both before and after it).
    private func hasInlineMarker(_ line: String, _ separator: String) -> Bool {
        guard let range = OSRText.range(of: separator, in: line) else { return false }
        let before = line[..<range.lowerBound].filter { $0 == "`" }.count
        let after = line[range.upperBound...].filter { $0 == "`" }.count
        return !(before % 2 == 1 && after % 2 == 1)
    }
}

/// JavaScript's `trim` and `trimEnd`, which OSR uses: Unicode white space, line terminators and
/// the byte order mark.
enum OSRText {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    static func trim(_ text: String) -> String {
        // Most lines start and end with ASCII: then only ASCII white space is cut.
        if let trimmed = text.trimmingASCIIWhitespaceAtASCIIEdges() { return trimmed }
        return trimEnd(trimStart(text))
    }

    static func trimStart(_ text: String) -> String {
        if let first = text.utf8.first, first < 0x80, !String.isASCIIWhitespace(first) { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.drop(while: isSpace)))
    }

    /// The tag a card's text (trimmed at its start) begins with, which names its deck in OSR
    /// (`#flashcards/geo What is…`): `#` and what follows up to white space or another `#`.
    static func leadingTag(of start: String) -> Range<String.Index>? {
        guard start.utf8.first == UInt8(ascii: "#") else { return nil }
        return leadingTagPattern.firstRange(in: start)
    }

    /// Where `separator` first is in `text`, as `text.range(of: separator)` finds it: by bytes
    /// when both are ASCII (each byte a character, none equivalent to another), by Foundation
    /// otherwise, which compares characters by canonical equivalence (`;` is U+037E there). A
    /// card's separator is looked for on every line of every note.
    static func range(of separator: String, in text: String) -> Range<String.Index>? {
        guard !separator.isEmpty else { return nil }
        var bytesOfText = text, bytesOfSeparator = separator
        let offset = bytesOfText.withUTF8 { bytes -> Int?? in
            bytesOfSeparator.withUTF8 { needle -> Int?? in
                guard bytes.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                return .some(ByteSearch.firstIndex(of: Array(needle), in: bytes))
            }
        }
        guard let offset else { return text.range(of: separator) }
        guard let offset else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: separator.utf8.count)
    }

    private static let leadingTagPattern = CompiledPattern("^#[^\\s#]+")

    static func trimEnd(_ text: String) -> String {
        if let last = text.utf8.last, last < 0x80, !String.isASCIIWhitespace(last) { return text }
        var scalars = text.unicodeScalars
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(scalars)
    }
}
