import Domain

/// Hands out movie slugs unique within one catalog, never `page` (the list's `page/N/` folder).
///
/// A slug comes from the title (`The Godfather` → `the-godfather`); a title seen before gets its
/// release year (`dune-2021`), then a number (`dune-2`), each within the 100 bytes of a slug. A
/// title with no letters or digits becomes `movie`.
///
/// Every title's own slug is handed out first, to the first movie of that title, and only then
/// the years and numbers: a movie called `Heat 2000` is `heat-2000` wherever it is in the file,
/// and a second `Heat` of 2000 becomes `heat-2` (were years handed out as the movies come, the
/// second `Heat` would take `heat-2000` when it came first, and `Heat 2000` would be
/// `heat-2000-2000`: a movie's address would hang on where others are).
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

    /// The slugs of a catalog's movies, in order, given each one's title slug (`base(of:)`) and release date.
    static func slugs(for movies: [(base: String, released: CalendarDate?)]) -> [Movie.ID] {
        var slugs = MovieSlugs()
        var given = [String?](repeating: nil, count: movies.count)
        for (index, movie) in movies.enumerated() where slugs.isFree(movie.base) {
            slugs.taken.insert(movie.base)
            given[index] = movie.base
        }
        for (index, movie) in movies.enumerated() where given[index] == nil {
            given[index] = slugs.suffixedSlug(base: movie.base, released: movie.released)
        }
        return given.map { Movie.ID($0!) }
    }

    /// A free slug for a movie whose title's slug is taken: with its year, else a number.
    private mutating func suffixedSlug(base: String, released: CalendarDate?) -> String {
        var slug = released.map { Self.suffixed(base, "\($0.year)") }
        if let year = slug, !isFree(year) { slug = nil }
        let chosen = slug ?? numbered(base)
        taken.insert(chosen)
        return chosen
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
