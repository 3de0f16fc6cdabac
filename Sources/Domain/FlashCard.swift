/// One question and its answer.
public struct FlashCard: Sendable, Hashable {
    public let question: RichText
    public let answer: RichText
    /// Where the card starts in its deck file.
    public let location: SourceLocation

    public init(question: RichText, answer: RichText, location: SourceLocation) {
        self.question = question
        self.answer = answer
        self.location = location
    }
}
