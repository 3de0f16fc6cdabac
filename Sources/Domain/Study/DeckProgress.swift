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
    /// Schedules a merge may take as starts: a version-1 file's, and those of a version-2 file's
    /// cards that neither a review nor a start explains. Never kept after a merge.
    public var schedules: [String: CardProgress]
    /// Reviews per local day ("YYYY-MM-DD") from before there was a log, as the browser counted
    /// them: [reviews, answers to cards in review, of which passed].
    public var history: [String: [Int]]

    public init(
        cards: [String: CardProgress] = [:], reviews: [Review] = [], starts: [String: CardProgress] = [:],
        schedules: [String: CardProgress] = [:], history: [String: [Int]] = [:]
    ) {
        self.cards = cards
        self.reviews = reviews
        self.starts = starts
        self.schedules = schedules
        self.history = history
    }

    /// What merging gives: the union of the logs (a review found in several counts once, with the
    /// first one's duration), each card's start, its schedule replayed with `scheduler`, and the
    /// larger of each day's counts from before the log. `parts` come in order of precedence
    /// (the browser's own progress first), which decides between two starts of the same date.
    ///
    /// A card's start is the latest of its candidates: its starts (a start stays a start: the
    /// log after it continues it), and its schedules that do not fall among its logged reviews
    /// (one dated before all of them, which the log continues, or after all of them, which is
    /// newer than anything logged; one dated among them competes with a log that covers its time,
    /// and the log wins). Of two of the same date, the earlier part's, a start before a schedule.
    public static func merged(_ parts: [DeckProgress], scheduler: FSRSScheduler) -> DeckProgress {
        var seen = Set<Review.Key>()
        var reviews = parts.flatMap(\.reviews).filter { seen.insert($0.key).inserted }
        reviews.sort(by: Review.inLogOrder)
        let byCard = Dictionary(grouping: reviews, by: \.card)
        var merged = DeckProgress(reviews: reviews)
        let cards = Set(byCard.keys).union(parts.flatMap(\.starts.keys)).union(parts.flatMap(\.schedules.keys))
        for card in cards {
            let times = byCard[card]?.map(\.time) ?? []
            var candidates: [(date: Int64, order: Int, schedule: CardProgress)] = []
            for (index, part) in parts.enumerated() {
                if let start = part.starts[card] { candidates.append((start.lastReview ?? .min, 2 * index, start)) }
                if let schedule = part.schedules[card] {
                    let date = schedule.lastReview ?? .min
                    if times.allSatisfy({ $0 > date }) || times.allSatisfy({ $0 < date }) {
                        candidates.append((date, 2 * index + 1, schedule))
                    }
                }
            }
            let start = candidates.min { ($0.date, -$0.order) > ($1.date, -$1.order) }?.schedule
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
