@testable import Domain
import Testing

/// The Swift scheduler against py-fsrs's own expectations. Tests/browser/test_swift_fsrs.py holds
/// it to py-fsrs bit for bit on thousands of histories; these need no Python.
@Suite struct FSRSSchedulerTests {
    static let start: Int64 = 1_669_725_000_000 // 2022-11-29 12:30 UTC, py-fsrs's tests' start

    /// py-fsrs's test_review_card: Good ×6, Again ×2, Good ×5, each reviewed when due.
    @Test func reviewsWhenDue_giveThePyFSRSIntervals() {
        let scheduler = FSRSScheduler()
        var card: CardProgress? = nil
        var now = Self.start
        var days: [Int64] = []
        for rating in [3, 3, 3, 3, 3, 3, 1, 1, 3, 3, 3, 3, 3].compactMap(Rating.init(rawValue:)) {
            let next = scheduler.review(card, rating, at: now)
            days.append((next.due - now) / FSRSScheduler.day)
            card = next
            now = next.due
        }
        #expect(days == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
    }

    /// py-fsrs's test_memo_state.
    @Test func memoryState_afterAgainThenGoods() {
        let scheduler = FSRSScheduler()
        var card: CardProgress? = nil
        var now = Self.start
        for (rating, days) in [(Rating.again, 0), (.good, 0), (.good, 1), (.good, 3), (.good, 8), (.good, 21)] {
            now += Int64(days) * FSRSScheduler.day
            card = scheduler.review(card, rating, at: now)
        }
        #expect(abs((card?.stability ?? 0) - 53.62691) < 1e-4)
        #expect(abs((card?.difficulty ?? 0) - 6.3574867) < 1e-4)
    }

    /// Learning steps: Hard on the first step waits the mean of the first two (5.5 min), on a
    /// single step 1.5 times it; Easy graduates; Again in review relearns for 10 minutes.
    @Test func steps() {
        let scheduler = FSRSScheduler()
        #expect(scheduler.review(nil, .hard, at: 0).due == 330_000)
        let oneStep = FSRSScheduler(settings: .init(learningSteps: [600_000]))
        #expect(oneStep.review(nil, .hard, at: 0).due == 900_000)
        let graduated = scheduler.review(nil, .easy, at: 0)
        #expect(graduated.state == .review && graduated.step == nil && graduated.due >= FSRSScheduler.day)
        let relearning = scheduler.review(graduated, .again, at: graduated.due)
        #expect(relearning.state == .relearning && relearning.step == 0 && relearning.due == graduated.due + 600_000)
    }

    /// Python's timedelta.days rounds down, also below zero.
    @Test func wholeDays_roundDown() {
        #expect(FSRSScheduler.wholeDays(FSRSScheduler.day - 1) == 0)
        #expect(FSRSScheduler.wholeDays(FSRSScheduler.day) == 1)
        #expect(FSRSScheduler.wholeDays(-1) == -1)
        #expect(FSRSScheduler.wholeDays(-FSRSScheduler.day) == -1)
    }
}
