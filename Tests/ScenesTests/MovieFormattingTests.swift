import Domain
@testable import Scenes
import Testing

@Suite struct MovieFormattingTests {
    let format = MovieFormatting()

    @Test(arguments: [(166, "2 h 46 min"), (60, "1 h"), (46, "46 min"), (120, "2 h"), (61, "1 h 1 min"), (1, "1 min")])
    func runtimes_readAsHoursAndMinutes(minutes: Int, text: String) {
        #expect(format.runtime(minutes) == text)
    }

    @Test(arguments: [(8.7, "8.7/10"), (8.0, "8.0/10"), (8.66, "8.7/10"), (10.0, "10.0/10"), (0.0, "0.0/10"), (7.04, "7.0/10")])
    func ratings_haveOneDecimal(rating: Double, text: String) {
        #expect(format.rating(rating) == text)
    }

    @Test func dates_readInEnglish() {
        #expect(format.date(CalendarDate(iso: "2024-03-01")!) == "1 March 2024")
        #expect(format.date(CalendarDate(iso: "2025-12-25")!) == "25 December 2025")
        #expect(format.year(CalendarDate(iso: "1927-01-10")!) == "1927")
    }

    @Test func languages_areNamed() {
        #expect(format.language("fr") == "French")
        #expect(format.language("ja") == "Japanese")
    }

    @Test func theSummary_leavesOutWhatIsUnknown() {
        #expect(format.summary(of: MovieFixtures.movie("A", released: "2024-03-01", rating: 8.5, runtime: 166)) == "2024 · 2 h 46 min · 8.5/10")
        #expect(format.summary(of: MovieFixtures.movie("B", runtime: 46)) == "46 min")
        #expect(format.summary(of: MovieFixtures.movie("C")) == nil)
    }

    @Test(arguments: [
        (MovieSort(.popularity), "most popular first"), (MovieSort(.rating, .ascending), "lowest rated first"),
        (MovieSort(.released), "newest first"), (MovieSort(.title), "by title, A–Z"),
    ])
    func orders_readAsPhrases(sort: MovieSort, text: String) {
        #expect(format.order(sort) == text)
    }
}
