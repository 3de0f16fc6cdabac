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
        while index < characters.count {
            if mask.isVerbatim[index] { index += 1; continue }
            if starts(characters, at: index, with: "{{c"), let deletion = anki(characters, mask: mask, at: index) {
                deletions.append(deletion)
                index = deletion.range.upperBound
            } else if starts(characters, at: index, with: "==") {
                guard let close = find("==", in: characters, mask: mask, from: index + 2), close > index + 2 else {
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
        return .success(note(characters, deletions))
    }

    /// The cloze note of a paragraph whose deletions are known (in order, not overlapping):
    /// a card per number, asking that number's deletions; `nil` without deletions. Also used
    /// for Obsidian Spaced Repetition's cloze syntax (`OSRQuestion`).
    func note(_ characters: [Character], _ deletions: [Deletion]) -> InlineNote? {
        guard !deletions.isEmpty else { return nil }
        let numbers = Array(Set(deletions.map(\.number))).sorted()
        let cards = numbers.map { number in
            InlineNote.ClozeCard(
                number: number,
                question: render(characters, deletions) { $0.number == number ? "\\[\($0.hint ?? "…")\\]" : $0.text },
                answer: render(characters, deletions) { $0.number == number ? ClozeHighlight.marked($0.text) : $0.text }
            )
        }
        let text = render(characters, deletions) { ClozeMarkup.deletion(number: $0.number, text: $0.text, hint: $0.hint) }
        return InlineNote(kind: .cloze(text: text, cards: cards), lineOffset: 0)
    }

    private func anki(_ characters: [Character], mask: VerbatimMask, at index: Int) -> Deletion? {
        var cursor = index + 3
        var digits = ""
        while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
            digits.append(characters[cursor])
            cursor += 1
        }
        guard let number = Int(digits), number > 0, starts(characters, at: cursor, with: "::"),
              let close = find("}}", in: characters, mask: mask, from: cursor + 2) else { return nil }
        let body = String(characters[(cursor + 2)..<close])
        let parts = body.components(separatedBy: "::")
        let hint = parts.count > 1 ? parts.dropFirst().joined(separator: "::") : nil
        return Deletion(range: index..<(close + 2), number: number, text: parts[0], hint: hint?.nonEmpty)
    }

    private func render(_ characters: [Character], _ deletions: [Deletion], _ replacement: (Deletion) -> String) -> String {
        var text = ""
        var cursor = 0
        for deletion in deletions {
            text += String(characters[cursor..<deletion.range.lowerBound]) + replacement(deletion)
            cursor = deletion.range.upperBound
        }
        return (text + String(characters[cursor...])).trimmingSpaces
    }

    private func starts(_ characters: [Character], at index: Int, with token: String) -> Bool {
        let pattern = Array(token)
        return index + pattern.count <= characters.count && Array(characters[index..<(index + pattern.count)]) == pattern
    }

    private func find(_ token: String, in characters: [Character], mask: VerbatimMask, from start: Int) -> Int? {
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
