import Domain
/// TeX math in a deck, kept exactly as written: `$\varphi \,\mathbf{W}\, \psi$` and
/// `$$ … $$` (as Obsidian and KaTeX delimit them).
///
/// Markdown would otherwise read TeX's backslashes and underscores as its own escapes and
/// emphasis (`\,` became `,`). So before a deck is parsed, every ASCII punctuation character
/// inside math gets a backslash, which Markdown reads as "this character, as it is", and each
/// math span is marked with noncharacters (`DeckMarks`) that the renderers turn into markup: a
/// `<span class="math">` holding the TeX as written on the site (KaTeX renders exactly those
/// spans, so a stray `$5` is never math), `\(…\)` and `\[…\]` in Anki's fields (MathJax).
/// `::` or `==` inside math is never card syntax.
///
/// `$…$` must open before a non-space and close after one, on one line, and a closing `$` may not
/// be followed by a digit, so prices (`$5 and $10`) stay text. Code spans and fenced code blocks
/// are left alone, and so are HTML comments and an escaped `\$`.
enum MathText {
    static let inlineOpen: Character = DeckMarks.mark(0x5), inlineClose: Character = DeckMarks.mark(0x6)
    static let displayOpen: Character = DeckMarks.mark(0x7), displayClose: Character = DeckMarks.mark(0x8)

    /// Rendered HTML with the math marks as `<span class="math">` (`math display` for `$$`).
    static func html(_ html: String) -> String {
        replacingMarks(in: html, [
            (String(inlineOpen), "<span class=\"math\">"), (String(inlineClose), "</span>"),
            (String(displayOpen), "<span class=\"math display\">"), (String(displayClose), "</span>"),
        ])
    }

    /// An Anki field's HTML with math as MathJax delimits it: `\(…\)` and `\[…\]`.
    static func ankiHTML(_ html: String) -> String {
        replacingMarks(in: html, [
            (String(inlineOpen) + "$", "\\("), ("$" + String(inlineClose), "\\)"),
            (String(displayOpen) + "$$", "\\["), ("$$" + String(displayClose), "\\]"),
        ])
    }

    /// Whether `text` holds math marked by `protected` (an opening mark, as a character of
    /// its own); a text without the marks' lead byte is not read character by character.
    static func hasMarks(_ text: String) -> Bool {
        DeckMarks.mayAppear(in: text)
            && [inlineOpen, displayOpen].contains { ByteSearch.contains(text, String($0)) && text.contains($0) }
    }

    /// `text` with `transform` applied to each run outside its marked math, the math as it is:
    /// `[[P]]` inside `$…$` is TeX (Iverson brackets), not a wiki link.
    static func outsideMath(_ text: String, _ transform: (String) -> String) -> String {
        guard hasMarks(text) else { return transform(text) }
        var result = "", run = "", closing: Character?
        for character in text {
            if let close = closing {
                result.append(character)
                if character == close { closing = nil }
            } else if character == inlineOpen || character == displayOpen {
                result += transform(run) + String(character)
                run = ""
                closing = character == inlineOpen ? inlineClose : displayClose
            } else {
                run.append(character)
            }
        }
        return result + transform(run)
    }

    /// Plain text without the marks.
    static func plain(_ text: String) -> String {
        DeckMarks.removing(from: text) { [inlineOpen, inlineClose, displayOpen, displayClose].contains($0) }
    }

    private static func replacingMarks(in text: String, _ pairs: [(String, String)]) -> String {
        guard DeckMarks.mayAppear(in: text), text.contains(where: { [inlineOpen, inlineClose, displayOpen, displayClose].contains($0) }) else { return text }
        return pairs.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// `text` with its math protected, and whether it has any.
    static func protected(_ text: String) -> (text: String, hasMath: Bool) {
        guard text.containsUTF8Byte(UInt8(ascii: "$")) else { return (text, false) }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(characters.count + 16)
        var hasMath = false
        var index = 0
        var atLineStart = true
        var inFence = false
        while index < characters.count {
            let character = characters[index]
            if atLineStart, isFence(characters, at: index) { inFence.toggle() }
            atLineStart = character == "\n"
            if inFence { result.append(character); index += 1; continue }
            if character == "\\", index + 1 < characters.count {
                result.append(character)
                result.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "<", let end = commentEnd(characters, at: index) {
                // An HTML comment is never shown, so nothing in it is math (`<!-- $$ -->` opened
                // display math that ran on to the next `$$`, taking the cards between with it).
                result += String(characters[index..<end])
                index = end
                continue
            }
            if character == "`" {
                let end = codeSpanEnd(characters, at: index)
                result += String(characters[index..<end])
                index = end
                continue
            }
            if character == "$", let (end, delimiter) = mathEnd(characters, at: index) {
                hasMath = true
                let display = delimiter == "$$"
                result.append(display ? displayOpen : inlineOpen)
                result += delimiter
                for inner in characters[(index + delimiter.count)..<(end - delimiter.count)] {
                    if inner.isASCII, inner.isPunctuation || inner.isSymbol { result.append("\\") }
                    result.append(inner)
                }
                result += delimiter
                result.append(display ? displayClose : inlineClose)
                index = end
                continue
            }
            result.append(character)
            index += 1
        }
        return (result, hasMath)
    }

    /// The end (exclusive) of the math starting at `index`, and its delimiter, or `nil`.
    private static func mathEnd(_ characters: [Character], at index: Int) -> (Int, String)? {
        if index + 1 < characters.count, characters[index + 1] == "$" {
            var cursor = index + 2
            while cursor + 1 < characters.count {
                if characters[cursor] == "$", characters[cursor + 1] == "$" {
                    return cursor > index + 2 ? (cursor + 2, "$$") : nil
                }
                cursor += 1
            }
            return nil
        }
        guard index + 1 < characters.count, !characters[index + 1].isWhitespace else { return nil }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] != "\n" {
            if characters[cursor] == "\\" { cursor += 2; continue }
            if characters[cursor] == "$" {
                let closesAfterText = !characters[cursor - 1].isWhitespace
                let followedByDigit = cursor + 1 < characters.count && characters[cursor + 1].isNumber
                if closesAfterText && !followedByDigit { return (cursor + 1, "$") }
                return nil
            }
            cursor += 1
        }
        return nil
    }

    private static func isFence(_ characters: [Character], at index: Int) -> Bool {
        var cursor = index
        while cursor < characters.count, characters[cursor] == " ", cursor - index < 3 { cursor += 1 }
        guard cursor + 2 < characters.count, characters[cursor] == "`" || characters[cursor] == "~" else { return false }
        return characters[cursor + 1] == characters[cursor] && characters[cursor + 2] == characters[cursor]
    }

    /// The end (exclusive) of the HTML comment `<!-- … -->` starting at `index`, or nil when none
    /// starts there or it is not closed.
    private static func commentEnd(_ characters: [Character], at index: Int) -> Int? {
        guard index + 3 < characters.count, characters[index + 1] == "!", characters[index + 2] == "-", characters[index + 3] == "-" else {
            return nil
        }
        var cursor = index + 4
        while cursor + 2 < characters.count {
            if characters[cursor] == "-", characters[cursor + 1] == "-", characters[cursor + 2] == ">" { return cursor + 3 }
            cursor += 1
        }
        return nil
    }

    private static func codeSpanEnd(_ characters: [Character], at index: Int) -> Int {
        var run = 0
        while index + run < characters.count, characters[index + run] == "`" { run += 1 }
        var cursor = index + run
        while cursor < characters.count {
            if characters[cursor] == "`" {
                var close = 0
                while cursor + close < characters.count, characters[cursor + close] == "`" { close += 1 }
                if close == run { return cursor + close }
                cursor += close
            } else {
                cursor += 1
            }
        }
        return index + run
    }
}
