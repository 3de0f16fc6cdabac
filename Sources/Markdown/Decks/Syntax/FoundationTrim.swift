/// Foundation's `trimmingCharacters(in: .whitespaces)` and `trimmingCharacters(in: .newlines)`,
/// by Unicode scalar, without bridging the text to `NSString` and back, which Foundation on
/// Linux does at every call (a vault's notes ask it of every line they embed). The sets are
/// Foundation's own, which are not Unicode's categories: U+200B is white space there.
enum FoundationTrim {
    /// `text.trimmingCharacters(in: .whitespaces)`: tabs, spaces and Unicode's space separators.
    static func whitespaces(_ text: some StringProtocol) -> String {
        trimming(text) { scalar in
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
    }

    /// `text.trimmingCharacters(in: .newlines)`: U+000A to U+000D, U+0085, U+2028 and U+2029.
    static func newlines(_ text: some StringProtocol) -> String {
        trimming(text) { scalar in
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }
    }

    private static func trimming(_ text: some StringProtocol, _ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let text = String(text)   // a String is not copied
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(Substring(scalars[first...last]))
    }
}
