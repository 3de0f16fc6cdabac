import Domain
import Scenes

/// Writes vCards as RFC 6350 (vCard 4.0) text: the syntax half of the "vCard view".
///
/// The presenter decides what a contact's card holds (`VCard`: properties, value types, display
/// names), exactly as it fills an HTML view model; this writer is to vCard what the Mustache
/// template is to HTML — it knows only the format: `BEGIN`/`VERSION`/`END`, backslash escaping of
/// text values (`\\`, `\,`, `\;`, `\n`), RFC 6868 parameter quoting, CRLF line ends, and folding
/// every line longer than 75 octets without splitting a UTF-8 sequence. It lives in HTMLView
/// because that target holds the site's views; nothing in it is HTML-specific.
public enum VCardWriter {
    /// The octet limit of a line, excluding its CRLF (RFC 6350 §3.2).
    static let lineLimit = 75

    /// Every card, one after another, each ending in CRLF.
    /// A whole address book's cards, written a part of them per core.
    public static func text(_ cards: [VCard]) -> String {
        ConcurrentMap.map(cards) { slice in [slice.map(text).joined()] }.joined()
    }

    public static func text(_ card: VCard) -> String {
        let lines = ["BEGIN:VCARD", "VERSION:4.0"] + card.properties.map(contentLine) + ["END:VCARD"]
        return lines.map { fold($0) + "\r\n" }.joined()
    }

    /// `NAME;PARAM=value:value`, unfolded.
    static func contentLine(_ property: VCard.Property) -> String {
        let parameters = property.parameters.map { ";\($0.name)=\(parameterValue($0.value))" }.joined()
        return property.name + parameters + ":" + value(property.value)
    }

    static func value(_ value: VCard.Value) -> String {
        switch value {
        case .text(let text): escape(text)
        case .components(let components): components.map { $0.map(escape).joined(separator: ",") }.joined(separator: ";")
        case .list(let items): items.map(escape).joined(separator: ",")
        case .uri(let uri): withoutLineBreaks(uri)
        case .date(let date): withoutLineBreaks(date)
        }
    }

    /// Backslash-escapes a text value (RFC 6350 §3.4): backslash, comma, semicolon, and any line
    /// break (LF, CR, CRLF, vertical tab, form feed, NEL, U+2028, U+2029) as `\n`. Other control
    /// characters, which no vCard value may hold (§3.3), are left out. The three delimiters are
    /// matched as the bytes a vCard reader splits on: U+037E (Greek question mark), which Swift
    /// holds equal to `;`, stays as written.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var escaped = ""
        for character in text {
            switch character.unicodeScalars.count == 1 ? character.unicodeScalars.first : nil {
            case "\\": escaped += "\\\\"
            case ",": escaped += "\\,"
            case ";": escaped += "\\;"
            case _ where character.isNewline: escaped += "\\n"
            case _ where isControl(character): continue
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether a UTF-8 byte may belong to a character `escape` changes: a backslash, comma or
    /// semicolon, a C0 control or DEL, or the lead byte of U+0080…U+00BF (C1 controls, NEL) or
    /// of U+2000…U+2FFF (the line and paragraph separators). Most names and addresses have none,
    /// and are written as they are without looking at each character.
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0x5C || byte == 0x2C || byte == 0x3B || byte == 0xC2 || byte == 0xE2
    }

    /// C0 controls but tab, DEL and C1 controls: not allowed in a vCard line.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    /// A parameter value, quoted when it holds `:` `;` or `,`, with `^`, `"` and line breaks
    /// written as RFC 6868 caret escapes.
    static func parameterValue(_ text: String) -> String {
        var encoded = ""
        for character in text {
            switch character {
            case "^": encoded += "^^"
            case "\"": encoded += "^'"
            case _ where character.isNewline: encoded += "^n"
            case _ where isControl(character): continue
            default: encoded.append(character)
            }
        }
        return encoded.contains(where: { ":;,".contains($0) }) ? "\"\(encoded)\"" : encoded
    }

    /// Splits `line` into lines of at most 75 octets, each continuation starting with one space
    /// (which counts towards its 75), cutting only between Unicode scalars.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line }
        var result = ""
        var used = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if used + size > lineLimit {
                result += "\r\n "
                used = 1
            }
            result.unicodeScalars.append(scalar)
            used += size
        }
        return result
    }

    private static func withoutLineBreaks(_ text: String) -> String {
        text.filter { !$0.isNewline && !isControl($0) }
    }
}
