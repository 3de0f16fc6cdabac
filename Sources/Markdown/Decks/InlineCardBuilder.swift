import Domain

/// Turns a paragraph written in an inline card syntax into its cards (a reversed card gives two,
/// a cloze paragraph one per deletion number), with links resolved like the rest of the deck.
struct InlineCardBuilder {
    let tree: any ContentTree
    let file: String
    let contentPath: String
    /// The deck body's lines, to read each paragraph's source as written.
    let lines: [Substring]

    struct Outcome {
        var cards: [FlashCard] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// The paragraph's source text, exactly as written.
    func source(of paragraph: MarkdownNode) -> String {
        let first = max(paragraph.startLine, 1), last = min(max(paragraph.endLine, first), lines.count)
        guard first <= last else { return "" }
        return lines[(first - 1)..<last].joined(separator: "\n")
    }

    func usesCardSyntax(_ paragraph: MarkdownNode) -> Bool {
        switch InlineCardParser().cards(in: source(of: paragraph)) {
        case .success(let cards): !cards.isEmpty
        case .failure: true
        }
    }

    func build(_ paragraph: MarkdownNode) -> Outcome {
        var outcome = Outcome()
        let line = paragraph.startLine, column = max(paragraph.startColumn, 1)
        switch InlineCardParser().cards(in: source(of: paragraph)) {
        case .failure(let failure):
            outcome.diagnostics.append(diagnostic(for: failure, line: line, column: column))
        case .success(let cards):
            for card in cards {
                let location = SourceLocation(file: file, line: line + card.lineOffset, column: column)
                let question = resolve(card.question, at: location, into: &outcome)
                let answer = resolve(card.answer, at: location, into: &outcome)
                outcome.cards.append(FlashCard(question: question, answer: answer, location: location))
                if card.kind == .reversed {
                    outcome.cards.append(FlashCard(question: answer, answer: question, location: location))
                }
            }
        }
        return outcome
    }

    private func resolve(_ markdown: String, at location: SourceLocation, into outcome: inout Outcome) -> RichText {
        let document = MarkdownDocument(markdown)
        let links = LinkResolver(tree: tree, file: file, contentPath: contentPath).resolve(document)
        outcome.media.formUnion(links.media)
        outcome.diagnostics += links.diagnostics.map { .error(at: location, $0.message) }
        return RichText(markdown: withExtendedLifetime(document) { document.makeFragment(document.root.children) })
    }

    private func diagnostic(for failure: InlineCardParser.Failure, line: Int, column: Int) -> Diagnostic {
        switch failure {
        case .lineWithoutSeparator(let offset):
            .error(at: SourceLocation(file: file, line: line + offset, column: column),
                   "line has no '::' but the lines around it are '::' cards; put a blank line before it or write it as a card")
        case .emptySide(let offset):
            .error(at: SourceLocation(file: file, line: line + offset, column: column), "card has an empty question or answer")
        case .unclosedCloze(let offset):
            .error(at: SourceLocation(file: file, line: line + offset, column: column), "cloze '==' is not closed; end it with '=='")
        }
    }
}
