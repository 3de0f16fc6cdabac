@testable import Domain
import Foundation
import Testing

/// The review rules (`ReviewQueue`) as the study page applies them (`progress.js`, `study.js`;
/// Tests/browser/test_review.py checks the page against the same expectations).
@Suite struct ReviewQueueTests {
    static let scheduler = FSRSScheduler()
    static let utc = TimeZone(secondsFromGMT: 0)!
    static let now: Int64 = 1_765_000_000_000 // 2025-12-06 05:46:40 UTC
    static let minute: Int64 = 60_000
    static let cards = ["0000000000000001", "0000000000000002", "0000000000000003"]

    static func queue(_ reviews: [Review] = [], siblings: [Int] = [0, 1, 2], perDay: Int = 20, timeZone: TimeZone = utc) -> ReviewQueue {
        let progress = DeckProgress.merged([DeckProgress(reviews: reviews)], scheduler: scheduler)
        return ReviewQueue(cards: cards, siblings: siblings, progress: progress, newCardsPerDay: perDay, timeZone: timeZone)
    }

    static func review(_ card: Int, _ rating: Rating, at time: Int64 = now) -> Review {
        Review(card: cards[card], time: time, rating: rating, duration: 3_000)
    }

    @Test func aNewDeck_hasItsCardsNew_andStartsWithTheFirst() {
        #expect(Self.queue().counts(at: Self.now) == (0, 3))
        #expect(Self.queue().next(at: Self.now) == Self.cards[0])
    }

    /// Good on a new card: in learning, back in 10 minutes, counted as due; the next new card comes first.
    @Test func aCardInLearning_countsAsDue_andWaitsForItsStep() {
        let queue = Self.queue([Self.review(0, .good)])
        #expect(queue.counts(at: Self.now) == (1, 2))
        #expect(queue.next(at: Self.now) == Self.cards[1])
        #expect(queue.next(at: Self.now + 10 * Self.minute) == Self.cards[0], "due first once its step has come")
    }

    /// With the day's new cards used up, a learning card within 20 minutes is shown now.
    @Test func theDailyLimit_thenTheLearnAheadLimit() {
        let queue = Self.queue([Self.review(0, .good)], perDay: 1)
        #expect(queue.counts(at: Self.now) == (1, 0))
        #expect(queue.next(at: Self.now) == Self.cards[0])
        #expect(queue.next(at: Self.now - 21 * Self.minute + 10 * Self.minute) == nil, "beyond 20 minutes: nothing")
    }

    /// A note's other cards wait until tomorrow once one was graded today, unless in learning.
    @Test func siblings_areBuriedForTheDay() {
        let queue = Self.queue([Self.review(0, .easy)], siblings: [0, 0, 2])
        #expect(queue.isBuried(1, at: Self.now))
        #expect(queue.counts(at: Self.now) == (0, 1))
        #expect(queue.next(at: Self.now) == Self.cards[2])
        #expect(!queue.isBuried(1, at: Self.now + 86_400_000), "tomorrow it is new again")
    }

    /// Days are the learner's: a card first graded before local midnight was introduced yesterday.
    @Test func newCardsIntroduced_countByLocalDay() {
        let tokyo = TimeZone(secondsFromGMT: 9 * 3600)!
        let midnight: Int64 = 1_765_033_200_000 // 2025-12-07 00:00 in Tokyo
        let queue = Self.queue([Self.review(0, .easy, at: midnight - Self.minute), Self.review(1, .easy, at: midnight)], perDay: 2, timeZone: tokyo)
        #expect(queue.introduced(at: midnight + 3_600_000) == 1)
        #expect(queue.newAllowed(at: midnight + 3_600_000) == 1)
        #expect(Self.queue([Self.review(0, .easy, at: midnight - Self.minute)], timeZone: Self.utc).introduced(at: midnight + 3_600_000) == 1)
    }
}
