import Foundation

/// URL- and path-safe names from file names: lower case ASCII letters, digits and hyphens, at
/// most `maximumLength` of them (a file name may hold 255 bytes; a longer title is cut at a
/// hyphen, so a 300-character title still gives a page).
enum Slug {
    static let maximumLength = 100

    /// `"Capitals of Europe.md"` → `"capitals-of-europe"`; `"Émile.md"` → `"emile"`.
    static func make(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        let folded = stem.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
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
