import Foundation

/// One review session over a deck, as the study page runs it (`study.js`): the card on screen,
/// whether its answer is shown, grading with FSRS into the deck's log, undo, and what the
/// session did. The queue's rules are `ReviewQueue`'s; a view drives the session and shows it.
public struct ReviewSession: Sendable {
    /// Anki's cap on how long an answer took (its "maximum answer seconds").
    public static let longestAnswer: Int64 = 60_000

    public private(set) var progress: DeckProgress
    public let scheduler: FSRSScheduler
    public let cards: [String]
    public let siblings: [Int]
    public let newCardsPerDay: Int
    public let timeZone: TimeZone

    /// The card on screen, or nil when none is waiting.
    public private(set) var current: String?
    public private(set) var answerShown = false
    /// The session's grades, oldest first; undo takes the last back.
    public private(set) var graded: [Graded] = []
    /// When the card on screen was shown (an answer's duration counts from it).
    private var shownAt: Int64 = 0
    /// The reviews undone: a merge never brings them back.
    private var undone: [Review] = []

    public struct Graded: Sendable, Hashable {
        public let review: Review
        /// The card's schedule before the grade (nil: it was new).
        public let before: CardProgress?
        /// Whether the card was in review before the grade (answers that count towards retention).
        public var wasInReview: Bool { before?.state == .review }
    }

    public init(
        cards: [String], siblings: [Int], progress: DeckProgress, scheduler: FSRSScheduler,
        newCardsPerDay: Int, timeZone: TimeZone, now: Int64
    ) {
        self.cards = cards
        self.siblings = siblings
        self.progress = progress
        self.scheduler = scheduler
        self.newCardsPerDay = newCardsPerDay
        self.timeZone = timeZone
        advance(at: now)
    }

    public var queue: ReviewQueue {
        ReviewQueue(cards: cards, siblings: siblings, progress: progress, newCardsPerDay: newCardsPerDay, timeZone: timeZone)
    }

    /// Shows the next card the queue picks (none when nothing is waiting), its answer hidden.
    public mutating func advance(at now: Int64) {
        current = queue.next(at: now)
        answerShown = false
        shownAt = now
    }

    public mutating func showAnswer() {
        if current != nil { answerShown = true }
    }

    /// When the card on screen would be due after each rating, Again to Easy.
    public func preview(at now: Int64) -> [(rating: Rating, due: Int64)] {
        guard let current else { return [] }
        return Rating.allCases.map { ($0, scheduler.review(progress.cards[current], $0, at: now).due) }
    }

    /// Grades the card on screen, once its answer is shown, then shows the next one. Returns the
    /// card's new schedule.
    @discardableResult
    public mutating func grade(_ rating: Rating, at now: Int64) -> CardProgress? {
        guard let current, answerShown else { return nil }
        let review = Review(card: current, time: now, rating: rating, duration: min(max(0, now - shownAt), Self.longestAnswer))
        graded.append(Graded(review: review, before: progress.cards[current]))
        insert(review)
        advance(at: now)
        return progress.cards[review.card]
    }

    /// Takes the last grade back: its review leaves the log, the card its schedule, and the card
    /// comes back on screen, its answer hidden. False when there is nothing to undo.
    @discardableResult
    public mutating func undo(at now: Int64) -> Bool {
        guard let last = graded.popLast() else { return false }
        progress.reviews.removeAll { $0 == last.review }
        undone.append(last.review)
        progress.cards[last.review.card] = last.before
        current = last.review.card
        answerShown = false
        shownAt = now
        return true
    }

    /// Puts `review` into the log in log order and replays its card.
    private mutating func insert(_ review: Review) {
        let index = progress.reviews.firstIndex { Review.inLogOrder(review, $0) } ?? progress.reviews.endIndex
        progress.reviews.insert(review, at: index)
        let log = progress.reviews.filter { $0.card == review.card }
        progress.cards[review.card] = DeckProgress.replayed(progress.starts[review.card], log, scheduler: scheduler)
    }

    /// Takes in progress found elsewhere (the file, written meanwhile by another session): the
    /// merge of this session's and `other`, without the reviews this session undid.
    public mutating func merge(_ other: DeckProgress) {
        var other = other
        other.reviews.removeAll { review in undone.contains { $0.key == review.key } }
        progress = DeckProgress.merged([progress, other], scheduler: scheduler)
    }
}
