/// A card's schedule as another study tool left it, in the terms of the study page's FSRS
/// scheduler, for a learner who wants to carry on where that tool stopped. Obsidian Spaced
/// Repetition writes one into the note after each card (`<!--SR:!2026-01-01,3,250-->`).
/// The site never applies it by itself: progress lives in the learner's browser, and the study
/// page offers to take the schedule over only while none of those cards has progress there.
public struct ImportedSchedule: Sendable, Hashable {
    /// When something happens: a calendar day (the learner's local midnight, as SM-2 dates
    /// mean), or an exact time.
    public enum Moment: Sendable, Hashable {
        case day(CalendarDate)
        case time(millisecondsSince1970: Int64)
    }

    /// The FSRS states of `assets/fsrs.js`.
    public enum State: Int, Sendable, Hashable {
        case learning = 1, review = 2, relearning = 3
    }

    public let state: State
    /// The learning step, while the card is in (re)learning.
    public let step: Int?
    /// Days for which the card is expected to be recalled with 90% probability.
    public let stability: Double
    /// From 1 (easiest) to 10.
    public let difficulty: Double
    public let due: Moment
    public let lastReview: Moment?

    public init(state: State, step: Int?, stability: Double, difficulty: Double, due: Moment, lastReview: Moment?) {
        self.state = state
        self.step = state == .review ? nil : max(0, step ?? 0)
        self.stability = max(0.1, stability)
        self.difficulty = min(10, max(1, difficulty))
        self.due = due
        self.lastReview = lastReview
    }

    /// An SM-2 schedule (due day, interval in days, ease in percent: 250 is 2.5), converted as
    /// Obsidian Spaced Repetition itself converts it when it switches a vault to FSRS
    /// (`sm2ScheduleToFsrsCard`): a card in review, stability the interval (at least one day),
    /// difficulty from the ease (130 → 10, 370 → 1, linearly), last reviewed an interval before
    /// it is due.
    public static func sm2(due: CalendarDate, interval: Int, ease: Int) -> ImportedSchedule {
        let days = max(1, interval)
        let easiest = 370.0, hardest = 130.0
        let normalized = (min(easiest, max(hardest, Double(ease))) - hardest) / (easiest - hardest)
        return ImportedSchedule(
            state: .review, step: nil, stability: Double(days), difficulty: 10 - normalized * 9,
            due: .day(due), lastReview: .day(CalendarDate(daysSinceEpoch: due.daysSinceEpoch - days))
        )
    }
}
