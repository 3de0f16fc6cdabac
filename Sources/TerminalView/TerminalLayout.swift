/// Styled terminal text laid out for a width: lines wrapped at spaces (a word longer than the
/// line is cut), each continuation under its line's text, the way the renderer shapes it
/// (`TerminalTextRenderer`): a line's leading spaces and quote bars (`│ `) are repeated, and its
/// list marker (`• `, `12. `) becomes that many spaces. SGR styles (`ESC [ … m`) take no columns;
/// a wide character (CJK, most emoji) takes two.
public enum TerminalLayout {
    /// The lines of `text`, each wrapped to `width` columns (at least 10).
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 10)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapLine(String($0), width: width) }
    }

    /// `text` without its SGR styles: with `NO_COLOR` set or on a dumb terminal.
    public static func unstyled(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = "", escape = false
        for character in text {
            if escape {
                if character.isLetter { escape = false }
            } else if character == "\u{1B}" {
                escape = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The columns `text` takes on a terminal.
    public static func columns(_ text: String) -> Int {
        unstyled(text).reduce(0) { $0 + columns($1) }
    }

    static func columns(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if first.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        guard columns(line) > width else { return [line] }
        let (lead, rest) = hangingIndent(of: line)
        let indent = columns(lead.next)
        var lines: [String] = []
        var current = lead.first, used = columns(lead.first)
        for (spaces, word) in words(rest) {
            let size = columns(word)
            if used + spaces.count + size <= width {
                current += spaces + word
                used += spaces.count + size
            } else if size <= width - indent {
                lines.append(current)
                current = lead.next + word
                used = indent + size
            } else {
                // A word longer than a line: cut, character by character.
                current += spaces
                used += spaces.count
                for piece in pieces(of: word) {
                    let pieceSize = columns(piece)
                    if used + pieceSize > width, used > indent {
                        lines.append(current)
                        current = lead.next
                        used = indent
                    }
                    current += piece
                    used += pieceSize
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// The line's indentation, quote bars and list marker (its first line's, and the one its
    /// continuations get), and the text after them.
    private static func hangingIndent(of line: String) -> (lead: (first: String, next: String), rest: Substring) {
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "│" { index = line.index(after: index) }
        let bars = String(line[..<index])
        var marker = ""
        if line[index...].hasPrefix("• ") {
            marker = "• "
        } else {
            let digits = line[index...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, line[digits.endIndex...].hasPrefix(". ") { marker = digits + ". " }
        }
        let rest = line[line.index(index, offsetBy: marker.count)...]
        return ((bars + marker, bars + String(repeating: " ", count: marker.count)), rest)
    }

    /// The words of a text, each with the spaces before it (kept where the line does not break
    /// there: a code line keeps its alignment); styles stay with the word they touch.
    private static func words(_ text: Substring) -> [(spaces: String, word: String)] {
        var words: [(spaces: String, word: String)] = [], spaces = "", word = ""
        for character in text {
            if character == " " {
                if !word.isEmpty {
                    words.append((spaces, word))
                    (spaces, word) = ("", "")
                }
                spaces.append(" ")
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty || !spaces.isEmpty { words.append((spaces, word)) }
        return words
    }

    /// A word in pieces that each take columns: a style sequence goes with the character after it.
    private static func pieces(of word: String) -> [String] {
        var pieces: [String] = [], pending = "", escape = false
        for character in word {
            pending.append(character)
            if escape {
                if character.isLetter { escape = false }
            } else if character == "\u{1B}" {
                escape = true
            } else {
                pieces.append(pending)
                pending = ""
            }
        }
        if !pending.isEmpty {
            if pieces.isEmpty { pieces.append(pending) } else { pieces[pieces.count - 1] += pending }
        }
        return pieces
    }
}
