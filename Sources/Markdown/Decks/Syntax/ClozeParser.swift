import Domain

/// Cloze deletions in one paragraph: `==text==` (each its own number, in order) and
/// `{{cN::text}}` / `{{cN::text::hint}}` (same N hide together). The paragraph is one note with a
/// card per deletion number.
struct ClozeParser {
    /// One deletion: where it is in the paragraph's characters, its card number, text and hint.
    struct Deletion {
        let range: Range<Int>
        let number: Int
        let text: String
        let hint: String?
    }

    /// The paragraph's cloze note, `nil` when it has no deletion (`{{cat}}` is just text).
    func note(in paragraph: String, mask: VerbatimMask) -> Result<InlineNote?, InlineCardParser.Failure> {
        let characters = mask.characters
        var deletions: [Deletion] = []
        var index = 0
        var nextHighlightNumber = 1
        // Where the first `}}` at or after a place is, remembered: every `{{cN::` looks for one,
        // and a paragraph of unclosed ones would otherwise read its rest once for each.
        var closes = TokenFinder(token: Self.ankiClose, characters: characters, mask: mask)
        while index < characters.count {
            if mask.isVerbatim[index] { index += 1; continue }
            if Self.starts(characters, at: index, with: Self.ankiOpen), let deletion = anki(characters, closes: &closes, at: index) {
                deletions.append(deletion)
                index = deletion.range.upperBound
            } else if Self.starts(characters, at: index, with: Self.highlight) {
                guard let close = Self.find(Self.highlight, in: characters, mask: mask, from: index + 2), close > index + 2 else {
                    let (line, column) = position(of: index, in: characters)
                    return .failure(.unclosedCloze(line: line, column: column))
                }
                deletions.append(Deletion(range: index..<(close + 2), number: 0, text: String(characters[(index + 2)..<close]), hint: nil))
                index = close + 2
            } else {
                index += 1
            }
        }
        // `==…==` deletions take the numbers after the highest Anki number, in order of appearance.
        nextHighlightNumber = (deletions.map(\.number).max() ?? 0) + 1
        deletions = deletions.map { deletion in
            guard deletion.number == 0 else { return deletion }
            defer { nextHighlightNumber += 1 }
            return Deletion(range: deletion.range, number: nextHighlightNumber, text: deletion.text, hint: nil)
        }
        return note(characters, deletions)
    }

    /// The most characters the cards of one paragraph may hold in all (cards × the paragraph's
    /// characters): each card is the whole paragraph, so a paragraph of thousands of deletions
    /// would make pages of gigabytes. A paragraph of 2,000 characters may have 500 cards, one of
    /// 10,000 characters 100. (At four times this, 64 KB of paragraphs at the limit make a page
    /// of tens of megabytes.)
    static let mostCardCharacters = 1_000_000

    /// Stands between a card's blank (`\[…\]`) in its question and the author's own bracket
    /// beside the deletion (`xs[==0==]`), so that the two never join into the `[[…]]` of a wiki
    /// link. Only there: beside `*` or `_` it would change what cmark reads as emphasis.
    /// `InlineCardBuilder` takes it out of the question before it is shown.
    static let blankSide: Character = DeckMarks.mark(0xA)

    /// `question` without its blanks' side marks (`blankSide`), by bytes: a combining mark after a
    /// blank joins the side mark into one Character.
    static func unmarked(_ question: String) -> String {
        DeckMarks.mayAppear(in: question) ? ByteSearch.replacing(String(blankSide), with: "", in: question) : question
    }

    /// The cloze note of a paragraph whose deletions are known (in order, not overlapping):
    /// a card per number, asking that number's deletions; `nil` without deletions; a failure
    /// when its cards would hold more than `mostCardCharacters`. Also used for Obsidian Spaced
    /// Repetition's cloze syntax (`OSRQuestion`).
    /// `embeddedCharacters` counts what stands for placeholders in it (an Obsidian card's embedded notes).
    func note(_ characters: [Character], _ deletions: [Deletion], embeddedCharacters: Int = 0) -> Result<InlineNote?, InlineCardParser.Failure> {
        guard !deletions.isEmpty else { return .success(nil) }
        let numbers = Array(Set(deletions.map(\.number))).sorted()
        let length = characters.count + embeddedCharacters
        guard numbers.count * length <= Self.mostCardCharacters else {
            return .failure(.tooManyClozeCards(cards: numbers.count, characters: length))
        }
        let between = Self.textBetween(deletions, in: characters)
        // A card's blank, marked apart from a bracket of the author's that it touches (`blankSide`).
        func blank(_ deletion: Deletion) -> String {
            let bracketBefore = deletion.range.lowerBound > 0 && characters[deletion.range.lowerBound - 1] == "["
            let bracketAfter = deletion.range.upperBound < characters.count && characters[deletion.range.upperBound] == "]"
            return (bracketBefore ? String(Self.blankSide) : "") + "\\[\(deletion.hint ?? "…")\\]" + (bracketAfter ? String(Self.blankSide) : "")
        }
        let cards = numbers.map { number in
            InlineNote.ClozeCard(
                number: number,
                question: render(between, deletions) { $0.number == number ? blank($0) : $0.text },
                answer: render(between, deletions) { $0.number == number ? ClozeHighlight.marked($0.text) : $0.text }
            )
        }
        let text = render(between, deletions) { ClozeMarkup.deletion(number: $0.number, text: $0.text, hint: $0.hint) }
        return .success(InlineNote(kind: .cloze(text: text, cards: cards), lineOffset: 0))
    }

    private static let ankiOpen: [Character] = ["{", "{", "c"], ankiClose: [Character] = ["}", "}"], highlight: [Character] = ["=", "="]

    /// The first place at or after a given one where a token stands outside verbatim text, for
    /// places asked in increasing order: each character is read once, however many ask.
    private struct TokenFinder {
        let token: [Character]
        let characters: [Character]
        let mask: VerbatimMask
        /// The last place asked, and what was found from there (nil: nothing to the end).
        private var asked: (from: Int, found: Int?)?

        init(token: [Character], characters: [Character], mask: VerbatimMask) {
            (self.token, self.characters, self.mask) = (token, characters, mask)
        }

        mutating func first(from start: Int) -> Int? {
            // Nothing between the place asked before and what it found: the same answer.
            if let asked, asked.from <= start, asked.found.map({ start <= $0 }) ?? true { return asked.found }
            let found = ClozeParser.find(token, in: characters, mask: mask, from: start)
            asked = (start, found)
            return found
        }
    }

    private func anki(_ characters: [Character], closes: inout TokenFinder, at index: Int) -> Deletion? {
        var cursor = index + 3
        var digits = ""
        while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
            digits.append(characters[cursor])
            cursor += 1
        }
        guard let number = Int(digits), number > 0, Self.starts(characters, at: cursor, with: [":", ":"]),
              let close = closes.first(from: cursor + 2) else { return nil }
        let body = String(characters[(cursor + 2)..<close])
        let parts = body.components(separatedBy: "::")
        let hint = parts.count > 1 ? parts.dropFirst().joined(separator: "::") : nil
        return Deletion(range: index..<(close + 2), number: number, text: parts[0], hint: hint?.nonEmpty)
    }

    /// The paragraph's text around its deletions, as UTF-8: before the first, between each two,
    /// after the last. Made once per paragraph, so that each card only copies them (a paragraph
    /// of hundreds of deletions makes hundreds of cards).
    private static func textBetween(_ deletions: [Deletion], in characters: [Character]) -> [[UInt8]] {
        var between: [[UInt8]] = []
        between.reserveCapacity(deletions.count + 1)
        var cursor = 0
        for deletion in deletions {
            between.append(Array(String(characters[cursor..<deletion.range.lowerBound]).utf8))
            cursor = deletion.range.upperBound
        }
        between.append(Array(String(characters[cursor...]).utf8))
        return between
    }

    /// The paragraph with each deletion replaced: `between` (see `textBetween`) joined by the replacements.
    private func render(_ between: [[UInt8]], _ deletions: [Deletion], _ replacement: (Deletion) -> String) -> String {
        var bytes = between[0]
        bytes.reserveCapacity(between.reduce(0) { $0 + $1.count } + deletions.reduce(0) { $0 + $1.text.utf8.count + 16 })
        for (deletion, after) in zip(deletions, between.dropFirst()) {
            bytes += replacement(deletion).utf8
            bytes += after
        }
        return bytes.withUnsafeBufferPointer(String.trimmingSpaces(ofUTF8:))
    }

    private static func starts(_ characters: [Character], at index: Int, with token: [Character]) -> Bool {
        index + token.count <= characters.count && characters[index..<(index + token.count)].elementsEqual(token)
    }

    private static func find(_ token: [Character], in characters: [Character], mask: VerbatimMask, from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if !mask.isVerbatim[index], starts(characters, at: index, with: token) { return index }
            index += 1
        }
        return nil
    }

    /// The 0-based line and column of `index`.
    private func position(of index: Int, in characters: [Character]) -> (line: Int, column: Int) {
        let lineStart = characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        return (characters[..<index].filter { $0 == "\n" }.count, characters[lineStart..<index].reduce(0) { $0 + $1.unicodeScalars.count })
    }
}
