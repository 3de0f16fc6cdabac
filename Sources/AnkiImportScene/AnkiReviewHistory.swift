import Domain

/// Which rows of Anki's review log are a card's history, as Anki's own FSRS reads them: every
/// answer (learning, review, relearning, and a filtered deck's that rescheduled), from the card's
/// last reset to new on; a row that is no answer (a due date set by hand, a reset) is none, and
/// neither is a filtered deck's answer that left the schedule alone (cramming: factor 0). An
/// answer's duration is capped at 60 seconds, as Anki caps it.
public enum AnkiReviewHistory {
    public static let longestDuration: Int64 = 60_000

    /// The card's reviews, under its site identity `card`, in time order; none later than `latest`.
    public static func reviews(of log: [ImportAnki.LoggedReview], card: String, latest: Int64) -> [Review] {
        // A manual row that set no interval reset the card to new: what came before is forgotten.
        let start = log.lastIndex { $0.kind == 4 && $0.interval == 0 }.map { $0 + 1 } ?? 0
        return log[start...].compactMap { row in
            guard (0...3).contains(row.kind), !(row.kind == 3 && row.factor == 0), let rating = Rating(rawValue: row.ease), row.time >= 0,
                  row.time <= latest else { return nil }
            return Review(card: card, time: row.time, rating: rating, duration: min(max(row.duration, 0), longestDuration))
        }
    }
}
