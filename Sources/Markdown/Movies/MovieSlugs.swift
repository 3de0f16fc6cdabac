import Domain

/// Hands out movie slugs unique within one catalog, never `page` (the list's `page/N/` folder).
///
/// A slug comes from the title (`The Godfather` → `the-godfather`); a title seen before gets its
/// release year (`dune-2021`), then a number (`dune-2`). A title with no Latin letters or digits
/// becomes `movie`.
struct MovieSlugs {
    static let reserved: Set<String> = ["page"]
    private var taken: Set<String> = []

    mutating func slug(for title: String, released: CalendarDate?) -> Movie.ID {
        // `Slug.make` strips a trailing ".md"; adding one keeps a title ending in ".md" intact.
        let base = Slug.make(fromFileName: title + ".md").nonEmpty ?? "movie"
        var candidates = [base]
        if let released { candidates.append("\(base)-\(released.year)") }
        let slug = candidates.first(where: isFree)
            ?? (2...).lazy.map { "\(base)-\($0)" }.first(where: isFree)
            ?? base
        taken.insert(slug)
        return Movie.ID(slug)
    }

    private func isFree(_ slug: String) -> Bool {
        !taken.contains(slug) && !Self.reserved.contains(slug)
    }
}
