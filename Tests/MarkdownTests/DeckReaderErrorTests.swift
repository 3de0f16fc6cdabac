import Testing
@testable import Markdown
import Domain
import Scenes

@Suite("DeckReader: errors and warnings")
struct DeckReaderErrorTests {
    @Test func cardWithoutAnswer_isReportedAtItsHeading() {
        let text = """
        ---
        title: Capitals
        description: Where governments sit.
        ---

        ## Capital of France?

        Paris

        ## Capital of Spain?

        Madrid

        ## Capital of Peru?

        ## Capital of Chile?

        Santiago
        """
        let outcome = readDeck(text)
        #expect(outcome.diagnostics.map(\.description) == [
            #"Content/decks/capitals.md:14:1: error: card "Capital of Peru?" has no answer"#,
        ])
        #expect(outcome.diagnostics.first?.severity == .error)
        #expect(outcome.deck?.cards.map(\.question.markdown) == ["Capital of France?\n", "Capital of Spain?\n", "Capital of Chile?\n"])
    }

    @Test func cardWhoseBreakIsFollowedByNothing_hasNoAnswer() {
        let outcome = readDeck("## Capital of Peru?\n\nIn South America.\n\n---\n")
        #expect(outcome.diagnostics.map(\.description) == [
            #"Content/decks/capitals.md:1:1: error: card "Capital of Peru?" has no answer"#,
        ])
        #expect(outcome.deck?.cards.isEmpty == true)
    }

    @Test func lastCardWithoutAnswer_isReported() {
        let outcome = readDeck("## Q\n\nA\n\n## Capital of Peru?\n")
        #expect(lines(outcome.diagnostics) == [
            #"Content/decks/capitals.md:5:1: error: card "Capital of Peru?" has no answer"#,
        ])
    }

    @Test(arguments: ["##\n\nAn answer with no question.\n", "## \n\nAn answer.\n", "##   ##\n\nAn answer.\n"])
    func cardWithEmptyHeadingAndNoQuestionBlocks_isReported(_ text: String) {
        let outcome = readDeck("# Title\n\n" + text)
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:3:1: error: card has an empty question; write it after '##'",
        ])
        #expect(outcome.deck?.cards.isEmpty == true)
    }

    @Test func unclosedFrontMatter_isReportedOnTheFirstLineAndStopsReading() {
        let outcome = readDeck("---\ntitle: Capitals\n\n## Q\n\nA\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:1:1: error: front matter is not closed: add a line holding only '---' after it",
        ])
        #expect(outcome.deck == nil)
    }

    @Test func imageNotFound_isReportedAtTheImage() {
        let text = "## Where is Lima?\n\nHere:\n![Map](images/peru.png)\n"
        let tree = FakeContentTree(["decks/images/chile.png"])
        let outcome = DeckReader(tree: tree).read(text, file: "Content/decks/capitals.md", contentPath: "decks/capitals.md")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:4:1: error: image 'images/peru.png' not found (no file decks/images/peru.png in the content directory)",
        ])
        #expect(tree.queries == ["decks/images/peru.png"])
        #expect(outcome.media.isEmpty)
    }

    @Test func linkToAMissingDeck_isReported() {
        let outcome = readDeck("## Q\n\nSee [Peru](peru.md).\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:3:5: error: link 'peru.md' not found (no file decks/peru.md in the content directory)",
        ])
    }

    @Test(arguments: ["../../secrets.txt", "../../../etc/passwd", "images/../../../x.png", "..%2F..%2Fsecrets.txt"])
    func linkEscapingTheContentDirectory_isReported(_ url: String) {
        let outcome = readDeck("## Q\n\n[leak](\(url))\n", files: ["secrets.txt"])
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:3:1: error: link '\(url)' points outside the content directory",
        ])
        #expect(outcome.media.isEmpty)
    }

    @Test func everyErrorOfOneFile_isReportedTogether() {
        let text = """
        ---
        title: Capitals
        colour: blue
        ---
        # Capitals

        ## Capital of Peru?

        ##

        Nothing asked.

        ## Capital of Chile?

        ![Flag](images/chile.png) and [notes](../../notes.txt)
        """
        let outcome = readDeck(text)
        #expect(lines(outcome.diagnostics) == [
            #"Content/decks/capitals.md:7:1: error: card "Capital of Peru?" has no answer"#,
            "Content/decks/capitals.md:9:1: error: card has an empty question; write it after '##'",
            "Content/decks/capitals.md:15:1: error: image 'images/chile.png' not found (no file decks/images/chile.png in the content directory)",
            "Content/decks/capitals.md:15:31: error: link '../../notes.txt' points outside the content directory",
        ])
        // The one good card is still read.
        #expect(outcome.deck?.title == "Capitals")
        #expect(outcome.deck?.cards.count == 1)
    }

    @Test func deckWithoutCards_isAWarningNamingTheDeck() {
        let outcome = readDeck("# Capitals\n\n### Not a card\n\nJust notes.\n")
        #expect(outcome.diagnostics.map(\.description) == [
            #"Content/decks/capitals.md:1:1: warning: deck "Capitals" has no cards; start each card with a '## question' heading or write 'question::answer'"#,
        ])
        #expect(outcome.diagnostics.first?.severity == .warning)
        #expect(outcome.deck?.cards == [])
    }

    @Test func emptyFile_isAWarningNamedAfterTheFile() {
        let outcome = readDeck("", contentPath: "decks/empty.md")
        #expect(outcome.diagnostics.map(\.description) == [
            #"Content/decks/empty.md:1:1: warning: deck "empty" has no cards; start each card with a '## question' heading or write 'question::answer'"#,
        ])
    }

    @Test func deckWhoseOnlyCardIsBroken_getsTheErrorButNotTheNoCardsWarning() {
        let outcome = readDeck("## Capital of Peru?\n")
        #expect(outcome.diagnostics.map(\.severity) == [.error])
    }
}
