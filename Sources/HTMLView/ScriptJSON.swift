import Foundation

/// JSON for a `<script type="application/json">` element.
///
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
            switch byte {
            case UInt8(ascii: "<"): escaped += Array(#"\u003c"#.utf8)
            case UInt8(ascii: ">"): escaped += Array(#"\u003e"#.utf8)
            case UInt8(ascii: "&"): escaped += Array(#"\u0026"#.utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
