import Crypto
import Domain
import Foundation

/// URL- and path-safe names from file names: lower case ASCII letters, digits and hyphens, at
/// most `maximumLength` of them (a file name may hold 255 bytes, so a 300-character title still
/// gives a page).
///
/// A longer slug keeps its beginning and its end, each cut at a hyphen, and ends in eight hex
/// digits of its whole text's digest (`medicine-cardiology-…-anticoagulation-3f9a0c12`): two
/// long names that begin alike (decks forty folders deep, whose folders alone fill the first
/// hundred characters) keep slugs of their own, and a slug depends on its own name only,
/// whatever else the site holds.
enum Slug {
    static let maximumLength = 100
    /// Hex digits of the digest that end a slug that was cut.
    static let digestLength = 8

    /// `"Capitals of Europe.md"` → `"capitals-of-europe"`; `"Émile.md"` → `"emile"`.
    static func make(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.isASCII ? slug(ofASCII: stem) : slug(ofFolded: stem.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil))
    }

    /// The slug of an ASCII stem, by bytes: folding changes no ASCII character but its case,
    /// and every ASCII character is one byte (a name of an address book of 10,000 is made twice).
    static func slug(ofASCII stem: String) -> String {
        var bytes: [UInt8] = []
        for byte in stem.utf8 {
            if byte.isASCIILetter || byte.isASCIIDigit {
                bytes.append(byte.asciiLowercased)
            } else if let last = bytes.last, last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        return fitted(bytes)
    }

    /// The slug of a stem folded without accents, case or width.
    static func slug(ofFolded folded: String) -> String {
        var bytes: [UInt8] = []
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                bytes.append(UInt8(scalar.value).asciiLowercased)
            } else if let last = bytes.last, last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        return fitted(bytes)
    }

    /// Letters, digits and single hyphens, without a hyphen at the end; cut with a digest when
    /// longer than `maximumLength`.
    private static func fitted(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        guard bytes.count > maximumLength else { return String(decoding: bytes, as: UTF8.self) }
        let digest = SHA256.hash(data: bytes).prefix(digestLength / 2).map { String($0, radix: 16).leftPadded }.joined()
        // Its beginning and its end, each cut at a hyphen: a title's first words, a note's file
        // name after its folders.
        // One byte more than each part may keep: a hyphen there ends (or begins) a whole word.
        let room = maximumLength - digestLength - 2
        let start = bytes.prefix(room / 2 + 1)
        let head = start.lastIndex(of: UInt8(ascii: "-")).map { start[..<$0] } ?? start.prefix(room / 2)
        let end = bytes.suffix(room - head.count + 1)
        let tail = end.firstIndex(of: UInt8(ascii: "-")).map { end[end.index(after: $0)...] } ?? end.suffix(room - head.count)
        return String(decoding: head + [UInt8(ascii: "-")] + tail + [UInt8(ascii: "-")], as: UTF8.self) + digest
    }
}
