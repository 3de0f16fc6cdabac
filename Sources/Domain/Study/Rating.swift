/// The learner's answer to a card, as FSRS and Anki grade it.
public enum Rating: Int, Sendable, Hashable, CaseIterable {
    case again = 1, hard, good, easy
}
