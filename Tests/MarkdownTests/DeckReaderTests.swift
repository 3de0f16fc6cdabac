import Testing
@testable import Markdown
@testable import Domain
import Scenes

@Suite("DeckReader: title, description, tags")
struct DeckReaderMetadataTests {
    struct TitleCase: CustomTestStringConvertible, Sendable {
        let name: String
        let contentPath: String
        let text: String
        let title: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        TitleCase(
            name: "front matter wins over the H1",
            contentPath: "decks/capitals.md",
            text: "---\ntitle: World capitals\n---\n# Ignored heading\n\n## Q\n\nA\n",
            title: "World capitals"
        ),
        TitleCase(
            name: "front matter keys are case-insensitive",
            contentPath: "decks/capitals.md",
            text: "---\nTitle: Shouted key\n---\n## Q\n\nA\n",
            title: "Shouted key"
        ),
        TitleCase(
            name: "first H1 as plain text",
            contentPath: "decks/capitals.md",
            text: "# The *capitals* of `Europe`\n\n## Q\n\nA\n",
            title: "The capitals of Europe"
        ),
        TitleCase(
            name: "file name without .md, not the slug",
            contentPath: "decks/Capitals of Europe.md",
            text: "## Q\n\nA\n",
            title: "Capitals of Europe"
        ),
        TitleCase(
            name: "an H1 that is not the first block is not the title",
            contentPath: "decks/capitals.md",
            text: "---\ndescription: D\n---\nSome intro.\n\n# Late heading\n\n## Q\n\nA\n",
            title: "capitals"
        ),
        TitleCase(
            name: "an empty H1 falls back to the file name",
            contentPath: "decks/capitals.md",
            text: "#\n\n## Q\n\nA\n",
            title: "capitals"
        ),
    ])
    func titleComesFromFrontMatterThenFirstH1ThenFileName(_ example: TitleCase) {
        let outcome = readDeck(example.text, contentPath: example.contentPath)
        #expect(outcome.deck?.title == example.title)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func deckIdIsTheSlugOfTheFileName() {
        let outcome = readDeck("## Q\n\nA\n", contentPath: "decks/Émile Zola.md")
        #expect(outcome.deck?.id == Deck.ID("emile-zola"))
    }

    @Test func deckLocationIsTheStartOfTheFile() {
        let outcome = readDeck("\n\n## Q\n\nA\n")
        #expect(outcome.deck?.location == Domain.SourceLocation(file: "Content/decks/capitals.md", line: 1, column: 1))
    }

    @Test func introductionKeepsEveryParagraphBetweenTitleAndFirstCard() throws {
        let text = """
        ---
        description: Where governments sit.
        ---
        # Capitals

        First **intro** paragraph.

        Second paragraph.

        ## Capital of France?

        Paris
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.summary == "Where governments sit.")
        #expect(deck.introduction.markdown == "First **intro** paragraph.\n\nSecond paragraph.\n")
        #expect(html(deck.introduction) == "<p>First <strong>intro</strong> paragraph.</p>\n<p>Second paragraph.</p>\n")
        #expect(deck.cards.count == 1)
    }

    /// An Obsidian note's wiki links read as Obsidian shows them in a deck's title, introduction
    /// and summary, and in its cards; code and embeds stay as written.
    @Test func wikiLinksInTheTitleAndIntroduction_showTheirText() throws {
        let text = """
        # Notes on [[Cell|cells]]

        See [[Cell|the cell note]], [[Mitosis]] and [[Membrane#Transport]], or [[#Pores]]; `[[code]]` and ![[cell.png]] stay.

        ## What is a cell?

        The unit of life, see [[Cell]].
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.title == "Notes on cells")
        #expect(deck.summary == "See the cell note, Mitosis and Membrane, or Pores; [[code]] and ![[cell.png]] stay.")
        #expect(html(deck.introduction) == "<p>See the cell note, Mitosis and Membrane, or Pores; <code>[[code]]</code> and ![[cell.png]] stay.</p>\n")
        #expect(deck.cards.first?.answer.markdown == "The unit of life, see Cell.\n")
    }

    /// A heading card shows its wiki links as Obsidian does, in its question and its answer,
    /// while its identity (under which a learner's progress is kept) is still made from the
    /// question as written: a card studied when its links showed as written keeps its progress.
    @Test func wikiLinksInAHeadingCard_showTheirText_andTheCardKeepsItsIdentity() throws {
        let text = """
        # Links

        ## What does [[Cell|the cell note]] say about [[Mitosis#Phases]]?

        See [[#Pores]], `[[code]]` and ![[cell.png]].

        ## A question without links

        An answer with [[Membrane]].
        """
        let deck = try #require(readDeck(text).deck)
        let linked = try #require(deck.cards.first)
        #expect(html(linked.question) == "<p>What does the cell note say about Mitosis?</p>\n")
        #expect(html(linked.answer) == "<p>See Pores, <code>[[code]]</code> and ![[cell.png]].</p>\n")
        // The question as the build before wiki links were shown wrote it: its identity's text.
        let asWritten = ##"What does \[\[Cell|the cell note\]\] say about \[\[Mitosis\#Phases\]\]?"## + "\n"
        #expect(linked.questionAsWritten == asWritten)
        func identity(ofQuestion markdown: String) -> String? {
            CardIdentity.identities(of: [FlashCard(question: RichText(markdown: markdown), answer: .empty, location: linked.location)]).first
        }
        #expect(deck.cardIdentities.first == identity(ofQuestion: asWritten))
        #expect(deck.cardIdentities.first != identity(ofQuestion: linked.question.markdown))
        // A question shown as written has nothing else to keep, even when its answer's links show their text.
        let plain = try #require(deck.cards.last)
        #expect(plain.questionAsWritten == nil)
        #expect(plain.answer.markdown == "An answer with Membrane.\n")
    }

    /// Inline cards of a site's deck show wiki links as heading cards do, and keep the identity
    /// their questions had when the links showed as written: each card of a basic, a reversed and
    /// a cloze note, and of a `?` card.
    @Test func wikiLinksInInlineCards_showTheirText_andEveryCardKeepsItsIdentity() throws {
        let text = """
        # Links

        Capital of [[France]]::[[Paris|The city of light]]

        [[Cell]]:::The unit of life

        The capital of [[Italy]] is ==Rome==.

        What does [[Mitosis#Phases]] make?
        ?
        Two cells, see [[Cell]]

        Plain::Answer with [[Membrane]]
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.cards.map(\.question.markdown) == [
            "Capital of France\n", "Cell\n", "The unit of life\n", "The capital of Italy is \\[…\\].\n", "What does Mitosis make?\n", "Plain\n",
        ])
        let answers = deck.cards.map(\.answer.markdown)
        #expect(answers.count == 6 && answers[3].hasPrefix("The capital of Italy is ") && !answers[3].contains("[["))
        #expect(answers.enumerated().filter { $0.offset != 3 }.map(\.element) == [
            "The city of light\n", "The unit of life\n", "Cell\n", "Two cells, see Cell\n", "Answer with Membrane\n",
        ])
        // The questions as the build before wiki links were shown in inline cards wrote them.
        let asWritten = [
            #"Capital of \[\[France\]\]"#, #"\[\[Cell\]\]"#, nil, #"The capital of \[\[Italy\]\] is \[…\]."#,
            ##"What does \[\[Mitosis\#Phases\]\] make?"##, nil,
        ].map { $0.map { $0 + "\n" } }
        #expect(deck.cards.map(\.questionAsWritten) == asWritten)
        let identities = CardIdentity.identities(of: zip(deck.cards, asWritten).map { card, written in
            FlashCard(question: RichText(markdown: written ?? card.question.markdown), answer: .empty, location: card.location)
        })
        #expect(deck.cardIdentities == identities)
        // What the program before this change gave for this deck (42d0d62, its `data-card-id`s).
        #expect(deck.cardIdentities == [
            "b61d8935fbfd624f", "c26ca27c987d1e9d", "e347d945db87acf7", "db84738b499d51e0", "3a193a330f00630e", "139200afa0695967",
        ])
    }

    /// A cloze deletion inside the author's own brackets makes a blank that reads `[[…]]` in
    /// cmark's text: it shows as written, as it did before inline cards showed wiki links.
    @Test func aClozeDeletionInsideBrackets_isNoWikiLink() throws {
        let deck = try #require(readDeck("# Arrays\n\nThe first index is xs[==0==] and xs[{{c2::1::one}}] the second.\n").deck)
        // As the program before inline cards showed wiki links wrote them (42d0d62, the same identities).
        #expect(deck.cards.map(\.question.markdown) == [
            #"The first index is xs\[0\] and xs\[\[one\]\] the second."# + "\n", #"The first index is xs\[\[…\]\] and xs\[1\] the second."# + "\n",
        ])
        #expect(deck.cards.allSatisfy { $0.questionAsWritten == nil })
        #expect(deck.cardIdentities == ["bc2db855df985342", "36fc2e6c037bfe39"])
    }

    /// The same blank, in a paragraph that holds a wiki link of its own: the link shows its text,
    /// the blank stays a blank inside the author's brackets (it showed as `xs…`, taken for a link).
    @Test func aClozeDeletionInsideBrackets_isNoWikiLink_besideARealOne() throws {
        let deck = try #require(readDeck(
            "# Arrays\n\nThe first index is xs[==0==] and ys[{{c2::1::one}}], see [[Lists]] and [[Lists|the list note]].\n",
            files: ["decks/Lists.md"]
        ).deck)
        // c2 first: `==…==` deletions take the numbers after the highest Anki number.
        #expect(deck.cards.map(\.question.markdown) == [
            #"The first index is xs\[0\] and ys\[\[one\]\], see Lists and the list note."# + "\n",
            #"The first index is xs\[\[…\]\] and ys\[1\], see Lists and the list note."# + "\n",
        ])
        // Each card keeps its question as written for its identity, the links as they are.
        #expect(deck.cards.map(\.questionAsWritten) == [
            #"The first index is xs\[0\] and ys\[\[one\]\], see \[\[Lists\]\] and \[\[Lists|the list note\]\]."# + "\n",
            #"The first index is xs\[\[…\]\] and ys\[1\], see \[\[Lists\]\] and \[\[Lists|the list note\]\]."# + "\n",
        ])
        #expect(html(deck.cards[1].question).contains("xs[[…]] and ys[1], see Lists and the list note."))
        #expect(!deck.cards.contains { ($0.question.markdown + ($0.questionAsWritten ?? "")).unicodeScalars.contains(Unicode.Scalar(0xFDDA)!) })
    }

    /// A deletion inside a wiki link's brackets (no link Obsidian would follow) shows its blank
    /// where the deletion was, and no mark of the blank is left.
    @Test func aBlankInsideAWikiLink_leavesNoMark() throws {
        let deck = try #require(readDeck("# Places\n\nThe capital is [[==Paris==]], see [[Lists]].\n", files: ["decks/Lists.md"]).deck)
        #expect(deck.cards.count == 1)
        let card = try #require(deck.cards.first)
        let shown = card.question.markdown + CmarkRenderer().html(card.question, rootPath: "") + (card.questionAsWritten ?? "")
        #expect(!shown.unicodeScalars.contains(Unicode.Scalar(0xFDDA)!), "\(shown)")
        #expect(card.question.markdown == #"The capital is \[\[\[…\]\]\], see Lists."# + "\n")
    }

    /// Emphasis beside a blank, and a blank in a link's title, in a paragraph with a wiki link:
    /// the emphasis is read as without the link (the blank is marked only beside a bracket), and
    /// the title keeps no mark.
    @Test func emphasisBesideABlank_andABlankInATitle_readAsWritten() throws {
        let deck = try #require(readDeck(
            "# Notes\n\n**Note:**==x== and *y*==z==, see [a](https://example.org \"the ==capital==\") and [[Lists]].\n",
            files: ["decks/Lists.md"]
        ).deck)
        #expect(deck.cards.count == 3)
        let first = try #require(deck.cards.first)
        #expect(first.questionAsWritten == #"**Note:**\[…\] and *y*z, see [a](https://example.org "the capital") and \[\[Lists\]\]."# + "\n")
        #expect(html(first.question).contains("<strong>Note:</strong>[…] and <em>y</em>z"))
        let third = try #require(deck.cards.last)
        #expect(html(third.question).contains(#"title="the […]""#), "\(html(third.question))")
        for card in deck.cards {
            let shown = card.question.markdown + CmarkRenderer().html(card.question, rootPath: "") + (card.questionAsWritten ?? "")
            #expect(!shown.unicodeScalars.contains(Unicode.Scalar(0xFDDA)!), "\(shown)")
        }
    }

    /// `[[P]]` inside math is TeX (Iverson brackets), not a wiki link, in a card and a title alike;
    /// outside it, on the same line, it is a link.
    @Test func wikiLinkSyntaxInsideMath_staysAsWritten() throws {
        let deck = try #require(readDeck("# Sums $[[n > 0]]$ and [[Sums]]\n\nWhat is $\\sum [[P(k)]]$ for [[Cell]]?::$[[x]]$\n\n## Q $[[y]]$\n\nA\n").deck)
        #expect(MathText.plain(deck.title) == "Sums $[[n > 0]]$ and Sums")
        // As Markdown, math's punctuation is escaped (`MathText.protected`).
        #expect(deck.cards.map { MathText.plain($0.question.markdown) } == [#"What is $\\sum \[\[P(k)\]\]$ for Cell?"# + "\n", #"Q $\[\[y\]\]$"# + "\n"])
        #expect(MathText.plain(deck.cards[0].answer.markdown) == #"$\[\[x\]\]$"# + "\n")
    }

    /// An HTML comment is never shown, so `$$` in one opens no math: it used to run on to the
    /// next `$$` and take the cards between with it.
    @Test func dollarsInsideAComment_openNoMath() throws {
        let deck = try #require(readDeck("# D\n\n## One\n\nA <!-- x$$y -->\n\n<!-- $$ -->\n\n## Two\n\nB $$z$$\n\n## Three\n\nC\n").deck)
        #expect(deck.cards.map { MathText.plain($0.question.markdown) } == ["One\n", "Two\n", "Three\n"])
        #expect(MathText.hasMarks(deck.cards[1].answer.markdown))
        #expect(!MathText.hasMarks(deck.cards[0].answer.markdown))
    }

    /// An Obsidian Spaced Repetition note's cards show their wiki links as the plugin does, and
    /// their identity is the question shown: its reader has no earlier reading to keep.
    @Test func wikiLinksInAnObsidianNote_areItsReadersAndKeepNoOtherReading() throws {
        let card = try #require(readDeck("#flashcards\n\nCapital of [[France]]::Paris\n").notesDeck?.cards.first)
        #expect(card.question.markdown == "Capital of France\n")
        #expect(card.questionAsWritten == nil)
        // Inside math `[[P]]` is TeX, and `#flashcards` no tag.
        let math = try #require(readDeck("#flashcards\n\nIs $[[P]] \\#flashcards$ in [[Cell]]?::Yes\n").notesDeck?.cards.first)
        let shown = MathText.plain(math.question.markdown)
        #expect(shown.contains(#"$\[\[P\]\]"#) && shown.contains("flashcards$") && shown.hasSuffix(" in Cell?\n"), "\(shown)")
    }

    /// `[[Cell]]` shows as `Cell`: two cards written so, whose identities differ, still show the
    /// learner the same question, and the build says so, at the second, whichever comes first.
    @Test(arguments: [("[[Cell]]", "Cell"), ("Cell", "[[Cell|Cell]]")])
    func cardsShowingTheSameQuestionWrittenOtherwise_getAWarning(_ first: String, _ second: String) throws {
        let outcome = readDeck("# Cells\n\n\(first)::A\n\nMiddle::B\n\n\(second)::C\n")
        let deck = try #require(outcome.deck)
        #expect(Set(deck.cardIdentities).count == 3)
        #expect(lines(outcome.diagnostics) == [
            #"Content/decks/capitals.md:7:1: warning: card shows the same question as the card on line 3 ("Cell") once its wiki links show their text; reword one or merge them"#,
        ])
        // A third card written as one of the two is warned about once, as a repeat of that one.
        let third = readDeck("# Cells\n\n\(first)::A\n\n\(second)::B\n\n\(second)::C\n")
        #expect(lines(third.diagnostics).map { $0.prefix(while: { $0 != "(" }) } == [
            "Content/decks/capitals.md:5:1: warning: card shows the same question as the card on line 3 ",
            "Content/decks/capitals.md:7:1: warning: card asks the same question as the card on line 5 ",
        ])
        // The same question written the same way twice keeps its own warning, once.
        let twice = readDeck("# Cells\n\n[[Cell]]::A\n\n[[Cell]]::B\n")
        #expect(lines(twice.diagnostics).count == 1)
        #expect(lines(twice.diagnostics).first?.contains("asks the same question as the card on line 3") == true)
    }

    /// Escaped or referenced brackets join into `[[` in cmark's text, as they did before a part
    /// without `[[` in its source was let off the walk for wiki links: a part is walked when it
    /// holds any of them, so a title reads the same whatever else its part holds.
    @Test(arguments: [#"\[\[Cell\]\]"#, "&#91;&#91;Cell&#93;&#93;", "&lbrack;&lbrack;Cell&rbrack;&rbrack;"])
    func escapedBrackets_readAsTheyDid_withOrWithoutAnotherLinkBeside(_ link: String) throws {
        let alone = try #require(readDeck("# Notes on \(link)\n\n## Q\n\nA\n").deck)
        let beside = try #require(readDeck("# Notes on \(link)\n\n## Q\n\nA, see [[Other]]\n").deck)
        #expect(alone.title == "Notes on Cell")
        #expect(beside.title == "Notes on Cell")
    }

    @Test func deckWithoutIntroductionHasEmptyIntroductionAndSummary() throws {
        let deck = try #require(readDeck("# Capitals\n\n## Q\n\nA\n").deck)
        #expect(deck.introduction.isEmpty)
        #expect(deck.summary == "")
    }

    @Test func summaryFallsBackToTheFirstIntroductionParagraphAsPlainText() throws {
        let text = "# Capitals\n\n> A quote first.\n\nThe *first* paragraph.\n\nThe second.\n\n## Q\n\nA\n"
        let deck = try #require(readDeck(text).deck)
        #expect(deck.summary == "The first paragraph.")
        // Reading the summary must leave the introduction intact.
        #expect(deck.introduction.markdown == "> A quote first.\n\nThe *first* paragraph.\n\nThe second.\n")
    }

    @Test func summaryIsEmptyWhenTheIntroductionHasNoParagraph() throws {
        let deck = try #require(readDeck("# Capitals\n\n- a list\n- only\n\n## Q\n\nA\n").deck)
        #expect(deck.summary == "")
        #expect(deck.introduction.markdown == "  - a list\n  - only\n")
    }

    struct TagsCase: CustomTestStringConvertible, Sendable {
        let name: String
        let frontMatter: String
        let tags: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        TagsCase(name: "flow list", frontMatter: "tags: [geography, europe]", tags: ["geography", "europe"]),
        TagsCase(name: "block list", frontMatter: "tags:\n  - geography\n  - europe", tags: ["geography", "europe"]),
        TagsCase(name: "comma text, trimmed, empties dropped", frontMatter: "tags: geography ,europe, , capitals", tags: ["geography", "europe", "capitals"]),
        TagsCase(name: "single text", frontMatter: "tags: geography", tags: ["geography"]),
        TagsCase(name: "numbers read as text", frontMatter: "tags: [1989, 2024]", tags: ["1989", "2024"]),
        TagsCase(name: "absent", frontMatter: "title: T", tags: []),
    ])
    func tagsAreReadFromAListOrFromCommaSeparatedText(_ example: TagsCase) {
        let outcome = readDeck("---\n\(example.frontMatter)\n---\n## Q\n\nA\n")
        #expect(outcome.deck?.tags == example.tags)
        #expect(outcome.diagnostics.isEmpty)
    }
}

@Suite("DeckReader: cards")
struct DeckReaderCardTests {
    @Test func eachLevelTwoHeadingIsACardWithTheFollowingBlocksAsItsAnswer() throws {
        let text = """
        # Capitals

        ## Capital of France?

        Paris, on the *Seine*.

        - since 508

        ## Capital of Spain?

        Madrid
        """
        let deck = try #require(readDeck(text).deck)
        try #require(deck.cards.count == 2)

        #expect(deck.cards[0].question.markdown == "Capital of France?\n")
        #expect(deck.cards[0].answer.markdown == "Paris, on the *Seine*.\n\n  - since 508\n")
        #expect(html(deck.cards[0].question) == "<p>Capital of France?</p>\n")
        #expect(html(deck.cards[0].answer) == "<p>Paris, on the <em>Seine</em>.</p>\n<ul>\n<li>since 508</li>\n</ul>\n")

        #expect(deck.cards[1].question.markdown == "Capital of Spain?\n")
        #expect(deck.cards[1].answer.markdown == "Madrid\n")
        #expect(html(deck.cards[1].answer) == "<p>Madrid</p>\n")
    }

    @Test func questionKeepsTheHeadingsInlineMarkup() throws {
        let deck = try #require(readDeck("## What does `let` *declare*?\n\nA constant.\n").deck)
        let card = try #require(deck.cards.first)
        #expect(card.question.markdown == "What does `let` *declare*?\n")
        #expect(html(card.question) == "<p>What does <code>let</code> <em>declare</em>?</p>\n")
    }

    @Test func thematicBreakMovesTheBlocksBeforeItIntoTheQuestion() throws {
        let text = """
        ## Translate

        > Le chat est noir.

        ---

        The cat is black.

        ---

        Note: *chat* is masculine.
        """
        let card = try #require(readDeck(text).deck?.cards.first)
        #expect(card.question.markdown == "Translate\n\n> Le chat est noir.\n")
        #expect(html(card.question) == "<p>Translate</p>\n<blockquote>\n<p>Le chat est noir.</p>\n</blockquote>\n")
        #expect(card.answer.markdown == "The cat is black.\n\n-----\n\nNote: *chat* is masculine.\n")
        #expect(html(card.answer) == "<p>The cat is black.</p>\n<hr />\n<p>Note: <em>chat</em> is masculine.</p>\n")
    }

    @Test func asteriskThematicBreakAlsoSplitsTheCard() throws {
        let card = try #require(readDeck("## Q\n\nmore question\n\n***\n\nanswer\n").deck?.cards.first)
        #expect(html(card.question) == "<p>Q</p>\n<p>more question</p>\n")
        #expect(html(card.answer) == "<p>answer</p>\n")
    }

    @Test func cardWithAnEmptyHeadingTakesItsQuestionFromBeforeTheBreak() throws {
        let outcome = readDeck("##\n\nWhat is 2 + 2?\n\n***\n\n4\n")
        #expect(outcome.diagnostics.isEmpty)
        let card = try #require(outcome.deck?.cards.first)
        #expect(card.question.markdown == "What is 2 + 2?\n")
        #expect(card.answer.markdown == "4\n")
    }

    @Test func levelThreeHeadingsStayInTheAnswer() throws {
        let text = """
        ## Q

        Short answer.

        ### Details

        Longer answer.

        # Even an H1 after the first card
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.cards.count == 1)
        let card = try #require(deck.cards.first)
        #expect(card.answer.markdown == "Short answer.\n\n### Details\n\nLonger answer.\n\n# Even an H1 after the first card\n")
        #expect(html(card.answer) == "<p>Short answer.</p>\n<h3>Details</h3>\n<p>Longer answer.</p>\n<h1>Even an H1 after the first card</h1>\n")
    }

    @Test func setextLevelTwoHeadingsAlsoStartCards() throws {
        let text = """
        Capital of Italy?
        -----------------

        Rome

        ## Capital of Greece?

        Athens
        """
        let outcome = readDeck(text)
        let deck = try #require(outcome.deck)
        #expect(deck.cards.map(\.question.markdown) == ["Capital of Italy?\n", "Capital of Greece?\n"])
        #expect(deck.cards.map(\.answer.markdown) == ["Rome\n", "Athens\n"])
        #expect(deck.cards.first?.location == Domain.SourceLocation(file: "Content/decks/capitals.md", line: 1, column: 1))
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func setextLevelOneHeadingIsTheTitle() throws {
        let deck = try #require(readDeck("Capitals\n========\n\n## Q\n\nA\n").deck)
        #expect(deck.title == "Capitals")
        #expect(deck.cards.count == 1)
    }

    @Test func cardLocationsAreTheirHeadingsLineAndColumnInTheFile() throws {
        let text = """
        ---
        title: Capitals
        tags: [geography]
        ---
        # Capitals

        ## Capital of France?

        Paris

           ## Capital of Spain?

        Madrid

        Capital of Italy?
        ---

        Rome
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.cards.map(\.location.description) == [
            "Content/decks/capitals.md:7:1",
            "Content/decks/capitals.md:11:4",
            "Content/decks/capitals.md:15:1",
        ])
    }

    @Test func referenceLinksAreInlinedSoEachCardIsSelfContained() throws {
        let text = """
        ## Capital of France?

        [Paris][paris]

        ## Capital of Spain?

        Madrid

        [paris]: https://en.wikipedia.org/wiki/Paris "Paris"
        """
        let deck = try #require(readDeck(text).deck)
        #expect(deck.cards.first?.answer.markdown == "[Paris](https://en.wikipedia.org/wiki/Paris \"Paris\")\n")
        #expect(deck.cards.last?.answer.markdown == "Madrid\n")
    }

    @Test func imagesAndDeckLinksInAnswersAreRewrittenRelativeToTheSiteRoot() throws {
        let text = """
        ## Where is Lima?

        ![Map of Peru](images/peru.png)

        See also [Chile](south-america.md#chile).
        """
        let outcome = readDeck(text, files: ["decks/images/peru.png", "decks/south-america.md"])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.media == ["decks/images/peru.png"])
        let card = try #require(outcome.deck?.cards.first)
        #expect(card.answer.markdown == "![Map of Peru](media/decks/images/peru.png)\n\nSee also [Chile](decks/south-america/index.html#chile).\n")
        #expect(html(card.answer, rootPath: "../../") == """
        <p><img src="../../media/decks/images/peru.png" alt="Map of Peru" /></p>
        <p>See also <a href="../../decks/south-america/index.html#chile">Chile</a>.</p>

        """)
    }

    @Test func windowsLineEndsAreReadLikeUnixOnes() throws {
        let outcome = readDeck("---\r\ntitle: Capitals\r\n---\r\n## Capital of France?\r\n\r\nParis\r\n")
        #expect(outcome.diagnostics.isEmpty)
        let deck = try #require(outcome.deck)
        #expect(deck.title == "Capitals")
        #expect(deck.cards.map(\.question.markdown) == ["Capital of France?\n"])
        #expect(deck.cards.map(\.answer.markdown) == ["Paris\n"])
        #expect(deck.cards.first?.location.line == 4)
    }

    /// U+2028, U+2029 and U+0085 are text to CommonMark: they must not become line breaks or shift
    /// later line numbers.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{0085}"])
    func unicodeLineSeparatorsInsideTextAreNotLineEnds(_ separator: String) throws {
        let outcome = readDeck("## Q\n\nA\(separator)B\n\n## Second\n\nC\n")
        let deck = try #require(outcome.deck)
        // cmark alone keeps the character as text.
        let document = MarkdownDocument("A\(separator)B\n")
        let rendered = withExtendedLifetime(document) { document.makeRichText(document.root.children).markdown }
        #expect(rendered.contains(separator))
        #expect(deck.cards.first?.answer.markdown.contains(separator) == true)
        #expect(deck.cards.last?.location.line == 5)
    }

    @Test func deckWithCardsAndNoProblemsHasNoDiagnostics() throws {
        let outcome = readDeck("---\ntitle: T\ndescription: D\ntags: a, b\n---\n# T\n\n## Q\n\nA\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.deck?.cards.count == 1)
    }
}

@Suite struct MarkedCardIdentityTests {
    /// A card with math keeps the identity and the answer hash (`card-lineage.json`) that earlier
    /// releases gave it, while the marks inside its text changed: the values are those the
    /// release before the marks became noncharacters wrote for this deck.
    @Test func aCardWithMath_keepsItsIdentityAndAnswerHash() throws {
        let outcome = DeckReader(tree: FakeContentTree([])).read(
            "# D\n\n## What is $x^2$?\n\nThe square of $x$.\n", file: "Content/decks/d.md", contentPath: "decks/d.md"
        )
        let deck = try #require(outcome.deck)
        #expect(deck.cardIdentities == ["82ed360a637780d1"])
        #expect(CardLineage.answerIdentities(of: [deck]) == [["b06b86eed53736e1"]])
    }
}
