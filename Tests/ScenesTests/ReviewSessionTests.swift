@testable import Domain
import Foundation
import Testing

/// A review session as the terminal runs it: grading into the log, undo, and merging with a file
/// another session wrote meanwhile.
@Suite struct ReviewSessionTests {
    static let cards = ReviewQueueTests.cards
    static let now = ReviewQueueTests.now

    static func session(_ progress: DeckProgress = DeckProgress()) -> ReviewSession {
        ReviewSession(
            cards: cards, siblings: [0, 1, 2], progress: progress, scheduler: FSRSScheduler(),
            newCardsPerDay: 20, timeZone: ReviewQueueTests.utc, now: now
        )
    }

    @Test func grading_logsTheReview_andReplaysTheCard() {
        var session = Self.session()
        #expect(session.current == Self.cards[0])
        let early = session.grade(.good, at: Self.now + 4_000)
        #expect(early == nil, "not before the answer is shown")
        session.showAnswer()
        #expect(session.preview(at: Self.now + 4_000).map { $0.due - (Self.now + 4_000) } == [60_000, 330_000, 600_000, 8 * 86_400_000])
        let card = session.grade(.good, at: Self.now + 4_000)
        #expect(card == FSRSScheduler().review(nil, .good, at: Self.now + 4_000))
        #expect(session.progress.reviews == [Review(card: Self.cards[0], time: Self.now + 4_000, rating: .good, duration: 4_000)])
        #expect(session.current == Self.cards[1] && !session.answerShown)
    }

    @Test func undo_takesTheReviewOut_andShowsTheCardAgain() {
        var session = Self.session()
        session.showAnswer()
        session.grade(.again, at: Self.now + 90_000_000)
        #expect(session.progress.reviews.first?.duration == ReviewSession.longestAnswer)
        let undone = session.undo(at: Self.now + 90_000_100)
        #expect(undone)
        #expect(session.progress.reviews.isEmpty && session.progress.cards.isEmpty)
        #expect(session.current == Self.cards[0] && session.graded.isEmpty)
        let again = session.undo(at: Self.now)
        #expect(!again)
    }

    /// Saving merges with what the file holds; a review undone here never comes back from it.
    @Test func aMerge_keepsBothSessionsReviews_butNotOneUndone() {
        var session = Self.session()
        session.showAnswer()
        session.grade(.good, at: Self.now + 1_000)
        let written = session.progress // the file, saved after that grade
        session.undo(at: Self.now + 2_000)
        let elsewhere = Review(card: Self.cards[2], time: Self.now + 1_500, rating: .easy, duration: 2_000)
        var file = written
        file.reviews.append(elsewhere)
        session.merge(DeckProgress.merged([file], scheduler: FSRSScheduler()))
        #expect(session.progress.reviews == [elsewhere])
        #expect(session.progress.cards.keys.sorted() == [Self.cards[2]])
    }
}
