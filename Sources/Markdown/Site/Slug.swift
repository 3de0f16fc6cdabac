import Domain
import Foundation

/// URL- and path-safe names from file names: lower case ASCII letters, digits and hyphens, at
/// most `maximumLength` of them (a file name may hold 255 bytes; a longer title is cut at a
/// hyphen, so a 300-character title still gives a page).
enum Slug {
    static let maximumLength = 100

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
        if bytes.count > maximumLength {
            let cut = bytes.prefix(maximumLength)
            bytes = Array(cut.lastIndex(of: UInt8(ascii: "-")).map { cut[..<$0] } ?? cut)
        }
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The slug of a stem folded without accents, case or width.
    static func slug(ofFolded folded: String) -> String {
        var slug = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        if slug.count > maximumLength {
            let cut = slug.prefix(maximumLength)
            slug = String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut)
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.lowercased()
    }
}
