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
    /// output holds anything else of a marker (a spoiled one, a lone end).
    static func cut(_ output: String, tag: String, count: Int) -> (texts: [String], marks: [(number: Int, escaped: Bool)])? {
        var known: [Substring: (number: Int, escaped: Bool)] = [:]
        let escaping = HTMLEscaping()
        for number in 0..<count {
            let marker = marker(number, tag: tag)
            known[Substring(marker)] = (number, false)
            known[Substring(escaping.escapeText(marker))] = (number, true)
        }
        var texts: [String] = [], marks: [(number: Int, escaped: Bool)] = []
        var rest = Substring(output)
        while let first = rest.firstIndex(of: start) {
            guard !rest[..<first].contains(end), let last = rest[first...].firstIndex(of: end),
                  let mark = known[rest[first...last]] else { return nil }
            texts.append(String(rest[..<first]))
            marks.append(mark)
            rest = rest[rest.index(after: last)...]
        }
        guard !rest.contains(end) else { return nil }
        texts.append(String(rest))
        return (texts, marks)
    }
}
