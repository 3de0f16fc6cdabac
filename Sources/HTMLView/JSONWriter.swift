/// JSON written straight into bytes, the way `JSONEncoder` writes it with `.sortedKeys` and
/// `.withoutEscapingSlashes`: the same escapes, numbers and spacing, so the bytes are the same.
///
/// For the large values of a page (a deck's 10,000 card identities, a site's 11,000 file paths),
/// where `JSONEncoder` boxes every element, slow for so many. The caller writes an object's
/// keys in ascending byte order, as `.sortedKeys` would (checked in debug builds), and leaves
/// out a nil field, as a synthesized `Encodable` does.
///
/// `forScript` writes `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026` (see `ScriptJSON`), so
/// no value can close a `<script>` element or open a comment.
public struct JSONWriter: Sendable {
    private var bytes: [UInt8] = []
    /// For each open array or object: whether a value (or key) was written in it yet, and the
    /// last key (objects only).
    private var open: [(isArray: Bool, hasValue: Bool, lastKey: String?)] = []
    private let forScript: Bool

    public init(forScript: Bool = true, capacity: Int = 256) {
        self.forScript = forScript
        bytes.reserveCapacity(capacity)
    }

    /// `value` as one JSON string, escaped for a script.
    public static func string(_ value: String) -> String {
        var json = JSONWriter(capacity: value.utf8.count + 2)
        json.string(value)
        return json.json
    }

    /// The JSON written so far.
    public var json: String { String(decoding: bytes, as: UTF8.self) }

    /// An object; `body` writes each field as `key` then its value.
    public mutating func object(_ body: (inout JSONWriter) throws -> Void) rethrows {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((false, false, nil))
        try body(&self)
        open.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// The next field's key, in an object; keys come in ascending order of their bytes.
    public mutating func key(_ name: String) {
        guard let field = open.last, !field.isArray else { preconditionFailure("a key outside an object") }
        assert(field.lastKey.map { $0.utf8.lexicographicallyPrecedes(name.utf8) } ?? true, "keys out of order: \(name)")
        if field.hasValue { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1] = (false, true, name)
        quoted(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// An array of `items`, each written by `element`.
    public mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) throws -> Void) rethrows {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        open.append((true, false, nil))
        for item in items {
            try element(&self, item)
        }
        open.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// An object whose keys are a dictionary's, in ascending byte order (as `.sortedKeys` sorts them).
    public mutating func object<Value>(_ dictionary: [String: Value], _ value: (inout JSONWriter, Value) throws -> Void) rethrows {
        try object { writer in
            for (name, item) in dictionary.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.key(name)
                try value(&writer, item)
            }
        }
    }

    public mutating func string(_ value: String) {
        beginValue()
        quoted(value)
    }

    public mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func number(_ value: Int) {
        number(Int64(value))
    }

    /// An integer in decimal, its digits written straight into the bytes (a deck page's states
    /// are 200,000 of them).
    public mutating func number(_ value: Int64) {
        beginValue()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A number as `JSONEncoder` writes a `Double`: its shortest description, without a trailing
    /// `.0`. Infinity and NaN, which JSON cannot hold, throw as they do there.
    public mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not a JSON number"))
        }
        beginValue()
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A comma before every value of an array but its first.
    private mutating func beginValue() {
        guard let last = open.last, last.isArray else { return }
        if last.hasValue { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].hasValue = true
    }

    private mutating func quoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let escapes = forScript ? JSONWriter.scriptEscapes : JSONWriter.plainEscapes
        escapes.ends.withUnsafeBufferPointer { ends in
            escapes.bytes.withUnsafeBufferPointer { escapeBytes in
                text.withUTF8 { utf8 in
                    var plainFrom = 0
                    for (index, byte) in utf8.enumerated() {
                        let start = byte == 0 ? 0 : ends[Int(byte) - 1], end = ends[Int(byte)]
                        guard start < end else { continue }
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom..<index]))
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: escapeBytes[start..<end]))
                        plainFrom = index + 1
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom...]))
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `escape(_:forScript:)` of every byte, looked up rather than asked of each byte (a list
    /// batch's HTML has many bytes to ask): each byte's escape (none for a byte written as it
    /// is) one after the other, and where each ends. Bytes, not a `String` a byte: appending a
    /// text counts a reference to it, twice for every `<`, `>` and `"` of a batch's HTML.
    private struct Escapes {
        let bytes: [UInt8]
        let ends: [Int]

        init(forScript: Bool) {
            var bytes: [UInt8] = [], ends: [Int] = []
            for byte in 0...255 {
                bytes += JSONWriter.escape(UInt8(byte), forScript: forScript).map { Array($0.utf8) } ?? []
                ends.append(bytes.count)
            }
            self.bytes = bytes
            self.ends = ends
        }
    }

    private static let scriptEscapes = Escapes(forScript: true)
    private static let plainEscapes = Escapes(forScript: false)

    /// How `byte` is written inside a string, or nil when it is written as it is. UTF-8 never uses
    /// an ASCII byte inside a multi-byte character, so escaping by byte cannot split one.
    private static func escape(_ byte: UInt8, forScript: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "\""): #"\""#
        case UInt8(ascii: "\\"): #"\\"#
        case 0x08: #"\b"#
        case 0x09: #"\t"#
        case 0x0A: #"\n"#
        case 0x0C: #"\f"#
        case 0x0D: #"\r"#
        case 0..<0x20: #"\u00"# + String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        default: forScript ? ScriptJSON.markupEscape(byte) : nil
        }
    }
}
