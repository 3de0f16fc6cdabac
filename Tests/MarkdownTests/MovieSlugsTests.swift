import Domain
@testable import Markdown
import Testing

@Suite struct MovieSlugsTests {
    /// The slugs of movies of these titles and release years, in this order.
    static func slugs(_ movies: [(String, Int?)]) -> [String] {
        MovieSlugs.slugs(for: movies.map { title, year in
            (MovieSlugs.base(of: title), year.flatMap { CalendarDate(year: $0, month: 1, day: 1) })
        }).map(\.slug)
    }

    @Test func repeatedTitles_getTheirYear_thenNumbers_neverATakenSlug() {
        let given = Self.slugs([("Dune", 2021), ("Dune 2", nil), ("Dune", 2021), ("Dune", nil), ("Dune", nil), ("Page", nil)])
        #expect(given == ["dune", "dune-2", "dune-2021", "dune-3", "dune-4", "page-2"])
    }

    /// A title's own slug is its movie's wherever the movie is: the years and numbers of
    /// repeated titles are handed out after every title has its own.
    @Test(arguments: [
        [("Heat", 1995), ("Heat", 2000), ("Heat 2000", nil)],
        [("Heat", 1995), ("Heat 2000", nil), ("Heat", 2000)],
        [("Heat 2000", nil), ("Heat", 1995), ("Heat", 2000)],
    ] as [[(String, Int?)]])
    func aTitlesOwnSlug_doesNotHangOnTheOrderOfTheMovies(_ movies: [(String, Int?)]) {
        let given = Dictionary(uniqueKeysWithValues: zip(movies.map { "\($0.0) \($0.1.map(String.init) ?? "-")" }, Self.slugs(movies)))
        #expect(given == ["Heat 1995": "heat", "Heat 2000": "heat-2", "Heat 2000 -": "heat-2000"])
    }

    @Test func aNumberNeverTakesAnotherTitlesOwnSlug() {
        #expect(Self.slugs([("Dune", nil), ("Dune", nil), ("Dune 2", nil), ("Page", nil), ("Page 2", nil)]) == ["dune", "dune-3", "dune-2", "page-3", "page-2"])
    }

    /// Each slug is handed out in constant time: a catalog of one title many times over stays linear.
    @Test func manyMoviesOfOneTitle_getConsecutiveNumbers() {
        let given = Self.slugs(Array(repeating: ("Untitled", nil), count: 20_000))
        #expect(given.first == "untitled" && given[1] == "untitled-2" && given.last == "untitled-20000")
        #expect(Set(given).count == given.count)
    }

    /// A long title seen again keeps its year or number within a slug's 100 bytes.
    @Test(arguments: [String(repeating: "a", count: 100), String(repeating: "a", count: 200), String(repeating: "語", count: 40)])
    func aLongRepeatedTitle_staysWithinTheSlugsLength(_ title: String) {
        let given = Self.slugs(Array(repeating: (title, 2000), count: 4))
        #expect(Set(given).count == 4)
        for slug in given { #expect(slug.utf8.count <= Slug.maximumLength, "\(slug)") }
    }

    /// A prepend code point (U+0600) does not take the digit after it out of the slug.
    @Test func aPrependCodePoint_keepsTheDigitAfterIt() {
        #expect(MovieSlugs.base(of: "\u{600}123") == "123")
        #expect(MovieSlugs.base(of: "\u{600}١٢٣") != MovieSlugs.base(of: "\u{600}٩٢٣"))
    }
}
