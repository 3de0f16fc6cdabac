extension AnkiFieldMarkdown {
    /// Lists inside lists that keep their own level.
    static let deepestList = 8

    /// Elements whose content a card never shows.
    static let hiddenElements: Set<String> = [
        "script", "style", "head", "title", "template", "object", "iframe", "noscript", "canvas", "audio", "video",
        "select", "button", "textarea", "desc", "metadata",
    ]

    /// The text with each of the noncharacters U+FDD0–U+FDEF (with which the site's readers mark
    /// their syntax, and which a deck file may not hold) as U+FFFD, as a reader shows a byte it
    /// cannot read: no field can then break its deck's build or pass for the site's own markup.
    static func withoutMarks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFDD0...0xFDEF).contains($0.value) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { (0xFDD0...0xFDEF).contains($0.value) ? "\u{FFFD}" : $0 }))
    }

    /// Whether the text after a `<` starts a tag (`b`, `/b`, `!--`), not a lone `<` (`a < b`).
    static func startsTag(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        if first == "/" || first == "!" || first == "?" { return text.dropFirst().first.map { $0.isLetter || $0 == "-" } ?? false }
        return first.isASCII && first.isLetter
    }

    /// The `>` that ends the tag whose `<` is at `start`, as a browser reads it: a quoted
    /// attribute value runs to its closing quote (`title="a<br>b"`), a comment to its `-->`.
    /// Nil when nothing ends it.
    static func tagEnd(in html: String, from start: String.Index) -> String.Index? {
        let scalars = html.unicodeScalars
        let rest = scalars[scalars.index(after: start)...]
        if rest.starts(with: "!--".unicodeScalars) {
            return Substring(rest.dropFirst(3)).range(of: "-->").map { scalars.index(before: $0.upperBound) }
        }
        var quote: Unicode.Scalar?
        var afterEquals = false
        for index in rest.indices {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == ">" {
                return index
            } else if afterEquals && (scalar == "\"" || scalar == "'") {
                quote = scalar
                afterEquals = false
            } else {
                afterEquals = scalar == "=" || (afterEquals && scalar.properties.isWhitespace)
            }
        }
        return nil
    }

    /// An attribute's value (`href`, `src`), its references decoded.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag.drop { $0.isLetter || $0.isNumber }
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" }
            let key = rest.prefix { $0 != "=" && $0 != " " && $0 != ">" && $0 != "/" && $0 != "\n" && $0 != "\t" }
            guard !key.isEmpty else { return nil }
            rest = rest.dropFirst(key.count).drop { $0 == " " }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0 == " " }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let body = rest.dropFirst().prefix { $0 != quote }
                    value = String(body)
                    rest = rest.dropFirst(body.count + 2)
                } else {
                    let body = rest.prefix { $0 != " " && $0 != "\n" && $0 != "\t" }
                    value = String(body)
                    rest = rest.dropFirst(body.count)
                }
            }
            // On one line: a line break in an `alt` would start a line Markdown reads anew.
            if key.lowercased() == name { return String(HTMLEntities.decoded(value).map { $0.isNewline || $0 == "\t" ? " " : $0 }) }
        }
        return nil
    }


    /// Text with every character the site reads as Markdown or card syntax escaped. `previous`
    /// is the character the Markdown has before the text: a `:` after one is card syntax too
    /// (`a:<span>:b</span>`).
    /// Read by scalars, as Markdown reads: a `*` that a combining mark follows is still a `*`.
    static func escaped(_ text: String, after previous: Unicode.Scalar? = nil) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "<":
                // As a reference, so that no comment rule (`<!--SR:…-->`) finds one in the text.
                result.append(contentsOf: "&lt;".unicodeScalars)
                continue
            case "[" where (index > 0 ? scalars[index - 1] : previous) == "[":
                // Apart by an empty comment (which shows nothing): `[[` is a wiki link to the
                // deck reader, escaped or not (`df[[col]]` in a field is no link).
                result.append(contentsOf: "<!-- -->\\[".unicodeScalars)
                continue
            case "\\", "`", "*", "_", "[", "]", "#", "$", "&", "|", "~", "!":
                result.append("\\")
            case ":", "=", "{", "}":
                // Only doubled: `::`, `==`, `{{`, `}}` are card syntax, a lone `:` is not.
                let doubled = (index > 0 ? scalars[index - 1] : previous) == scalar
                    || (index + 1 < scalars.count && scalars[index + 1] == scalar)
                if doubled { result.append("\\") }
            default: break
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// A line whose start Markdown would read as a block (`- `, `1. `, `> `, a `?` line) escaped.
    static func escapingLineStart(_ line: String) -> String {
        guard let first = line.first else { return line }
        if "-+>=".contains(first) { return "\\" + line }
        if line == "?" || line == "??" || line == "?\\" || line == "??\\" { return "\\" + line }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, let next = line.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return line
    }

    static func isWebAddress(_ text: String) -> Bool {
        let lower = text.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// A link destination for Markdown: spaces, parentheses and angle brackets percent-encoded;
    /// in a path to a file (not a web address), `#`, `?` and `%` too, which the site decodes.
    static func destination(_ url: String) -> String {
        let isFile = !isWebAddress(url)
        var result = ""
        for character in url {
            switch character {
            case "%" where isFile: result += "%25"
            case "#" where isFile: result += "%23"
            case "?" where isFile: result += "%3F"
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            case "\\": result += "%5C"
            default: result.append(character)
            }
        }
        return result
    }

    /// `%20` and the like decoded (an Anki field may name `my%20image.png`), as UTF-8.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ",
    ]

    static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎",
    ]
}
