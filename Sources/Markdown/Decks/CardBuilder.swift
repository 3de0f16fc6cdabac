import Domain

/// Turns one heading card's blocks into a basic `Note`, or the error that keeps it from being one.
struct CardBuilder {
    let document: MarkdownDocument
    let file: String
    /// False when the card's part holds no wiki link to show (`DeckReader.mayHoldWikiLinks`).
    var mayHoldWikiLinks = true

    func build(_ part: DeckLayout.CardPart) -> Result<Note, Diagnostic> {
        let heading = part.heading
        let location = SourceLocation(file: file, line: heading.startLine, column: max(heading.startColumn, 1))
        let headingText = heading.plainText
        let questionBlocks: [MarkdownNode]
        let answerBlocks: [MarkdownNode]
        if let afterBreak = part.afterBreak {
            questionBlocks = part.beforeBreak
            answerBlocks = afterBreak
        } else {
            questionBlocks = []
            answerBlocks = part.beforeBreak
        }
        let questionText = headingText.isEmpty ? (questionBlocks.first?.plainText ?? "") : headingText
        if heading.children.isEmpty && questionBlocks.isEmpty {
            return .failure(.error(at: location, "card has an empty question; write it after '##'"))
        }
        if answerBlocks.isEmpty {
            return .failure(.error(at: location, "card \"\(questionText)\" has no answer"))
        }
        let headingParagraph = heading.children.isEmpty ? [] : [document.makeParagraph(from: heading)].compactMap { $0 }
        let question = headingParagraph + questionBlocks
        // Wiki links show their text, as in Obsidian; the card's identity stays its question as written.
        guard mayHoldWikiLinks else {
            return .success(.basic(front: document.makeRichText(question), back: document.makeRichText(answerBlocks), location: location))
        }
        let front = DeckReader.richTextShowingWikiLinks(question, of: document)
        let back = DeckReader.richTextShowingWikiLinks(answerBlocks, of: document)
        return .success(.basic(front: front.text, back: back.text, location: location, frontAsWritten: front.asWritten))
    }
}
