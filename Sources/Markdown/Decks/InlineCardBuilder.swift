import Domain

/// Turns a paragraph written in an inline card syntax into its notes (one per `::` line, else one
/// for the paragraph), with links resolved like the rest of the deck.
struct InlineCardBuilder {
    let tree: any ContentTree
    let file: String
    let contentPath: String
    /// The deck body's lines, to read each paragraph's source as written.
    let lines: [Substring]
    /// True for an Obsidian note: a line break inside a paragraph is a line break, as Obsidian
    /// shows it (its "strict line breaks" is off by default), not a space; and a broken link in
    /// a card is a warning at the card, since nothing else checks the note's links (its prose
    /// may link to notes that are not part of the site).
    var readsObsidianNote = false

    struct Outcome {
        var notes: [Note] = []
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
        let text = source(of: paragraph)
        guard InlineCardParser.mayHoldCard(text) else { return false }
        return switch InlineCardParser().notes(in: text) {
        case .success(let notes): !notes.isEmpty
        case .failure: true
        }
    }

    /// Whether `block` holds the answer of the card paragraph right above it: the paragraph ends
    /// with a `?` or `??` line and the block (a list, a code block, a quote) starts on the next
    /// line, as `?` then `- item` reads in Obsidian (CommonMark lets a list interrupt a paragraph);
    /// or the paragraph is a cloze and the block a quote on the next line, the cloze's extra.
    func holdsAnswer(_ paragraph: MarkdownNode, _ block: MarkdownNode) -> Bool {
        guard !block.isParagraph, !block.isHeading, !block.isThematicBreak, block.startLine == paragraph.endLine + 1,
              paragraph.endLine >= 1, paragraph.endLine <= lines.count else { return false }
        let last = lines[paragraph.endLine - 1].trimmingCharacters(in: .whitespaces)
        return last == "?" || last == "??" || (block.isBlockQuote && isCloze(paragraph))
    }

    /// Whether the paragraph is one cloze note.
    private func isCloze(_ paragraph: MarkdownNode) -> Bool {
        guard case .success(let notes) = InlineCardParser().notes(in: source(of: paragraph)), notes.count == 1,
              case .cloze = notes[0].kind else { return false }
        return true
    }

    /// Builds the notes of a card paragraph, with the block holding its answer (`holdsAnswer`).
    func build(_ paragraph: MarkdownNode, answer: MarkdownNode? = nil) -> Outcome {
        var outcome = Outcome()
        let line = paragraph.startLine, column = max(paragraph.startColumn, 1)
        var text = source(of: paragraph)
        var extra: String?
        if let answer, answer.endLine <= lines.count {
            let below = lines[paragraph.endLine..<answer.endLine].joined(separator: "\n")
            if answer.isBlockQuote && isCloze(paragraph) { extra = below } else { text += "\n" + below }
        }
        switch InlineCardParser().notes(in: text) {
        case .failure(let failure):
            outcome.diagnostics.append(diagnostic(for: failure, line: line, column: column))
        case .success(let notes):
            for note in notes {
                let location = SourceLocation(file: file, line: line + note.lineOffset, column: column)
                outcome.notes.append(build(note.kind, extra: extra, at: location, into: &outcome).scheduled(note.schedules))
            }
        }
        return outcome
    }

    /// Notes found by another reader (an Obsidian SR note), each at its own 0-based line.
    func build(_ notes: [InlineNote]) -> Outcome {
        var outcome = Outcome()
        for note in notes {
            let location = SourceLocation(file: file, line: note.lineOffset + 1, column: 1)
            outcome.notes.append(build(note.kind, at: location, into: &outcome).scheduled(note.schedules))
        }
        var reported: Set<String> = []
        outcome.diagnostics = outcome.diagnostics.filter { reported.insert($0.description).inserted }
        return outcome
    }

    /// `extra` is a cloze's quote, as written (`> …`): every answer shows it, and the note keeps
    /// what it quotes.
    private func build(_ kind: InlineNote.Kind, extra: String? = nil, at location: SourceLocation, into outcome: inout Outcome) -> Note {
        switch kind {
        case .basic(let question, let answer):
            let front = resolve(question, at: location, into: &outcome)
            return .basic(front: front.text, back: resolve(answer, at: location, into: &outcome).text, location: location,
                          frontAsWritten: front.asWritten)
        case .reversed(let question, let answer):
            let front = resolve(question, at: location, into: &outcome), back = resolve(answer, at: location, into: &outcome)
            return .reversed(front: front.text, back: back.text, location: location, frontAsWritten: front.asWritten, backAsWritten: back.asWritten)
        case .cloze(let text, let clozeCards):
            // Only a paragraph whose source may hold a wiki link is walked for one; a question's
            // blanks are marked where they touch the author's brackets (`ClozeParser.blankSide`)
            // until then.
            let mayHoldWikiLinks = DeckReader.mayHoldWikiLinks(text)
            let cards = clozeCards.map { card in
                let question = resolve(card.question, at: location, into: &outcome, mayHoldWikiLinks: mayHoldWikiLinks, markedBlanks: true)
                let answer = extra.map { card.answer + "\n\n" + $0 } ?? card.answer
                return FlashCard(question: question.text,
                                 answer: resolve(answer, at: location, into: &outcome, mayHoldWikiLinks: mayHoldWikiLinks).text,
                                 location: location, questionAsWritten: question.asWritten)
            }
            let quoted = extra.map { resolve(InlineCardBuilder.unquoted($0), at: location, into: &outcome).text } ?? .empty
            return .cloze(text: resolve(text, at: location, into: &outcome).text, extra: quoted, cards: cards, location: location)
        }
    }

    /// A quote's text without its markers: each line's `>` (after up to three spaces) and the
    /// space after it.
    static func unquoted(_ quote: String) -> String {
        quote.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = line.prefix { $0 == " " }
            guard indent.count <= 3, line.dropFirst(indent.count).first == ">" else { return String(line) }
            let rest = line.dropFirst(indent.count + 1)
            return String(rest.first == " " ? rest.dropFirst() : rest)
        }.joined(separator: "\n")
    }

    /// Resolves the links of one side of a card. In the site's own decks a broken link is not
    /// reported here: the deck's own `LinkResolver` pass has already reported it, at its exact
    /// line and column, and a `[[wiki link]]` shows its text, as in a heading card, with the side
    /// as written when that differs (`DeckReader.richTextShowingWikiLinks`). In an Obsidian note
    /// (`readsObsidianNote`) a broken link is a warning at the card, and the note's reader
    /// (`OSRQuestion`) has shown its wiki links already.
    private func resolve(
        _ written: String, at location: SourceLocation, into outcome: inout Outcome, mayHoldWikiLinks: Bool? = nil, markedBlanks: Bool = false
    ) -> (text: RichText, asWritten: String?) {
        let showsWikiLinks = !readsObsidianNote && (mayHoldWikiLinks ?? DeckReader.mayHoldWikiLinks(written))
        // The marks beside a cloze question's blanks matter only to the wiki-link walk.
        let markdown = markedBlanks && !showsWikiLinks ? ClozeParser.unmarked(written) : written
        let document = MarkdownDocument(markdown)
        if readsObsidianNote { document.makeSoftBreaksHard() }
        var resolver = LinkResolver(tree: tree, file: file, contentPath: contentPath)
        resolver.resolvesLikeObsidian = readsObsidianNote
        let links = resolver.resolve(document)
        outcome.media.formUnion(links.media)
        if readsObsidianNote {
            outcome.diagnostics += links.diagnostics.map { .warning(at: location, $0.message + "; the link is left as it is") }
        }
        return withExtendedLifetime(document) {
            guard showsWikiLinks else { return (document.makeRichText(document.root.children), nil) }
            return DeckReader.richTextShowingWikiLinks(document.root.children, of: document, markedBlanks: markedBlanks)
        }
    }

    /// The error for a card paragraph (or an Obsidian card) that makes no note, at its line and column.
    func diagnostic(for failure: InlineCardParser.Failure, line: Int, column: Int) -> Diagnostic {
        switch failure {
        case .lineWithoutSeparator(let offset):
            .error(at: SourceLocation(file: file, line: line + offset, column: column),
                   "line has no '::' but the lines around it are '::' cards; put a blank line before it or write it as a card")
        case .emptySide(let offset):
            .error(at: SourceLocation(file: file, line: line + offset, column: column), "card has an empty question or answer")
        case .unclosedCloze(let offset, let at):
            // `at` counts from the start of the source line (see `source(of:)`).
            .error(at: SourceLocation(file: file, line: line + offset, column: 1 + at),
                   "cloze '==' is not closed; end it with '==' (or write '\\==' for two equals signs)")
        case .tooManyClozeCards(let cards, let characters):
            .error(at: SourceLocation(file: file, line: line, column: column),
                   "cloze paragraph would make \(cards) cards of \(characters) characters each; each card repeats the paragraph, "
                   + "and one paragraph's cards may hold \(ClozeParser.mostCardCharacters) characters in all: split it into shorter paragraphs")
        }
    }
}
