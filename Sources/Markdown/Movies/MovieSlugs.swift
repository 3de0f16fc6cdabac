import Domain

/// Hands out movie slugs unique within one catalog, never `page` (the list's `page/N/` folder).
///
/// A slug comes from the title (`The Godfather` → `the-godfather`); a title seen before gets its
/// release year (`dune-2021`), then a number (`dune-2`), each within the 100 bytes of a slug. A
/// title with no letters or digits becomes `movie`.
struct MovieSlugs {
    static let reserved: Set<String> = ["page"]
    private var taken: Set<String> = []
    /// The next number to try after each base, so 100,000 movies of one title take linear time.
    private var nextNumber: [String: Int] = [:]

    /// The slug a title asks for before any other movie is known (`the-godfather`): pure, so
    /// every core can work it out for its own movies.
    static func base(of title: String) -> String {
        // `Slug.make` strips a trailing ".md"; adding one keeps a title ending in ".md" intact.
        Slug.make(fromFileName: title + ".md").nonEmpty ?? "movie"
    }

    mutating func slug(for title: String, released: CalendarDate?) -> Movie.ID {
        slug(base: Self.base(of: title), released: released)
    }

    /// The slug of the next movie in the catalog, whose title's slug is `base`.
    mutating func slug(base: String, released: CalendarDate?) -> Movie.ID {
        var candidates = [base]
        if let released { candidates.append(Self.suffixed(base, "\(released.year)")) }
        let slug = candidates.first(where: isFree) ?? numbered(base)
        taken.insert(slug)
        return Movie.ID(slug)
    }

    private mutating func numbered(_ base: String) -> String {
        var number = nextNumber[base, default: 2]
        while !isFree(Self.suffixed(base, "\(number)")) { number += 1 }
        nextNumber[base] = number + 1
        return Self.suffixed(base, "\(number)")
    }

    /// `base` with `suffix` after a hyphen, made a slug again (cut with its digest) when that
    /// would be longer than a slug may be.
    static func suffixed(_ base: String, _ suffix: String) -> String {
        base.utf8.count + 1 + suffix.utf8.count <= Slug.maximumLength ? "\(base)-\(suffix)" : Slug.make(fromFileName: base + " " + suffix + ".md")
    }

    private func isFree(_ slug: String) -> Bool {
        !taken.contains(slug) && !Self.reserved.contains(slug)
    }
}
