import Domain
import Scenes

/// Writes vCards as RFC 6350 (vCard 4.0) text: the syntax half of the "vCard view".
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        for line in ["BEGIN:VCARD", "VERSION:4.0"] + card.properties.map(contentLine) + ["END:VCARD"] {
            appendFolded(line, to: &bytes)
            bytes.append(UInt8(ascii: "\r"))
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
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
    /// matched as the bytes a vCard reader splits on (also where one is part of a longer
    /// character: an accent or a joiner after it, an Arabic number sign before it), and
    /// U+037E (Greek question mark), which Swift holds equal to `;`, stays as written. Byte by
    /// byte: a control or a line break is always a character of its own, and no ASCII byte is
    /// part of a longer UTF-8 sequence.
    static func escape(_ text: String) -> String {
        guard anyByte(of: text, where: mayNeedEscaping) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 8)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            index += 1
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"):
                escaped.append(UInt8(ascii: "\\"))
                escaped.append(byte)
            case UInt8(ascii: "\r") where next == UInt8(ascii: "\n"):
                escaped += lineBreak
                index += 1
            case 0x0A...0x0D:
                escaped += lineBreak
            case 0xC2 where next == 0x85:   // NEL
                escaped += lineBreak
                index += 1
            case 0xE2 where next == 0x80 && index + 1 < bytes.count && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                escaped += lineBreak   // U+2028, U+2029
                index += 2
            case 0xC2 where (0x80...0x9F).contains(next):   // the C1 controls
                index += 1
            case 0x09:
                escaped.append(byte)
            case 0..<0x20, 0x7F:
                continue
            default:
                escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether a UTF-8 byte may belong to a character `escape` changes: a backslash, comma or
    /// semicolon, a C0 control or DEL, or the lead byte of U+0080…U+00BF (C1 controls, NEL) or
    /// of U+2000…U+2FFF (the line and paragraph separators). Most names and addresses have none,
    /// and are written as they are without looking at each character.
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        mayHoldControl(byte) || byte == 0x5C || byte == 0x2C || byte == 0x3B
    }

    /// C0 controls but tab, DEL and C1 controls: not allowed in a vCard line.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    /// A parameter value, quoted when it holds `:` `;` or `,`, with `^`, `"` and line breaks
    /// written as RFC 6868 caret escapes.
    static func parameterValue(_ text: String) -> String {
        guard text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "^") && $0 != UInt8(ascii: "\"") }) else {
            return characterParameterValue(text)
        }
        // Printable ASCII with nothing to encode: each character is its byte.
        return text.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") } ? "\"\(text)\"" : text
    }

    /// `parameterValue`, character by character: any text.
    static func characterParameterValue(_ text: String) -> String {
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

    /// Appends `line` to `folded` in lines of at most 75 octets, each continuation starting with
    /// one space (which counts towards its 75), cutting only between Unicode scalars (before a
    /// byte that starts one: not a UTF-8 continuation byte, `10xxxxxx`).
    static func appendFolded(_ line: String, to folded: inout [UInt8]) {
        var line = line
        line.withUTF8 { bytes in
            guard bytes.count > lineLimit else { return folded.append(contentsOf: bytes) }
            // Each line's bytes are appended at once, where the next scalar would not fit.
            var used = 0
            var (lineStart, start) = (0, 0)
            while start < bytes.count {
                var end = start + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }   // the scalar's bytes
                if used + (end - start) > lineLimit {
                    folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<start]))
                    folded.append(UInt8(ascii: "\r"))
                    folded.append(UInt8(ascii: "\n"))
                    folded.append(UInt8(ascii: " "))
                    (used, lineStart) = (1, start)
                }
                used += end - start
                start = end
            }
            folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart...]))
        }
    }

    static func withoutLineBreaks(_ text: String) -> String {
        // A line break or a control is a character of its own, of bytes `mayHoldControl` finds.
        anyByte(of: text, where: mayHoldControl) ? characterWithoutLineBreaks(text) : text
    }

    /// `withoutLineBreaks`, character by character: any text.
    static func characterWithoutLineBreaks(_ text: String) -> String {
        text.filter { !$0.isNewline && !isControl($0) }
    }

    /// How a line break in a text value is written: `\n`.
    private static let lineBreak: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "n")]

    /// Whether any byte of `text`'s UTF-8 answers `test`, read from its buffer.
    private static func anyByte(of text: String, where test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(where: test) }
    }

    /// Whether a UTF-8 byte may belong to a line break or a control: a C0 control or DEL, or the
    /// lead byte of U+0080…U+00BF (C1 controls, NEL) or of U+2000…U+2FFF (the line and
    /// paragraph separators).
    private static func mayHoldControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }
}
