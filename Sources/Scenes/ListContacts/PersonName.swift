import Domain

/// A contact's name as pages and vCards show it: each name part's first letter upper-cased,
/// Unicode-aware (`émile zola` → `Émile Zola`, `jean-paul` → `Jean-Paul`), the rest left as written
/// (`McCartney` stays `McCartney`) — the ContactsBook presenter's `uppercaseFirst`, for any script.
public struct PersonName: Sendable, Hashable {
    public let first: String
    public let last: String

    public init(_ contact: Contact) {
        first = PersonName.capitalized(contact.firstName)
        last = PersonName.capitalized(contact.lastName)
    }

    /// `Ada Lovelace`; a one-word name has no empty part.
    public var full: String {
        [first, last].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Upper-cases the first letter of every part; parts are separated by spaces and hyphens.
    public static func capitalized(_ text: String) -> String {
        text.isASCII ? asciiCapitalized(text) : characterCapitalized(text)
    }

    /// `capitalized`, character by character: any text.
    static func characterCapitalized(_ text: String) -> String {
        var result = ""
        var atPartStart = true
        for character in text {
            if atPartStart, character.isLetter {
                let upper = character.uppercased()
                // Keep letters whose upper case is several letters (ß → SS) as written.
                result += upper.count == 1 ? upper : String(character)
            } else {
                result.append(character)
            }
            atPartStart = character.isWhitespace || character == "-" || character == "\u{2010}"
        }
        return result
    }

    /// `capitalized` of an ASCII text, byte by byte: the same answer without reading each
    /// character's Unicode properties (an address book of 10,000 names asks it 40,000 times).
    static func asciiCapitalized(_ text: String) -> String {
        var atPartStart = true
        let bytes = text.utf8.map { byte -> UInt8 in
            defer { atPartStart = String.isASCIIWhitespace(byte) || byte == UInt8(ascii: "-") }
            return atPartStart ? byte.asciiUppercased : byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
