/// The rules of studying a deck: which card is up, whether its answer shows, and where each action leads.
public struct StudySession: Sendable, Hashable {
    public enum Position: Sendable, Hashable {
        /// The deck has no cards: nothing to study.
        case empty
        case card(index: Int, answerShown: Bool)
        /// Past the last card.
        case finished
    }

    /// What a learner can do. Not every action is possible in every position.
    public enum Action: String, Sendable, CaseIterable {
        /// Show the answer, or hide it again.
        case flip
        case next
        case previous
        /// From the finished view, back to the first card.
        case restart
    }

    public let cardCount: Int
    public let position: Position

    /// A new session: the first card with its answer hidden, or `.empty` for a deck with no cards.
    public init(cardCount: Int) {
        self.init(cardCount: cardCount, position: cardCount == 0 ? .empty : .card(index: 0, answerShown: false))
    }

    public init(cardCount: Int, position: Position) {
        self.cardCount = cardCount
        self.position = position
    }

    /// The session after `action`, or `nil` when the action is not possible here
    /// (previous on the first card, next once finished, restart before finishing).
    public func applying(_ action: Action) -> StudySession? {
        switch (position, action) {
        case (.card(let index, let shown), .flip):
            moved(to: .card(index: index, answerShown: !shown))
        case (.card(let index, _), .next):
            moved(to: index + 1 < cardCount ? .card(index: index + 1, answerShown: false) : .finished)
        case (.card(let index, _), .previous) where index > 0:
            moved(to: .card(index: index - 1, answerShown: false))
        case (.finished, .previous):
            moved(to: .card(index: cardCount - 1, answerShown: false))
        case (.finished, .restart):
            StudySession(cardCount: cardCount)
        default:
            nil
        }
    }

    private func moved(to position: Position) -> StudySession {
        StudySession(cardCount: cardCount, position: position)
    }
}
