/// Anki's Japanese reading syntax, `日本[にほん]語`, as its `furigana`, `kana` and `kanji` filters
/// show it (Anki's rule ` ?([^ >]+?)\[(.+?)\]`, with `&nbsp;` read as a space first): a base runs
/// back to the space or `>` before it, and one space before it goes (`あと 三分[さんぷん]` is
/// `あと三分`); a reading that is a sound (`[sound:a.mp3]`) stays as written; a page without ruby
/// shows `日本(にほん)`.
enum AnkiFurigana {
    enum Keeping { case both, reading, base }

    static func rendered(_ html: String, keeping: Keeping) -> String {
        let text = html.replacingOccurrences(of: "&nbsp;", with: " ")
        var result = ""
        var base = ""
        var spaceBefore = false
        let flush = { (result: inout String, base: inout String, spaceBefore: inout Bool) in
            result += (spaceBefore ? " " : "") + base
            base = ""
            spaceBefore = false
        }
        var index = text.startIndex
        var closes = true  // once no `]` follows, none will
        while index < text.endIndex {
            let character = text[index]
            if character == "[", !base.isEmpty, closes, let close = text[index...].firstIndex(of: "]") ?? { closes = false; return nil }(),
               close > text.index(after: index) {
                let reading = text[text.index(after: index)..<close]
                if reading.hasPrefix("sound:") {
                    flush(&result, &base, &spaceBefore)
                    result += "[" + reading + "]"
                } else {
                    switch keeping {
                    case .both: result += base + "(" + reading + ")"
                    case .reading: result += reading
                    case .base: result += base
                    }
                    base = ""
                    spaceBefore = false
                }
                index = text.index(after: close)
                continue
            }
            if character == " " {
                flush(&result, &base, &spaceBefore)
                spaceBefore = true
            } else if character == ">" {
                flush(&result, &base, &spaceBefore)
                result.append(">")
            } else {
                base.append(character)
            }
            index = text.index(after: index)
        }
        flush(&result, &base, &spaceBefore)
        return result
    }
}
