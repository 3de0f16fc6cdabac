/// The rule for a web address, shared by the content reader and the add/edit use cases:
/// `scheme://host…` with one of the allowed schemes, a host, and no whitespace, quotes or angle
/// brackets (which could end an attribute or a Markdown autolink).
public enum WebAddress {
    public static let webSchemes = ["https", "http"]

    /// How the expected form is named in error messages: `an absolute https or http URL like https://example.org/`.
    public static func expectedForm(schemes: [String] = webSchemes) -> String {
        let names = schemes.count <= 1
            ? schemes.joined()
            : schemes.dropLast().joined(separator: ", ") + " or " + (schemes.last ?? "")
        return "an absolute \(names) URL like \(schemes.first ?? "https")://example.org/"
    }

    public static func isValid(_ text: String, schemes: [String] = webSchemes) -> Bool {
        isValidASCII(text, schemes: schemes) ?? isValidText(text, schemes: schemes)
    }

    /// The rules over `Character`s, for any address.
    static func isValidText(_ text: String, schemes: [String] = webSchemes) -> Bool {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else { return false }
        let scheme = text[..<colon].lowercased()
        let rest = text[text.index(colon, offsetBy: 3)...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let host = hostAndPort.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
        return schemes.contains(scheme) && !host.isEmpty && host.allSatisfy(isHostCharacter)
            && !text.contains(where: isForbidden)
    }

    /// The same rules over the bytes of an all-ASCII address (most of them), many times faster
    /// than over `Character`s; nil when `text` has other characters.
    private static func isValidASCII(_ text: String, schemes: [String]) -> Bool? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return false }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        let rest = bytes[(colon + 3)...]
        let authority = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let hostAndPort = authority.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false).last ?? []
        let host = hostAndPort.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).first ?? []
        let forbidden = Array("\"<>`\\{}|^ ".utf8)
        return schemes.contains(scheme) && !host.isEmpty
            && host.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
            && !bytes.contains { $0 < 0x20 || $0 == 0x7F || forbidden.contains($0) }
    }

    private static func isHostCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "."
    }

    private static func isForbidden(_ character: Character) -> Bool {
        if character.isWhitespace || character.isNewline { return true }
        if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F { return true }
        return "\"<>`\\{}|^".contains(character)
    }
}
