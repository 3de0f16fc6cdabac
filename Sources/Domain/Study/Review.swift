/// One grade the learner gave: the review log's entry. A review is the same review wherever it is
/// found (another device's export, an older one) when its card, time and rating are.
public struct Review: Sendable, Hashable {
    /// The card's identity (`CardIdentity`).
    public var card: String
    /// When, in milliseconds since 1970 (UTC).
    public var time: Int64
    public var rating: Rating
    /// How long the answer took, in milliseconds.
    public var duration: Int64

    public init(card: String, time: Int64, rating: Rating, duration: Int64) {
        self.card = card
        self.time = time
        self.rating = rating
        self.duration = duration
    }

    /// The log's order: by time, then card, then rating (so that every program lists a merge alike).
    public static func inLogOrder(_ first: Review, _ second: Review) -> Bool {
        (first.time, first.card, first.rating.rawValue) < (second.time, second.card, second.rating.rawValue)
    }

    /// What makes two entries the same review.
    struct Key: Hashable {
        let card: String, time: Int64, rating: Rating
    }

    var key: Key { Key(card: card, time: time, rating: rating) }
}
