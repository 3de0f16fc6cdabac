import Foundation

/// JSON for a `<script type="application/json">` element.
/// `<`, `>` and `&` are written as `\u003c`, `\u003e` and `\u0026`, so no value can close the
/// script element or open a comment, whatever the content holds.
enum ScriptJSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(value)
        // Byte by byte: the three characters are ASCII, and UTF-8 never uses ASCII bytes inside
        // a multi-byte sequence, so this cannot split a character.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.count + 64)
        for byte in json {
            if let escape = markupEscape(byte) { escaped += escape.utf8 } else { escaped.append(byte) }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// How `byte` is written in JSON inside a script element: `<`, `>` and `&` as their `\u`
    /// escapes, nil for every other byte (also used by `JSONWriter`).
    static func markupEscape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): #"\u003c"#
        case UInt8(ascii: ">"): #"\u003e"#
        case UInt8(ascii: "&"): #"\u0026"#
        default: nil
        }
    }
}
