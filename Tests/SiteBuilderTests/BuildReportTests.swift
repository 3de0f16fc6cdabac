import Domain
@testable import SiteBuilder
import Testing

@Suite struct BuildReportTests {
    @Test(arguments: [
        (12_000, 30_048, 2.0, "12,000 of 30,048 pages · 6,000 pages/s"),
        (0, 999, 0.0, "0 of 999 pages · 0 pages/s"),
        (1_000_000, 1_000_000, 4.0, "1,000,000 of 1,000,000 pages · 250,000 pages/s"),
    ])
    func progress_isOneLineWithGroupedDigits(written: Int, count: Int, seconds: Double, line: String) {
        #expect(BuildProgress(pagesWritten: written, pageCount: count, seconds: seconds).line == line)
    }

    @Test func timings_nameEachPhaseInOrder() {
        let report = BuildReport(
            decks: 1, cards: 2, pages: 3, mediaFiles: 0, warnings: [], seconds: 1.5,
            phases: [.init(name: "read", seconds: 0.094), .init(name: "pages", seconds: 1.406)], change: .everything
        )
        #expect(report.timings == "read 0.09 s · pages 1.41 s")
        #expect(report.summary == "Built 1 deck, 2 cards: 3 pages, 0 media files in 1.5 s")
    }

    /// A site of address books and catalogs only does not report "0 decks, 0 cards".
    @Test func summary_ofASiteWithoutDecks_namesOnlyItsPages() {
        let report = BuildReport(decks: 0, cards: 0, pages: 20_005, mediaFiles: 1, warnings: [], seconds: 2.684, phases: [], change: .everything)
        #expect(report.summary == "Built 20005 pages, 1 media file in 2.68 s")
    }
}
