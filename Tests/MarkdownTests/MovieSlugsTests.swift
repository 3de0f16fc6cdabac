import Domain
@testable import Markdown
import Testing

@Suite struct MovieSlugsTests {
    @Test func repeatedTitles_getTheirYear_thenNumbers_neverATakenSlug() {
        var slugs = MovieSlugs()
        let given = [
            slugs.slug(for: "Dune", released: CalendarDate(year: 2021, month: 10, day: 22)),
            slugs.slug(for: "Dune 2", released: nil),
            slugs.slug(for: "Dune", released: CalendarDate(year: 2021, month: 1, day: 1)),
            slugs.slug(for: "Dune", released: nil),
            slugs.slug(for: "Dune", released: nil),
            slugs.slug(for: "Page", released: nil),
        ].map(\.slug)
        #expect(given == ["dune", "dune-2", "dune-2021", "dune-3", "dune-4", "page-2"])
    }

    /// Each slug is handed out in constant time: a catalog of one title many times over stays linear.
    @Test func manyMoviesOfOneTitle_getConsecutiveNumbers() {
        var slugs = MovieSlugs()
        let given = (0..<20_000).map { _ in slugs.slug(for: "Untitled", released: nil).slug }
        #expect(given.first == "untitled" && given[1] == "untitled-2" && given.last == "untitled-20000")
        #expect(Set(given).count == given.count)
    }

    /// A long title seen again keeps its year or number within a slug's 100 bytes.
    @Test(arguments: [String(repeating: "a", count: 100), String(repeating: "a", count: 200), String(repeating: "語", count: 40)])
    func aLongRepeatedTitle_staysWithinTheSlugsLength(_ title: String) {
        var slugs = MovieSlugs()
        let year = CalendarDate(year: 2000, month: 1, day: 1)
        let given = (0..<4).map { _ in slugs.slug(for: title, released: year).slug }
        #expect(Set(given).count == 4)
        for slug in given { #expect(slug.utf8.count <= Slug.maximumLength, "\(slug)") }
    }

    /// A prepend code point (U+0600) does not take the digit after it out of the slug.
    @Test func aPrependCodePoint_keepsTheDigitAfterIt() {
        #expect(MovieSlugs.base(of: "\u{600}123") == "123")
        #expect(MovieSlugs.base(of: "\u{600}١٢٣") != MovieSlugs.base(of: "\u{600}٩٢٣"))
    }
}
