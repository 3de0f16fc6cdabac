import Foundation

/// Which card a review session shows next, and the deck's "N due · M new": the review rules of
/// the study page (`progress.js` and `study.js`), rule for rule, for a view that studies without
/// a browser.
///
/// * A card is new until it is first graded, and due once its due time has come.
/// * Due cards come first, earliest due first; then new cards in card order (Anki's default), as
///   many a day as `newCardsPerDay` allows; then, with nothing else left, cards due within the
///   learn-ahead limit (Anki's 20 minutes).
/// * A card in (re)learning due within the limit counts as due, as Anki's learning count does.
/// * Siblings are buried (Anki): once a card of a note was graded today, the note's other cards
///   wait until tomorrow, unless they are in (re)learning.
/// * Days are the learner's local days (`timeZone`): a new card is introduced on the day of its
///   first review.
public struct ReviewQueue: Sendable {
    public static let learnAhead: Int64 = 20 * 60 * 1000

    /// The deck's card identities, in card order (`Deck.cardIdentities`).
    public let cards: [String]
    /// For each card, its note's first card (`Deck.siblingGroups`).
    public let siblings: [Int]
    public let progress: DeckProgress
    public let newCardsPerDay: Int
    public let timeZone: TimeZone

    public init(cards: [String], siblings: [Int], progress: DeckProgress, newCardsPerDay: Int, timeZone: TimeZone) {
        self.cards = cards
        self.siblings = siblings
        self.progress = progress
        self.newCardsPerDay = newCardsPerDay
        self.timeZone = timeZone
    }

    /// The local day of `time`, in days since 1970-01-01.
    public func day(of time: Int64) -> Int64 {
        let offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(time) / 1000))) * 1000
        return FSRSScheduler.wholeDays(time + offset)
    }

    /// New cards introduced on the day of `now`: the cards first graded that day.
    public func introduced(at now: Int64) -> Int {
        let today = day(of: now)
        var first: [String: Int64] = [:]
        for review in progress.reviews where progress.starts[review.card] == nil && first[review.card] == nil {
            first[review.card] = review.time
        }
        return first.values.filter { day(of: $0) == today }.count
    }

    /// How many new cards may still be introduced today.
    public func newAllowed(at now: Int64) -> Int {
        max(0, newCardsPerDay - introduced(at: now))
    }

    /// Whether the card at `index` waits until tomorrow because a sibling was graded today.
    public func isBuried(_ index: Int, at now: Int64) -> Bool {
        if let card = progress.cards[cards[index]], card.state != .review { return false }
        let today = day(of: now)
        var other = siblings[index]
        while other < cards.count, siblings[other] == siblings[index] {
            if other != index, let lastReview = progress.cards[cards[other]]?.lastReview, day(of: lastReview) == today {
                return true
            }
            other += 1
        }
        return false
    }

    /// The due and new counts: cards due now or in (re)learning within the learn-ahead limit,
    /// and new cards still allowed today; buried siblings are not counted.
    public func counts(at now: Int64) -> (due: Int, new: Int) {
        var due = 0, unseen = 0
        for (index, id) in cards.enumerated() where !isBuried(index, at: now) {
            guard let card = progress.cards[id] else {
                unseen += 1
                continue
            }
            if card.due <= now || (card.state != .review && card.due <= now + Self.learnAhead) { due += 1 }
        }
        return (due, min(unseen, newAllowed(at: now)))
    }

    /// The card to show at `now`, or nil when none is waiting.
    public func next(at now: Int64) -> String? {
        let open = cards.indices.filter { !isBuried($0, at: now) }.map { cards[$0] }
        let byDue = { (first: String, second: String) -> Bool in
            let (a, b) = (progress.cards[first]?.due ?? 0, progress.cards[second]?.due ?? 0)
            return a != b ? a < b : first < second
        }
        let dueBy = { (time: Int64) in open.filter { (progress.cards[$0]?.due).map { $0 <= time } ?? false }.sorted(by: byDue) }
        if let due = dueBy(now).first { return due }
        if newAllowed(at: now) > 0, let unseen = open.first(where: { progress.cards[$0] == nil }) { return unseen }
        return dueBy(now + Self.learnAhead).first
    }
}
