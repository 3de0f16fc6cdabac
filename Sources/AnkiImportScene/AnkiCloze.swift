/// Anki's cloze deletions in a field (`{{c1::Canberra::a city}}`, nested ones too): the card of
/// cloze number N shows its deletions as `[...]` (or `[hint]`) on the question and as their text on
/// the answer; other numbers show their text.
public enum AnkiCloze {
    /// One deletion found in a text.
    struct Deletion {
        /// From `{{` to after `}}`.
        let range: Range<String.Index>
        let number: Int
        /// The deletion's text (nested deletions as written) and its hint.
        let text: Substring
        let hint: Substring?
    }

    /// The top-level deletions of `text`, in order: one pass, each `{{cN::` opening a deletion
    /// that the next `}}` not closing an inner one closes, its first `::` starting the hint; an
    /// opening never closed is text.
    static func deletions(in text: String) -> [Deletion] {
        var deletions: [Deletion] = []
        var open: [(start: String.Index, number: Int, content: String.Index, separator: String.Index?)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if let (number, length) = opening(rest) {
                let content = text.index(index, offsetBy: length)
                open.append((index, number, content, nil))
                index = content
            } else if !open.isEmpty, rest.hasPrefix("::") {
                if open[open.count - 1].separator == nil { open[open.count - 1].separator = index }
                index = text.index(index, offsetBy: 2)
            } else if !open.isEmpty, rest.hasPrefix("}}") {
                let deletion = open.removeLast()
                let end = text.index(index, offsetBy: 2)
                if open.isEmpty {
                    deletions.append(Deletion(
                        range: deletion.start..<end, number: deletion.number, text: text[deletion.content..<(deletion.separator ?? index)],
                        hint: deletion.separator.map { text[text.index($0, offsetBy: 2)..<index] }
                    ))
                }
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return deletions
    }

    /// Deletions inside deletions that are rendered (deeper ones show as written).
    static let deepestNesting = 16

    /// The field as card N shows it.
    static func rendered(_ text: String, number: Int, isAnswer: Bool, depth: Int = 0) -> String {
        guard depth < deepestNesting else { return text }
        var result = ""
        var index = text.startIndex
        for deletion in deletions(in: text) {
            result += text[index..<deletion.range.lowerBound]
            let inner = rendered(String(deletion.text), number: number, isAnswer: isAnswer, depth: depth + 1)
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

    /// The distinct deletion numbers of `text`, nested ones included, ascending: the cards
    /// Anki makes of a cloze note (`{{c2::…}}` is the card of `ord` 1).
    public static func numbers(in text: String) -> [Int] {
        var numbers = Set<Int>()
        func walk(_ text: String, depth: Int) {
            guard depth < deepestNesting else { return }
            for deletion in deletions(in: text) {
                numbers.insert(deletion.number)
                walk(String(deletion.text), depth: depth + 1)
            }
        }
        walk(text, depth: 0)
        return numbers.sorted()
    }

    /// The number and length of the deletion opening (`{{c12::`) at the start of `text`.
    static func opening(_ text: Substring) -> (number: Int, length: Int)? {
        guard text.hasPrefix("{{c") else { return nil }
        let digits = text.dropFirst(3).prefix(10).prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count), let number = Int(digits), number > 0,
              text.dropFirst(3 + digits.count).hasPrefix("::") else { return nil }
        return (number, 5 + digits.count)
    }
}
