import Foundation

/// URL- and path-safe names from file names: lower case ASCII letters, digits and hyphens.
enum Slug {
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
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.lowercased()
    }
}
