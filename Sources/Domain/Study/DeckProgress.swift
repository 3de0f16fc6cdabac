/// One deck's study progress: the review log, where it starts, and every card's schedule.
///
/// The log is the truth: a card's schedule is what FSRS gives by replaying its reviews in time
/// order (`replayed`). A card studied before there was a log (a browser's progress from before,
/// a version-1 export, a schedule taken over from another tool) has a *start* instead: its
/// schedule then, dated by its last review, to which the log's later reviews are applied.
public struct DeckProgress: Sendable, Hashable {
    /// Every card's schedule, by card identity.
    public var cards: [String: CardProgress]
    /// Every review, in log order (`Review.inLogOrder`).
    public var reviews: [Review]
    /// The cards' schedules from before their reviews were logged, by card identity.
    public var starts: [String: CardProgress]
    /// Reviews per local day ("YYYY-MM-DD") from before there was a log, as the browser counted
    /// them: [reviews, answers to cards in review, of which passed].
    public var history: [String: [Int]]

    public init(cards: [String: CardProgress] = [:], reviews: [Review] = [], starts: [String: CardProgress] = [:], history: [String: [Int]] = [:]) {
        self.cards = cards
        self.reviews = reviews
        self.starts = starts
        self.history = history
    }

    /// What merging gives: the union of the logs (a review found in several counts once, with the
    /// first one's duration), each card's start, its schedule replayed with `scheduler`, and the
    /// larger of each day's counts from before the log. `parts` come in order of precedence
    /// (the browser's own progress first), which decides between two starts of the same date.
    ///
    /// A card's start is the latest of its starts that does not fall among its logged reviews:
    /// one dated before all of them (the log continues it) or after all of them (it is newer
    /// than anything logged). A start dated among the card's reviews competes with a log that
    /// covers its time, and the log wins.
    public static func merged(_ parts: [DeckProgress], scheduler: FSRSScheduler) -> DeckProgress {
        var seen = Set<Review.Key>()
        var reviews = parts.flatMap(\.reviews).filter { seen.insert($0.key).inserted }
        reviews.sort(by: Review.inLogOrder)
        let byCard = Dictionary(grouping: reviews, by: \.card)
        var merged = DeckProgress(reviews: reviews)
        for card in Set(byCard.keys).union(parts.flatMap(\.starts.keys)) {
            let times = byCard[card]?.map(\.time) ?? []
            let candidates = parts.compactMap { $0.starts[card] }.enumerated()
                .sorted { ($0.element.lastReview ?? .min, -$0.offset) > ($1.element.lastReview ?? .min, -$1.offset) }
                .map(\.element)
            let start = candidates.first { candidate in
                let date = candidate.lastReview ?? .min
                return times.allSatisfy { $0 > date } || times.allSatisfy { $0 < date }
            }
            merged.starts[card] = start
            merged.cards[card] = replayed(start, byCard[card] ?? [], scheduler: scheduler)
        }
        for (day, counts) in parts.flatMap(\.history) {
            merged.history[day] = merged.history[day].map { zip($0, counts).map { max($0, $1) } } ?? counts
        }
        return merged
    }

    /// A card's schedule: its `start` (nil: a card never graded) with the card's `reviews` after
    /// the start's last review applied in log order.
    public static func replayed(_ start: CardProgress?, _ reviews: [Review], scheduler: FSRSScheduler) -> CardProgress? {
        let from = start.flatMap(\.lastReview) ?? .min
        return reviews.reduce(start) { card, review in
            review.time > from ? scheduler.review(card, review.rating, at: review.time) : card
        }
    }
}
