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
}
