import Domain
@testable import SiteBuilder
import Scenes
import Testing

/// What a visitor gets offline at install: everything when the site is small, the most needed
/// tiers first when it is not.
@Suite struct OfflinePlanTests {
    typealias Candidate = OfflinePlan.Candidate

    static let candidates: [Candidate] = [
        .page(.movie(MovieCatalog.ID("films"), Movie.ID("dune"))),
        .page(.movieList(MovieCatalog.ID("films"), page: 2)),
        .page(.movieList(MovieCatalog.ID("films"), page: 1)),
        .page(.contact(AddressBook.ID("people"), Contact.ID("ada"))),
        .page(.addressBook(AddressBook.ID("people"))),
        .media("media/decks/a.svg"),
        .page(.deck(Deck.ID("quiz"))),
        .page(.home),
        .asset("assets/site.css"),
    ]

    /// The tiers a build hashes as it writes them: those that fit by count with the ones before.
    @Test func tiersWithinCount_areTheFirstTiersThatFitByCount() {
        #expect(OfflinePlan(maxFiles: 5, maxBytes: .max).tiersWithinCount([5, 0, 2, 1, 0, 2, 2]) == [0, 1])
        #expect(OfflinePlan(maxFiles: 7, maxBytes: .max).tiersWithinCount([5, 0, 2, 1, 0, 2, 2]) == [0, 1, 2, 5])
        #expect(OfflinePlan(maxFiles: 1, maxBytes: .max).tiersWithinCount([0, 0]).isEmpty)
        #expect(OfflinePlan().tiersWithinCount([]).isEmpty)
    }

    @Test func aSmallSite_isStoredWhole_inPathOrder() {
        let chosen = OfflinePlan().precached(Self.candidates) { _ in 1_000 }
        #expect(chosen == Self.candidates.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func aLargeSite_getsTheAppAndTheDecksFirst_thenWhatFits() {
        let chosen = OfflinePlan(maxFiles: 5, maxBytes: .max).precached(Self.candidates) { _ in 1 }
        #expect(Set(chosen) == ["assets/site.css", "index.html", "decks/quiz/index.html", "media/decks/a.svg", "contacts/people/index.html"])
    }

    @Test func theByteBudget_counts_andAFileTooBigIsLeftForTheVisit() {
        let sizes = ["index.html": 10, "assets/site.css": 10, "decks/quiz/index.html": 100, "media/decks/a.svg": 5]
        let chosen = OfflinePlan(maxFiles: .max, maxBytes: 30).precached(Self.candidates) { sizes[$0] ?? 50 }
        #expect(chosen == ["assets/site.css", "index.html"])
    }

    @Test func tiers_putTheFirstListPageBeforeTheOthers_andDetailsLast() {
        let catalog = MovieCatalog.ID("films")
        #expect(SiteRoute.movieList(catalog, page: 1).offlineTier < SiteRoute.movieList(catalog, page: 2).offlineTier)
        #expect(SiteRoute.movieBatch(catalog, page: 2).offlineTier < SiteRoute.movie(catalog, Movie.ID("x")).offlineTier)
        #expect(SiteRoute.home.offlineTier < SiteRoute.deck(Deck.ID("q")).offlineTier)
    }

    /// 20,000 contact pages cut at the file budget: only the files taken are measured (each
    /// measure is a `stat` of the staged file).
    @Test func aTierLargerThanWhatIsLeft_isMeasuredOnlyAsFarAsItIsTaken() {
        let contacts = (0..<20_000).map { Candidate.page(.contact(AddressBook.ID("people"), Contact.ID("c\($0)"))) }
        var measured = 0
        let chosen = OfflinePlan(maxFiles: 100, maxBytes: .max).precached(Self.candidates + contacts) { _ in
            measured += 1
            return 1
        }
        #expect(chosen.count == 100)
        #expect(measured <= 100)
    }
}
