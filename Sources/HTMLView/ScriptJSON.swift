import Foundation

/// JSON for a `<script type="application/json">` element.
///
/// `<`, `>` and `&` are written as `\u003c`, `\u003e` and `\u0026`, so no value can close the
/// script element or open a comment, whatever the content holds.
enum ScriptJSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for character in json {
            switch character {
            case "<": escaped += "\\u003c"
            case ">": escaped += "\\u003e"
            case "&": escaped += "\\u0026"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
