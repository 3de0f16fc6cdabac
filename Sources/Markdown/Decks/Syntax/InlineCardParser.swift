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

    /// `mayHoldCard` over the paragraph's bytes in place (every paragraph of a deck is asked).
    private static func mayHoldCard(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (colon, equals, brace, question) = (UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "?"))
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var marks = 0 // the line's characters other than spaces: a "?" line has only "?" or "??"
        var onlyQuestionMarks = true
        for byte in bytes {
            if (byte == colon && previous == colon) || (byte == equals && previous == equals)
                || (byte == UInt8(ascii: "c") && previous == brace && beforePrevious == brace) {
                return true
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyQuestionMarks, (1...2).contains(marks) { return true }
                marks = 0
                onlyQuestionMarks = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                marks += 1
                if byte != question { onlyQuestionMarks = false }
            }
            (beforePrevious, previous) = (previous, byte)
        }
        return onlyQuestionMarks && (1...2).contains(marks)
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
