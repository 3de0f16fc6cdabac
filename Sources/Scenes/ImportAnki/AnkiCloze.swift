/// Anki's cloze deletions in a field (`{{c1::Canberra::a city}}`, nested ones too): the card of
/// cloze number N shows its deletions as `[...]` (or `[hint]`) on the question and as their text on
/// the answer; other numbers show their text.
enum AnkiCloze {
    /// One deletion found in a text.
    struct Deletion {
        /// From `{{` to after `}}`.
        let range: Range<String.Index>
        let number: Int
        /// The deletion's text (nested deletions as written) and its hint.
        let text: Substring
        let hint: Substring?
    }

    /// The top-level deletions of `text`, in order.
    static func deletions(in text: String) -> [Deletion] {
        var deletions: [Deletion] = []
        var index = text.startIndex
        while let open = text[index...].range(of: "{{c") {
            guard let (deletion, end) = deletion(in: text, at: open.lowerBound) else {
                index = open.upperBound
                continue
            }
            deletions.append(deletion)
            index = end
        }
        return deletions
    }

    /// The field as card N shows it.
    static func rendered(_ text: String, number: Int, isAnswer: Bool) -> String {
        var result = ""
        var index = text.startIndex
        for deletion in deletions(in: text) {
            result += text[index..<deletion.range.lowerBound]
            let inner = rendered(String(deletion.text), number: number, isAnswer: isAnswer)
            if deletion.number == number {
                result += isAnswer ? "<span class=cloze>\(inner)</span>" : "<span class=cloze>[\(deletion.hint.map(String.init) ?? "...")]</span>"
            } else {
                result += inner
            }
            index = deletion.range.upperBound
        }
        return result + text[index...]
    }

    /// `{{cloze-only:F}}`: the text of number N's deletions, joined by `, `.
    static func deletions(_ text: String, number: Int) -> String {
        deletions(in: text).filter { $0.number == number }.map { String($0.text) }.joined(separator: ", ")
    }

    /// The distinct deletion numbers of `text`, nested ones included, ascending.
    static func numbers(in text: String) -> [Int] {
        var numbers = Set<Int>()
        func walk(_ text: String) {
            for deletion in deletions(in: text) {
                numbers.insert(deletion.number)
                walk(String(deletion.text))
            }
        }
        walk(text)
        return numbers.sorted()
    }

    /// The deletion whose `{{c` is at `start`, and the index after its `}}`.
    private static func deletion(in text: String, at start: String.Index) -> (Deletion, String.Index)? {
        var cursor = text.index(start, offsetBy: 3)
        let digitsStart = cursor
        while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isNumber { cursor = text.index(after: cursor) }
        guard cursor > digitsStart, let number = Int(text[digitsStart..<cursor]), number > 0,
              text[cursor...].hasPrefix("::") else { return nil }
        let contentStart = text.index(cursor, offsetBy: 2)
        cursor = contentStart
        var depth = 0
        var separator: String.Index?
        while cursor < text.endIndex {
            let rest = text[cursor...]
            if rest.hasPrefix("{{c"), let (_, end) = deletion(in: text, at: cursor) {
                depth += 0
                cursor = end
                continue
            }
            if rest.hasPrefix("::"), depth == 0 {
                separator = cursor
                cursor = text.index(cursor, offsetBy: 2)
                continue
            }
            if rest.hasPrefix("}}") {
                let end = text.index(cursor, offsetBy: 2)
                let body = text[contentStart..<(separator ?? cursor)]
                let hint = separator.map { text[text.index($0, offsetBy: 2)..<cursor] }
                return (Deletion(range: start..<end, number: number, text: body, hint: hint), end)
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }
}
