import Foundation

/// Reads the familiar card syntaxes in one paragraph's source:
///
/// * `Question::Answer` on a line, `Question:::Answer` for a card and its reverse;
/// * lines of question, a line holding only `?` (or `??` for reversed), lines of answer;
/// * cloze deletions `==hidden==` and Anki's `{{c1::hidden}}` / `{{c1::hidden::hint}}`; deletions
///   with the same number hide together, each number is its own card.
///
/// Text in code spans is never read as syntax. A paragraph with none of these is not a card.
struct InlineCardParser {
    enum Failure: Error, Equatable {
        /// Some lines of a `::` paragraph have no separator (0-based line).
        case lineWithoutSeparator(line: Int)
        case emptySide(line: Int)
        /// An `==` with no closing `==`: its 0-based line and column (in characters) in the paragraph.
        case unclosedCloze(line: Int, column: Int)
        /// A cloze paragraph whose cards would hold more than `ClozeParser.mostCardCharacters`.
        case tooManyClozeCards(cards: Int, characters: Int)
    }

    /// False when `paragraph` cannot hold any card syntax: none of `::`, `==`, `{{c`, and no line
    /// that is only `?` or `??`. A byte scan, so the paragraphs of a heading card cost nothing.
    static func mayHoldCard(_ paragraph: String) -> Bool {
        var paragraph = paragraph
        return paragraph.withUTF8(mayHoldCard)
    }

    /// `mayHoldCard` over the paragraph's bytes in place (every paragraph of a deck is asked):
    /// each mark looked for with `memchr`, which reads many bytes at a time, and only the lines
    /// that hold a `?` read whole.
    private static func mayHoldCard(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        /// Each place at or after `start` where `byte` is, found by `memchr`.
        func places(of byte: UInt8, from start: Int = 0, _ body: (Int) -> Bool) -> Bool {
            var index = start
            while index < bytes.count, let found = memchr(base + index, Int32(byte), bytes.count - index) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if body(position) { return true }
                index = position + 1
            }
            return false
        }
        func doubled(_ byte: UInt8) -> Bool {
            places(of: byte) { $0 + 1 < bytes.count && bytes[$0 + 1] == byte }
        }
        if doubled(UInt8(ascii: ":")) || doubled(UInt8(ascii: "="))
            || places(of: UInt8(ascii: "{"), { $0 + 2 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "{") && bytes[$0 + 2] == UInt8(ascii: "c") }) {
            return true
        }
        // A line of one or two `?` and nothing else but spaces, tabs and carriage returns.
        var checkedUpTo = 0
        return places(of: UInt8(ascii: "?")) { position in
            guard position >= checkedUpTo else { return false }
            var start = position
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            checkedUpTo = end
            var marks = 0
            for byte in bytes[start..<end] where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                guard byte == UInt8(ascii: "?") else { return false }
                marks += 1
            }
            return (1...2).contains(marks)
        }
    }

    /// The notes in `paragraph`, `[]` when it uses no card syntax.
    func notes(in paragraph: String) -> Result<[InlineNote], Failure> {
        let lines = SourceText.linesAtLineFeeds(paragraph).map(String.init)
        let mask = VerbatimMask(paragraph)
        if !mask.occurrences(of: "{{c").isEmpty || !mask.occurrences(of: "==").isEmpty {
            return ClozeParser().note(in: paragraph, mask: mask).map { note in note.map { [$0] } ?? [] }
        }
        if let split = lines.firstIndex(where: { $0.trimmingSpaces == "?" || $0.trimmingSpaces == "??" }) {
            let question = lines[..<split].joined(separator: "\n").trimmingSpaces
            let answer = lines[(split + 1)...].joined(separator: "\n").trimmingSpaces
            guard !question.isEmpty, !answer.isEmpty else { return .failure(.emptySide(line: split)) }
            let reversed = lines[split].trimmingSpaces == "??"
            return .success([InlineNote(kind: .init(reversed: reversed, question: question, answer: answer), lineOffset: 0)])
        }
        return singleLineCards(lines)
    }

    private func singleLineCards(_ lines: [String]) -> Result<[InlineNote], Failure> {
        var cards: [InlineNote] = []
        var plainLines: [Int] = []
        for (offset, line) in lines.enumerated() {
            let mask = VerbatimMask(line)
            guard let separator = mask.occurrences(of: "::").first else {
                plainLines.append(offset)
                continue
            }
            let reversed = mask.occurrences(of: ":::").first == separator
            let width = reversed ? 3 : 2
            let question = String(mask.characters[..<separator]).trimmingSpaces
            let answer = String(mask.characters[(separator + width)...]).trimmingSpaces
            guard !question.isEmpty, !answer.isEmpty else { return .failure(.emptySide(line: offset)) }
            cards.append(InlineNote(kind: .init(reversed: reversed, question: question, answer: answer), lineOffset: offset))
        }
        if cards.isEmpty { return .success([]) }
        if let first = plainLines.first { return .failure(.lineWithoutSeparator(line: first)) }
        return .success(cards)
    }
}

extension InlineNote.Kind {
    init(reversed: Bool, question: String, answer: String) {
        self = reversed ? .reversed(question: question, answer: answer) : .basic(question: question, answer: answer)
    }
}
