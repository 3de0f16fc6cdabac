import Domain
@testable import SiteBuilder
import Scenes
import Testing
import TestSupport

/// What a visitor gets offline at install: everything when the site is small, the most needed
/// tiers first when it is not.
@Suite struct OfflinePlanTests {
    typealias Candidate = OfflinePlan.Candidate

    static let candidates: [Candidate] = [
        .page(.movie(MovieCatalog.ID("films"), Movie.ID("dune")), in: .folders),
        .page(.movieList(MovieCatalog.ID("films"), page: 2), in: .folders),
        .page(.movieList(MovieCatalog.ID("films"), page: 1), in: .folders),
        .page(.contact(AddressBook.ID("people"), Contact.ID("ada")), in: .folders),
        .page(.addressBook(AddressBook.ID("people")), in: .folders),
        .media("media/decks/a.svg"),
        .page(.deck(Deck.ID("quiz")), in: .folders),
        .page(.home, in: .folders),
        .asset("assets/site.css"),
    ]

    /// The files a build hashes as it writes them: those of the tiers that fit by count with the
    /// ones before, and the first ones, in path order, of the first tier that does not.
    @Test func filesWithinCount_areTheFirstTiersThatFit_andTheFirstFilesOfTheNext() {
        let files = [("e", 5), ("a", 0), ("c2", 2), ("b", 1), ("a2", 0), ("c1", 2), ("c0", 2)].map { Candidate(path: $0.0, tier: $0.1) }
        #expect(OfflinePlan(maxFiles: 5, maxBytes: .max).withinCount(files) == ["a", "a2", "b", "c0", "c1"])
        #expect(OfflinePlan(maxFiles: 7, maxBytes: .max).withinCount(files) == Set(files.map(\.path)))
        #expect(OfflinePlan(maxFiles: 3, maxBytes: .max).withinCount(files) == ["a", "a2", "b"])
        #expect(OfflinePlan(maxFiles: 1, maxBytes: .max).withinCount(files) == ["a"])
        #expect(OfflinePlan().withinCount([]).isEmpty)
    }

    /// Whatever the count, what `precached` takes (sizes aside) is what was hashed as written.
    @Test(arguments: [1, 2, 3, 4, 5, 8, 9, 20])
    func theFilesWithinCount_areWhatIsPrecached_whenSizesAllowIt(maxFiles: Int) {
        let candidates = Self.candidates + (0..<6).map { .page(.movie(MovieCatalog.ID("films"), Movie.ID("m\($0)")), in: .folders) }
        let plan = OfflinePlan(maxFiles: maxFiles, maxBytes: .max)
        #expect(Set(plan.precached(candidates) { _ in 1 }) == plan.withinCount(candidates))
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
        let contacts = (0..<20_000).map { Candidate.page(.contact(AddressBook.ID("people"), Contact.ID("c\($0)")), in: .folders) }
        var measured = 0
        let chosen = OfflinePlan(maxFiles: 100, maxBytes: .max).precached(Self.candidates + contacts) { _ in
            measured += 1
            return 1
        }
        #expect(chosen.count == 100)
        #expect(measured <= 100)
    }

    /// The first files of a tier in path order, picked without sorting the tier: what a stable
    /// sort would give, byte for byte (two names `String` holds equal, NFC and NFD, keep their
    /// order), whatever the order the paths come in.
    @Test func theFirstPathsOfATier_areThoseSortingWouldGive() {
        var random = SeededRandom(seed: 88)
        let names = ["a", "b", "é", "e\u{301}", "z", "Z", "page", "10", "9", "語"]
        for round in 0..<400 {
            var paths = (0..<random.below(60)).map { _ in (0..<(1 + random.below(3))).map { _ in random.pick(names) }.joined(separator: "/") }
            if round % 4 == 1 { paths.sort() }
            if round % 4 == 2 { paths.sort(by: >) }
            let count = random.below(paths.count + 3)
            let expected = Array(paths.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.prefix(count).map(\.element))
            #expect(OfflinePlan.first(count, of: paths).map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(paths) \(count)")
        }
    }

    /// What the plan took before it picked tiers without sorting them: every candidate sorted by
    /// tier and path, whole tiers while they fit, then the next one's files in path order.
    static func sortedPlan(_ candidates: [Candidate], maxFiles: Int, maxBytes: Int, size: (String) -> Int) -> [String] {
        let ordered = candidates.enumerated().sorted { ($0.element.tier, $0.element.path, $0.offset) < ($1.element.tier, $1.element.path, $1.offset) }.map(\.element)
        var chosen: [String] = [], bytes = 0, index = 0
        while index < ordered.count {
            let tier = ordered[index].tier
            let end = ordered[index...].firstIndex { $0.tier != tier } ?? ordered.count
            let paths = ordered[index..<end].map(\.path)
            if chosen.count + paths.count <= maxFiles, bytes + paths.map(size).reduce(0, +) <= maxBytes {
                chosen += paths
                bytes += paths.map(size).reduce(0, +)
                index = end
                continue
            }
            for path in paths {
                guard chosen.count < maxFiles, bytes + size(path) <= maxBytes else { break }
                chosen.append(path)
                bytes += size(path)
            }
            break
        }
        return chosen.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Tiers cut by count and by bytes, files whose names differ only in their normalization
    /// (each measured as itself), in any order: what the sorted plan took.
    @Test func thePlan_takesWhatTheSortedPlanTook() {
        var random = SeededRandom(seed: 808)
        let names = ["a", "é", "e\u{301}", "b", "page", "語", "Z"]
        for _ in 0..<500 {
            let candidates = (0..<random.below(40)).map { _ in
                Candidate(path: (0..<(1 + random.below(2))).map { _ in random.pick(names) }.joined(separator: "/"), tier: random.below(4))
            }
            // A size by the path's bytes, so that NFC and NFD names weigh differently.
            let size = { (path: String) in path.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) % 97 } + 1 }
            let (maxFiles, maxBytes) = (random.below(30), random.below(900))
            let plan = OfflinePlan(maxFiles: maxFiles, maxBytes: maxBytes)
            let expected = Self.sortedPlan(candidates, maxFiles: maxFiles, maxBytes: maxBytes, size: size)
            #expect(plan.precached(candidates, size: size).map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(candidates.map(\.path)) \(maxFiles) \(maxBytes)")
        }
    }
}

extension OfflinePlan.Candidate {
    static func page(_ route: SiteRoute, in style: URLStyle) -> Self { .page(route, path: route.path(style)) }
}
