/// A card's schedule: what the FSRS scheduler keeps for a card the learner has graded, in the
/// shape the browser stores it (`progress.js`) and a progress export carries it. Times are
/// milliseconds since 1970 (UTC).
public struct CardProgress: Sendable, Hashable {
    public enum State: Int, Sendable, Hashable {
        case learning = 1, review = 2, relearning = 3
    }

    public var state: State
    /// The (re)learning step the card is on; nil in review.
    public var step: Int?
    /// Days after which the card is recalled with 90% probability; nil on a card never graded.
    public var stability: Double?
    /// From 1 (easiest) to 10; nil on a card never graded.
    public var difficulty: Double?
    public var due: Int64
    public var lastReview: Int64?

    public init(state: State, step: Int?, stability: Double?, difficulty: Double?, due: Int64, lastReview: Int64?) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// A card never graded, due at `now`: where FSRS starts.
    public static func new(at now: Int64) -> CardProgress {
        CardProgress(state: .learning, step: 0, stability: nil, difficulty: nil, due: now, lastReview: nil)
    }
}
