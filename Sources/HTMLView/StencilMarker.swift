/// The markers stencils are learned with (`ListStencil`, `PageStencil`): a probe's texts, each
/// naming its place, and the cutting of a rendered output at them.
enum StencilMarker {
    /// The two ways a probe's markers are numbered, each with its own letters: a page's stencil
    /// is learned only when probes numbered both ways cut alike (a list sorted by its texts, or
    /// a text placed by its value, would not).
    enum Numbering: String, CaseIterable {
        case up = "mK", down = "zQ"
    }

    static let start: Character = "\u{E000}", end: Character = "\u{E001}"

    /// Marker `number` of a probe numbered `numbering`'s way. Mixed case, so that a transform (`uppercased`,
    /// `capitalized`…) spoils it; every character that HTML escaping changes, so that an escaped
    /// marker is told apart, and a `<` with a combining accent, which swift-mustache's own
    /// escaping (by character) leaves and `HTMLEscaping` (by byte) does not, so that a value
    /// escaped the other way spoils it; numbered `numbering`'s way (as many digits as `Int.max`
    /// has), so that a list sorted by its texts comes out in another order for each.
    static func marker(_ number: Int, _ numbering: Numbering) -> String {
        let digits = String(numbered(number, numbering))
        return "\(start)\(numbering.rawValue)\(String(repeating: "0", count: max(0, digitCount - digits.count)))\(digits)<>&\"'<\u{301}\(end)"
    }

    /// A marker's digits: as many as `Int.max` has.
    private static let digitCount = 19

    /// The number a marker numbered `numbering`'s way writes for `number`, and (its own
    /// inverse) the number of a marker that writes it.
    private static func numbered(_ number: Int, _ numbering: Numbering) -> Int {
        numbering == .up ? number : Int.max - number
    }

    /// `output` cut at the markers `0..<count` numbered `numbering`'s way: the texts around them (one more than
    /// the marks) and each mark's number, and whether it was HTML-escaped there. Nil when the
    /// output holds anything else of a marker (a spoiled one, a lone end). By bytes: every
    /// `start` and `end` scalar counts, even one an accent joins into a longer character, and a
    /// mark must be a marker byte for byte (reading characters is slower, on every probe).
    static func cut(_ output: String, _ numbering: Numbering, count: Int) -> (texts: [String], marks: [(number: Int, escaped: Bool)])? {
        let escaping = HTMLEscaping()
        let prefix = Array(String(start).utf8) + Array(numbering.rawValue.utf8)
        let bytes = Array(output.utf8)
        let (startBytes, endBytes) = (Array(String(start).utf8), Array(String(end).utf8))
        /// Where `scalar` (three bytes) next starts in `bytes[from..<to]`.
        func find(_ scalar: [UInt8], from: Int, to: Int) -> Int? {
            var index = from
            while index + 2 < to {
                if bytes[index] == scalar[0], bytes[index + 1] == scalar[1], bytes[index + 2] == scalar[2] { return index }
                index += 1
            }
            return nil
        }
        var texts: [String] = [], marks: [(number: Int, escaped: Bool)] = []
        var position = 0
        while let first = find(startBytes, from: position, to: bytes.count) {
            guard find(endBytes, from: position, to: first) == nil, let last = find(endBytes, from: first, to: bytes.count),
                  let mark = mark(bytes[first..<(last + 3)], prefix: prefix, numbering: numbering, count: count, escaping: escaping) else { return nil }
            texts.append(String(decoding: bytes[position..<first], as: UTF8.self))
            marks.append(mark)
            position = last + 3
        }
        guard find(endBytes, from: position, to: bytes.count) == nil else { return nil }
        texts.append(String(decoding: bytes[position...], as: UTF8.self))
        return (texts, marks)
    }

    /// The number of the mark `bytes` (from its start to its end scalar) and whether it is
    /// HTML-escaped, if it is marker `0..<count` numbered `numbering`'s way byte for byte, as `marker(_:_:)`
    /// writes it or escaped; `prefix` is the start scalar and the numbering's letters. Its digits tell which
    /// marker it can only be, and that one is compared: no table of every marker a probe
    /// may hold (a movie page's has hundreds, each hashed byte by byte, for a few marks read).
    /// Escaping changes neither the start, the letters nor the digits.
    private static func mark(
        _ bytes: ArraySlice<UInt8>, prefix: [UInt8], numbering: Numbering, count: Int, escaping: HTMLEscaping
    ) -> (number: Int, escaped: Bool)? {
        guard bytes.count >= prefix.count + digitCount, bytes.starts(with: prefix) else { return nil }
        var value: UInt64 = 0
        for byte in bytes.dropFirst(prefix.count).prefix(digitCount) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))   // 19 digits fit in a UInt64
        }
        guard value <= UInt64(Int.max) else { return nil }
        let number = numbered(Int(value), numbering)
        guard number >= 0, number < count else { return nil }
        let marker = marker(number, numbering)
        if bytes.elementsEqual(marker.utf8) { return (number, false) }
        if bytes.elementsEqual(escaping.escapeText(marker).utf8) { return (number, true) }
        return nil
    }
}
