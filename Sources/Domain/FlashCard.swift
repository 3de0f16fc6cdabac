/// One question and its answer.
public struct FlashCard: Sendable, Hashable {
    public let question: RichText
    public let answer: RichText
    /// Where the card starts in its deck file.
    public let location: SourceLocation
    /// The schedule another tool wrote for this card (see `ImportedSchedule`), if any.
    public let importedSchedule: ImportedSchedule?
    /// The question's Markdown as its author wrote it, when the question shown differs from it
    /// (an Obsidian wiki link shown as its text): what the card's identity is made from, so that
    /// showing a question otherwise never loses its progress (`CardIdentity`). Nil when the two
    /// are the same.
    public let questionAsWritten: String?

    public init(
        question: RichText, answer: RichText, location: SourceLocation, importedSchedule: ImportedSchedule? = nil,
        questionAsWritten: String? = nil
    ) {
        self.question = question
        self.answer = answer
        self.location = location
        self.importedSchedule = importedSchedule
        self.questionAsWritten = questionAsWritten
    }

    /// The text the card's identity is made from: its question as written.
    public var identityText: String {
        questionAsWritten ?? question.markdown
    }
}
