/// The markers stencils are learned with (`ListStencil`, `PageStencil`): a probe's texts, each
/// naming its place, and the cutting of a rendered output at them.
enum StencilMarker {
    static let start: Character = "\u{E000}", end: Character = "\u{E001}"

    /// Marker `number` of a probe tagged `tag`. Mixed case, so that a transform (`uppercased`,
    /// `capitalized`…) spoils it; every character that HTML escaping changes, so that an escaped
    /// marker is told apart, and a `<` with a combining accent, which swift-mustache's own
    /// escaping (by character) leaves and `HTMLEscaping` (by byte) does not, so that a value
    /// escaped the other way spoils it; numbered up with the tag `mK` and down with any other
    /// (19 digits), so that a list sorted by its texts comes out in another order for each.
    static func marker(_ number: Int, tag: String) -> String {
        let digits = String(tag == "mK" ? number : Int.max - number)
        return "\(start)\(tag)\(String(repeating: "0", count: max(0, 19 - digits.count)))\(digits)<>&\"'<\u{301}\(end)"
    }

    /// `output` cut at the markers `0..<count` of `tag`: the texts around them (one more than
    /// the marks) and each mark's number, and whether it was HTML-escaped there. Nil when the
    /// output holds anything else of a marker (a spoiled one, a lone end). By bytes: every
    /// `start` and `end` scalar counts, even one an accent joins into a longer character, and a
    /// mark must be a marker byte for byte (reading characters cost a contact build 2.5%).
    static func cut(_ output: String, tag: String, count: Int) -> (texts: [String], marks: [(number: Int, escaped: Bool)])? {
        var known: [[UInt8]: (number: Int, escaped: Bool)] = [:]
        let escaping = HTMLEscaping()
        for number in 0..<count {
            let marker = marker(number, tag: tag)
            known[Array(marker.utf8)] = (number, false)
            known[Array(escaping.escapeText(marker).utf8)] = (number, true)
        }
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
                  let mark = known[Array(bytes[first..<(last + 3)])] else { return nil }
            texts.append(String(decoding: bytes[position..<first], as: UTF8.self))
            marks.append(mark)
            position = last + 3
        }
        guard find(endBytes, from: position, to: bytes.count) == nil else { return nil }
        texts.append(String(decoding: bytes[position...], as: UTF8.self))
        return (texts, marks)
    }
}
