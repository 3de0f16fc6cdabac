@testable import Domain
import Testing

/// The merge of a deck's progress from several devices (`DeckProgress.merged`), rule by rule.
@Suite struct DeckProgressMergeTests {
    static let scheduler = FSRSScheduler()
    static let hour: Int64 = 3_600_000
    static let t0: Int64 = 1_765_000_000_000
    static let a = "0123456789abcdef", b = "1123456789abcdef"

    static func review(_ card: String, _ hours: Int64, _ rating: Rating = .good, duration: Int64 = 5_000) -> Review {
        Review(card: card, time: t0 + hours * hour, rating: rating, duration: duration)
    }

    /// A device's progress: its log, each card replayed.
    static func device(_ reviews: [Review], starts: [String: CardProgress] = [:]) -> DeckProgress {
        DeckProgress.merged([DeckProgress(reviews: reviews, starts: starts)], scheduler: scheduler)
    }

    static func replay(_ reviews: [Review]) -> CardProgress? {
        DeckProgress.replayed(nil, reviews.sorted(by: Review.inLogOrder), scheduler: scheduler)
    }

    @Test func twoDevices_giveTheUnionOfTheirLogs_replayed() {
        let phone = Self.device([Self.review(Self.a, 0), Self.review(Self.a, 30), Self.review(Self.b, 1)])
        let laptop = Self.device([Self.review(Self.a, 10, .again), Self.review(Self.a, 30)])
        let merged = DeckProgress.merged([laptop, phone], scheduler: Self.scheduler)
        #expect(merged.reviews.map(\.time) == [0, 1, 10, 30].map { Self.t0 + $0 * Self.hour })
        #expect(merged.cards[Self.a] == Self.replay([Self.review(Self.a, 0), Self.review(Self.a, 10, .again), Self.review(Self.a, 30)]))
        #expect(merged.cards[Self.b] == phone.cards[Self.b])
        #expect(merged.starts.isEmpty)
    }

    @Test func mergingTheSameFileTwice_changesNothing() {
        let here = Self.device([Self.review(Self.a, 0), Self.review(Self.b, 2)])
        let file = Self.device([Self.review(Self.a, 5, .hard)])
        let once = DeckProgress.merged([here, file], scheduler: Self.scheduler)
        #expect(DeckProgress.merged([once, file], scheduler: Self.scheduler) == once)
        #expect(DeckProgress.merged([once, once], scheduler: Self.scheduler) == once)
    }

    /// The same card, time and rating is one review, whatever its duration; the first part's
    /// duration stays.
    @Test func aReviewInBoth_countsOnce_withTheFirstDuration() {
        let here = Self.device([Self.review(Self.a, 0, duration: 1_000)])
        let file = Self.device([Self.review(Self.a, 0, duration: 9_000), Self.review(Self.a, 0, .hard, duration: 2_000)])
        let merged = DeckProgress.merged([here, file], scheduler: Self.scheduler)
        #expect(merged.reviews.map(\.duration) == [2_000, 1_000]) // Hard sorts before Good
    }

    /// A version-1 schedule (no log) dated before the card's reviews becomes its start: the log's
    /// reviews apply to it.
    @Test func aScheduleBeforeTheLog_isContinuedByIt() {
        let start = Self.scheduler.review(nil, .easy, at: Self.t0 - 100 * Self.hour)
        let merged = DeckProgress.merged(
            [Self.device([Self.review(Self.a, 0, .hard)]), DeckProgress(cards: [Self.a: start], schedules: [Self.a: start])],
            scheduler: Self.scheduler
        )
        #expect(merged.starts[Self.a] == start && merged.schedules.isEmpty)
        #expect(merged.cards[Self.a] == Self.scheduler.review(start, .hard, at: Self.t0))
    }

    /// A schedule dated among the card's logged reviews loses to the log; one after them wins.
    @Test func aScheduleAmongTheLoggedReviews_losesToTheLog_aLaterOneWins() {
        let here = Self.device([Self.review(Self.a, 0), Self.review(Self.a, 20)])
        let among = Self.scheduler.review(nil, .again, at: Self.t0 + 10 * Self.hour)
        let kept = DeckProgress.merged([here, DeckProgress(schedules: [Self.a: among])], scheduler: Self.scheduler)
        #expect(kept.cards[Self.a] == here.cards[Self.a] && kept.starts.isEmpty)
        let later = Self.scheduler.review(nil, .again, at: Self.t0 + 30 * Self.hour)
        let taken = DeckProgress.merged([here, DeckProgress(schedules: [Self.a: later])], scheduler: Self.scheduler)
        #expect(taken.cards[Self.a] == later && taken.starts[Self.a] == later)
    }

    /// A schedule once taken stays the card's start: grades after it continue it, and merging
    /// again (the same file, or the result with itself) changes nothing.
    @Test func aTakenSchedule_staysTheStart_throughLaterGradesAndMerges() {
        let here = Self.device([Self.review(Self.a, 0)])
        let later = Self.scheduler.review(nil, .good, at: Self.t0 + 30 * Self.hour)
        let file = DeckProgress(schedules: [Self.a: later])
        var progress = DeckProgress.merged([here, file], scheduler: Self.scheduler)
        progress.reviews.append(Self.review(Self.a, 50, .easy))
        progress = DeckProgress.merged([progress], scheduler: Self.scheduler)
        let continued = Self.scheduler.review(later, .easy, at: Self.t0 + 50 * Self.hour)
        #expect(progress.cards[Self.a] == continued && progress.starts[Self.a] == later)
        #expect(DeckProgress.merged([progress, file], scheduler: Self.scheduler) == progress)
        #expect(DeckProgress.merged([progress, progress], scheduler: Self.scheduler) == progress)
    }

    /// The days counted before there was a log keep the larger of each count.
    @Test func historyFromBefore_keepsTheLargerCounts() {
        let merged = DeckProgress.merged(
            [DeckProgress(history: ["2026-11-01": [5, 2, 1]]), DeckProgress(history: ["2026-11-01": [3, 3, 2], "2026-11-02": [1, 0, 0]])],
            scheduler: Self.scheduler
        )
        #expect(merged.history == ["2026-11-01": [5, 3, 2], "2026-11-02": [1, 0, 0]])
    }
}
