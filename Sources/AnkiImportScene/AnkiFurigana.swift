/// Anki's Japanese reading syntax, `日本[にほん]語`, as its `furigana`, `kana` and `kanji` filters
/// show it; a page without ruby shows `日本(にほん)`.
enum AnkiFurigana {
    enum Keeping { case both, reading, base }

    static func rendered(_ text: String, keeping: Keeping) -> String {
        var result = ""
        var base = ""
        var index = text.startIndex
        var closes = true  // once no `]` follows, none will
        while index < text.endIndex {
            let character = text[index]
            if character == "[", closes, let close = text[index...].firstIndex(of: "]") ?? { closes = false; return nil }() {
                let reading = text[text.index(after: index)..<close]
                switch keeping {
                case .both: result += base + "(" + reading + ")"
                case .reading: result += reading
                case .base: result += base
                }
                base = ""
                index = text.index(after: close)
                continue
            }
            if character == " " || character == ">" {
                // A space ends the base.
                result += base
                base = ""
                if character == ">" { result.append(character) } else { result.append(" ") }
            } else {
                base.append(character)
            }
            index = text.index(after: index)
        }
        return result + base
    }
}
