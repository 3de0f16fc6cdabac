import CCmark
import Domain
import Foundation

/// Reads one deck file: front matter, title, introduction and notes (with their cards).
/// Each level-2 heading starts a card and its text is the question; the blocks after it, up to
/// the next level-2 heading, are the answer. A thematic break inside a card moves the blocks
/// before it into the question.
struct DeckReader {
    let tree: any ContentTree
    /// How notes tagged `#flashcards` are read (Obsidian Spaced Repetition's syntax).
    var osrSettings = OSRSettings()
    /// How a large deck is cut for reading on several cores (`EntryParts`); tests cut small ones.
    var parts = EntryParts.standardCutting
    /// The parts read in the last build, reused when they did not change (`site serve`).
    var partCache: PartCache?

    /// A note of an Obsidian note file, for the deck it is filed in (`MarkdownDeckStore` gathers
    /// each deck's notes from every file).
    struct FiledNote {
        /// The deck's tag path: `["flashcards", "bio"]` for `#flashcards/bio`.
        let deck: [String]
        let note: Note
        /// Whether the file the note comes from has TeX math.
        let hasMath: Bool
    }

    struct Outcome {
        /// The file's own deck (a file in the site's syntax), or nil.
        var deck: Deck?
        /// An Obsidian note's notes, each for every deck it is filed in.
        var filedNotes: [FiledNote] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    static let frontMatterKeys = ["title", "description", "tags"]

    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the path shown in diagnostics.
    ///   - contentPath: the path below the content root, such as `decks/quiz.md`.
    func read(_ text: String, file: String, contentPath: String) -> Outcome {
        var outcome = Outcome()
        // A note the plugin never reads (an Excalidraw drawing, a folder the vault excludes) is
        // not a deck either.
        guard !osrSettings.ignoresNote(at: contentPath) else { return outcome }
        let (split, splitError) = SourceText.split(text, file: file)
        // A front matter that is not closed is an error in the site's own decks; the plugin (and
        // Obsidian) read such a note as having none, so a note that may be the plugin's is read so.
        let mayBePlugins = { osrSettings.readsVault || osrSettings.convertFoldersToDecks
            || OSRNote.isFlashcardNote(frontMatterTags: [], body: text, settings: osrSettings) }
        guard let source = split ?? (mayBePlugins() ? SourceText.withoutFrontMatter(text, file: file) : nil) else {
            outcome.diagnostics += [splitError].compactMap { $0 }
            return outcome
        }
        let sourceBody = source.body   // made once: a body after front matter is a copy (`SourceText.body`)
        var frontMatter = FrontMatter(yaml: source.frontMatter, file: file)
        let title = frontMatter.string("title")
        let description = frontMatter.string("description")
        let tags = frontMatter.strings("tags")
        frontMatter.ignoreUnknownKeys(warningAboutTyposOf: DeckReader.frontMatterKeys)
        // In folder mode every note in a folder of the vault is the plugin's, tagged or not; one
        // at the vault's root is not read by the plugin.
        let folderDeck = osrSettings.folderDeck(of: contentPath)
        let isPluginNote = osrSettings.convertFoldersToDecks
            ? folderDeck != nil
            : OSRNote.isFlashcardNote(frontMatterTags: tags, body: sourceBody, settings: osrSettings)
        // In a vault, a note the plugin does not read is one of its other notes, not a deck.
        guard isPluginNote || !osrSettings.readsVault else { return Outcome() }
        // Obsidian reads a note whose front matter is not valid YAML without it (no properties,
        // no tags from it), so for the plugin's notes that is a warning, not a failed build.
        outcome.diagnostics += !isPluginNote ? frontMatter.diagnostics : frontMatter.diagnostics.map { problem in
            problem.severity == .error
                ? .warning(at: problem.location, problem.message + "; as Obsidian does, the note is read without its front matter")
                : problem
        }
        if isPluginNote {
            // The vault's settings ignore the flashcards of notes with some tags: no deck.
            guard !osrSettings.ignoresFlashcards(taggedWith: OSRNote.tags(frontMatterTags: tags, body: sourceBody)) else {
                return Outcome()
            }
            // A note's cards are read again only when its text, or a note it embeds, changed.
            let read = {
                readNote(sourceBody, tags: tags, folderDeck: folderDeck, file: file, contentPath: contentPath, recordingEmbeds: partCache != nil)
            }
            let note = partCache.map { cache in
                cache.part(
                    by: NoteRead.self, of: file, context: [AnyHashable(contentPath), AnyHashable(osrSettings)], text: PartText(text),
                    read: read, holds: { $0.embeds.allSatisfy { $0.isUnchanged(in: tree) } }
                )
            } ?? read()
            outcome.media = note.media
            outcome.diagnostics += note.diagnostics
            outcome.filedNotes = note.filedNotes
            return outcome
        }

        let (body, hasMath) = MathText.protected(SchedulingComments.removed(from: sourceBody))
        let inline = InlineCardBuilder(tree: tree, file: file, contentPath: contentPath, lines: SourceText.lines(of: body))
        // A large deck is cut at its cards' headings and its parts read on every core: each
        // section of a deck is read on its own, so the outcome is the same as reading it whole.
        let parts = EntryParts.split(body, into: self.parts.count, minimumBytes: self.parts.minimumBytes)
        let reads = ConcurrentMap.map(parts.count) { index in
            let read = { readPart(parts[index], inline: inline, file: file, contentPath: contentPath) }
            guard let partCache else { return read() }
            return partCache.part(
                by: DeckReader.self, of: file, context: [AnyHashable(contentPath), AnyHashable(osrSettings), AnyHashable(parts[index].firstLine)], text: PartText(parts[index]), read: read
            )
        }
        let first = reads[0]
        let deckTitle = title?.nonEmpty ?? first.title?.nonEmpty ?? DeckPath.name(contentPath)
        for read in reads { outcome.media.formUnion(read.media) }
        for read in reads { outcome.media.formUnion(read.cardMedia) }
        outcome.diagnostics += reads.flatMap(\.linkDiagnostics) + reads.flatMap(\.layoutDiagnostics) + reads.flatMap(\.cardDiagnostics)
        // A note imported from Anki carries its origin in a comment after it (`AnkiOrigin`).
        return finish(outcome, notes: AnkiOrigin.attached(to: reads.flatMap(\.notes), in: text), wroteCards: reads.contains(where: \.wroteCards), contentPath: contentPath,
                      title: deckTitle, summary: description ?? first.summary ?? "",
                      introduction: first.introduction, tags: tags, hasMath: hasMath, file: file)
    }

    /// Each `[[wiki link]]` in the text of `blocks` (a deck's title and introduction, a card's
    /// question and answer) as the text Obsidian shows for it, as in a card written in the
    /// plugin's syntax (`OSRQuestion.wikiLinksAsText`): `[[Cell|the cell]]` reads "the cell".
    /// Code, math and embeds (`![[…]]`) stay as written. The blocks' text nodes are changed, not
    /// the source; true when one was.
    @discardableResult
    static func showWikiLinksAsText(in blocks: [MarkdownNode]) -> Bool {
        var changed = false
        for block in blocks {
            block.forEachDescendant { node in
                guard node.type == CMARK_NODE_TEXT, let text = node.literal, ByteSearch.contains(text, "[[") else { return }
                let shown = MathText.outsideMath(text) { OSRQuestion.wikiLinksAsText($0, keepingEmbeds: true) }
                if shown != text {
                    node.setLiteral(shown)
                    changed = true
                }
            }
        }
        return changed
    }

    /// Whether Markdown `text` may hold a wiki link: `[[`, or an escaped or referenced bracket,
    /// which cmark's text joins into one. Without, its trees need not be walked for one.
    static func mayHoldWikiLinks(_ text: String) -> Bool {
        ["[[", "\\[", "&#", "&lbrack", "&lsqb"].contains { ByteSearch.contains(text, $0) }
    }

    /// `blocks` of `document` as rich text with their wiki links shown as text
    /// (`showWikiLinksAsText`), and their Markdown as written when that differs: a card's
    /// identity stays its question as written (`FlashCard.questionAsWritten`), so a card studied
    /// before its links were shown keeps its progress.
    /// A cloze question's blanks are marked where they touch the author's brackets
    /// (`ClozeParser.blankSide`) until its wiki links are shown (`markedBlanks`): the marks then
    /// go, from the text and the side as written.
    static func richTextShowingWikiLinks(
        _ blocks: [MarkdownNode], of document: MarkdownDocument, markedBlanks: Bool = false
    ) -> (text: RichText, asWritten: String?) {
        guard holdWikiLinks(blocks) else {
            if markedBlanks { unmarkBlanks(in: blocks) }
            return (document.makeRichText(blocks), nil)
        }
        var asWritten = document.commonMark(of: blocks)
        showWikiLinksAsText(in: blocks)
        if markedBlanks {
            unmarkBlanks(in: blocks)
            asWritten = ClozeParser.unmarked(asWritten)
        }
        let text = document.makeRichText(blocks)
        return (text, text.markdown == asWritten ? nil : asWritten)
    }

    /// Takes `ClozeParser.blankSide` out of every text, link and link title of `blocks` (a blank
    /// may stand in a title: `[a](u "the ==capital==")`).
    private static func unmarkBlanks(in blocks: [MarkdownNode]) {
        for block in blocks {
            block.forEachDescendant { node in
                if let literal = node.literal, DeckMarks.mayAppear(in: literal) { node.setLiteral(ClozeParser.unmarked(literal)) }
                guard node.type == CMARK_NODE_LINK || node.type == CMARK_NODE_IMAGE else { return }
                if let url = node.url, DeckMarks.mayAppear(in: url) { node.url = ClozeParser.unmarked(url) }
                if let title = node.title, DeckMarks.mayAppear(in: title) { node.title = ClozeParser.unmarked(title) }
            }
        }
    }

    /// Whether a text of `blocks` holds `[[`, which may start a wiki link (in code it does not).
    static func holdWikiLinks(_ blocks: [MarkdownNode]) -> Bool {
        var holds = false
        for block in blocks where !holds {
            block.forEachDescendant { node in
                if !holds, node.type == CMARK_NODE_TEXT, let text = node.literal, ByteSearch.contains(text, "[[") { holds = true }
            }
        }
        return holds
    }

    /// What an Obsidian note's cards give, and the notes read for its embeds (`EmbedReads`).
    struct NoteRead: Sendable {
        var filedNotes: [FiledNote] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var embeds: [EmbeddedText] = []
    }

    /// The cards of the Obsidian note whose body (front matter left out) is `body`, with the
    /// notes its embeds read if `recordingEmbeds` (a reading that will be kept).
    private func readNote(_ body: String, tags: [String], folderDeck: [String]?, file: String, contentPath: String, recordingEmbeds: Bool) -> NoteRead {
        var read = NoteRead()
        let inline = InlineCardBuilder(tree: tree, file: file, contentPath: contentPath, lines: [], readsObsidianNote: true)
        let embedReads = recordingEmbeds ? EmbedReads() : nil
        let embeds = NoteEmbeds(tree: tree, folder: ContentPath.directory(of: contentPath), reads: embedReads)
        let (found, failures) = OSRNote.notes(in: body, frontMatterTags: tags, folderDeck: folderDeck, settings: osrSettings, embeds: embeds)
        let built = inline.build(found)
        read.media = built.media
        read.diagnostics = built.diagnostics + DeckReader.repeatedQuestions(in: built.notes.flatMap(\.cards))
            + failures.map { inline.diagnostic(for: $0.failure, line: $0.line + 1, column: 1) }
        // Math in an embedded note counts too: the deck's page then loads KaTeX.
        let hasMath = MathText.protected(body).hasMath
            || found.contains { $0.kind.texts.contains(where: MathText.hasMarks) }
        // As in the plugin, the note's cards go to the decks its tags (or its folder) name, not to a deck of the file.
        read.filedNotes = zip(found, built.notes).flatMap { found, note in
            found.decks.map { FiledNote(deck: $0, note: note, hasMath: hasMath) }
        }
        read.embeds = embedReads?.embedded ?? []
        return read
    }

    /// What one part of a deck's body gives: the title, introduction and summary come only from
    /// the first (a later part starts at a card's heading).
    struct PartRead: Sendable {
        var title: String?
        var introduction = RichText.empty
        var summary: String?
        var notes: [Note] = []
        var wroteCards = false
        var media: Set<String> = []
        var cardMedia: Set<String> = []
        var linkDiagnostics: [Diagnostic] = []
        var layoutDiagnostics: [Diagnostic] = []
        var cardDiagnostics: [Diagnostic] = []
    }

    private func readPart(_ part: EntryParts.Part, inline: InlineCardBuilder, file: String, contentPath: String) -> PartRead {
        var read = PartRead()
        let document = MarkdownDocument(part.text, firstLine: part.firstLine)
        defer { withExtendedLifetime(document) {} }
        let links = LinkResolver(tree: tree, file: file, contentPath: contentPath).resolve(document)
        read.media = links.media
        read.linkDiagnostics = links.diagnostics

        let layout = DeckLayout(document.root.children, isInlineCard: inline.usesCardSyntax, holdsAnswer: inline.holdsAnswer)
        // A part without a wiki link has none to show: its cards' trees are not walked for one.
        let mayHoldWikiLinks = Self.mayHoldWikiLinks(part.text)
        if mayHoldWikiLinks { Self.showWikiLinksAsText(in: [layout.title].compactMap { $0 } + layout.introduction) }
        read.title = layout.title?.plainText
        read.introduction = document.makeRichText(layout.introduction)
        read.summary = layout.introduction.first(where: \.isParagraph)?.plainText
        read.wroteCards = !layout.isEmpty
        read.layoutDiagnostics = layout.problems.map { diagnostic(for: $0, file: file) }
        for entry in layout.entries {
            switch entry {
            case .heading(let part):
                switch CardBuilder(document: document, file: file, mayHoldWikiLinks: mayHoldWikiLinks).build(part) {
                case .success(let note): read.notes.append(note)
                case .failure(let diagnostic): read.cardDiagnostics.append(diagnostic)
                }
            case .inline(let paragraph, let answer):
                let built = inline.build(paragraph, answer: answer)
                read.notes += built.notes
                read.cardMedia.formUnion(built.media)
                read.cardDiagnostics += built.diagnostics
            }
        }
        return read
    }

    /// The deck, with the warnings every deck file gets: no cards written (`wroteCards`, as
    /// opposed to cards with errors), repeated questions.
    private func finish(
        _ outcome: Outcome, notes: [Note], wroteCards: Bool, contentPath: String, title: String, summary: String,
        introduction: RichText, tags: [String], hasMath: Bool, file: String
    ) -> Outcome {
        var outcome = outcome
        let location = SourceLocation(file: file, line: 1, column: 1)
        if !wroteCards {
            outcome.diagnostics.append(.warning(at: location, "deck \"\(title)\" has no cards; start each card with a '## question' heading or write 'question::answer'"))
        }
        let deck = Deck(
            id: Deck.ID(DeckPath.slug(contentPath)), title: title, summary: summary, introduction: introduction, tags: tags, notes: notes,
            location: location, folders: DeckPath.folders(contentPath), containsMath: hasMath,
            formerID: DeckPath.formerSlug(contentPath).map(Deck.ID.init)
        )
        outcome.diagnostics += DeckReader.repeatedQuestions(in: deck.cards, identities: deck.cardIdentities)
        outcome.deck = deck
        return outcome
    }
}

extension DeckReader {
    /// A warning for each card whose question an earlier card of the deck already asks: the two
    /// keep their own progress, told apart only by their order (`CardIdentity`), so reordering
    /// them swaps their histories and the learner sees the same question twice. Also for a card
    /// that shows the same question as an earlier one though it is written otherwise (`[[Cell]]`
    /// and `Cell`: a wiki link shows its text): the learner cannot tell the two apart. `identities`
    /// are the cards' identities when the deck already has them.
    static func repeatedQuestions(in cards: [FlashCard], identities: [String]? = nil) -> [Diagnostic] {
        let identities = identities ?? CardIdentity.identities(of: cards)
        let bases = identities.map { identity in identity.utf8.firstIndex(of: UInt8(ascii: "-")).map { identity[..<$0] } ?? identity[...] }
        func shown(_ card: FlashCard) -> String { String(card.question.markdown.trimmingCharacters(in: .whitespacesAndNewlines).prefix(60)) }
        // Each question's first line, by its identity (without the `-2` of a repeat).
        var firstLine: [Substring: Int] = [:]
        firstLine.reserveCapacity(cards.count)
        var warnings: [Diagnostic] = []
        for (card, base) in zip(cards, bases) {
            guard let earlierLine = firstLine[base] else {
                firstLine[base] = card.location.line
                continue
            }
            warnings.append(.warning(
                at: card.location,
                "card asks the same question as the card on line \(earlierLine) (\"\(shown(card))\"); "
                    + "each keeps its own progress by its order, so reword one or merge them"
            ))
        }
        // Questions written otherwise that show the same: only where a question is shown otherwise
        // than written. Each question shown, its first line and every identity seen showing it: a
        // card whose identity is already among them was warned about above, if at all.
        guard cards.contains(where: { $0.questionAsWritten != nil }) else { return warnings }
        var firstShown: [String: (line: Int, bases: Set<Substring>)] = [:]
        for (card, base) in zip(cards, bases) {
            guard let earlier = firstShown[card.question.markdown] else {
                firstShown[card.question.markdown] = (card.location.line, [base])
                continue
            }
            guard firstShown[card.question.markdown]?.bases.insert(base).inserted == true else { continue }
            warnings.append(.warning(
                at: card.location,
                "card shows the same question as the card on line \(earlier.line) (\"\(shown(card))\") once its wiki links "
                    + "show their text; reword one or merge them"
            ))
        }
        return warnings
    }

    private static let literalAdvice = "if '::' or '==' belongs to the text, write it in code (`std::cout`) or escape it (std\\:\\:cout)"

    func diagnostic(for problem: DeckLayout.Problem, file: String) -> Diagnostic {
        switch problem {
        case .questionOverInlineCards(let heading, let card):
            .warning(
                at: SourceLocation(file: file, line: card.startLine, column: max(card.startColumn, 1)),
                "\"\(heading.plainText)\" is read as the title of inline cards, not as a question, because this line "
                    + "uses card syntax; " + DeckReader.literalAdvice
            )
        }
    }
}
