/// One question and its answer.
public struct FlashCard: Sendable, Hashable {
    public let question: RichText
    public let answer: RichText
    /// Where the card starts in its deck file.
    public let location: SourceLocation
    /// The schedule another tool wrote for this card (see `ImportedSchedule`), if any.
    public let importedSchedule: ImportedSchedule?

    public init(question: RichText, answer: RichText, location: SourceLocation, importedSchedule: ImportedSchedule? = nil) {
        self.question = question
        self.answer = answer
        self.location = location
        self.importedSchedule = importedSchedule
    }
}
