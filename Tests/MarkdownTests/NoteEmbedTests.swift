import Domain
import Foundation
import Testing
@testable import Markdown

/// An embedded note (`![[Note]]`) in a card shows the note's text, as Obsidian shows it: all of
/// it, one heading's section or one block, found as Obsidian finds a link.
@Suite struct NoteEmbedTests {
    static let cell = """
        ---
        aliases: [Cell]
        ---
        # Cell

        Cells are the units of life. ^Units

        ## Nucleus

        Holds the **DNA**.
        <!--SR:!2026-01-01,3,250-->

        ### Pores

        Let RNA out.

        ## Membrane

        - lipids ^lipids
          - two layers
        - proteins

        | part | role |
        | --- | --- |
        | pore | gate |

        ^table

        ```
        a

        b
        ```
        ^code

        ## What is DNA?

        The molecule.

        # Other title

        ## Pores

        Not these.
        """

    func answers(_ cards: String, texts: [String: String], files: Set<String> = [], contentPath: String = "decks/bio/cards.md") throws -> [String] {
        let outcome = DeckReader(tree: FakeContentTree(files, texts: texts))
            .read("#flashcards\n\n" + cards, file: "Content/\(contentPath)", contentPath: contentPath)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        return try #require(outcome.notesDeck).cards.map { html($0.answer) }
    }

    @Test func aWholeNote_showsItsText_withoutFrontMatter_schedulingCommentsOrBlockIDs() throws {
        let found = try answers("What is a cell?::![[Cell]]\n", texts: ["decks/bio/Cell.md": Self.cell])
        let shown = try #require(found.first)
        #expect(shown.hasPrefix("<h1>Cell</h1>\n<p>Cells are the units of life.</p>\n<h2>Nucleus</h2>\n<p>Holds the <strong>DNA</strong>.</p>\n"))
        #expect(!shown.contains("aliases") && !shown.contains("SR:") && !shown.contains("^"))
    }

    @Test func aHeading_isFoundAsObsidianFindsIt_punctuationAndCaseAside_andUnderTheHeadingsItNames() throws {
        let found = try answers("""
            The nucleus?::![[Cell#Nucleus]]
            Nested?::![[Cell#nucleus#Pores]]
            Under another title?::![[Cell#Other title#Pores]]
            Punctuation?::![[Cell#What is DNA]]
            """, texts: ["decks/bio/Cell.md": Self.cell])
        #expect(found == [
            "<h2>Nucleus</h2>\n<p>Holds the <strong>DNA</strong>.</p>\n<h3>Pores</h3>\n<p>Let RNA out.</p>\n",
            "<h3>Pores</h3>\n<p>Let RNA out.</p>\n",
            "<h2>Pores</h2>\n<p>Not these.</p>\n",
            "<h2>What is DNA?</h2>\n<p>The molecule.</p>\n",
        ])
    }

    @Test func aBlock_isAParagraph_aListItemWithItsSubItems_orTheTableOrCodeAboveItsID() throws {
        let found = try answers("""
            Units?::![[Cell#^units]]
            A list item?::![[Cell#^lipids]]
            A table?::![[Cell#^table]]
            Code?::![[Cell#^code]]
            """, texts: ["decks/bio/Cell.md": Self.cell])
        #expect(found == [
            "<p>Cells are the units of life.</p>\n",
            "<ul>\n<li>lipids\n<ul>\n<li>two layers</li>\n</ul>\n</li>\n</ul>\n",
            "<p>| part | role |<br />\n| --- | --- |<br />\n| pore | gate |</p>\n",
            "<pre><code>a\n\nb\n</code></pre>\n",
        ])
    }

    @Test func aNoteIsFoundAsObsidianFindsIt_fromAFolderAbove_orByNameNearestTheRoot_caseAside() throws {
        let found = try answers("Here?::![[Near]]\nThere?::![[Far]]\nPath?::![[notes/Far.md]]\nCase?::![[cell]]\n", texts: [
            "decks/Near.md": "Found above.", "decks/x/y/Far.md": "Found deep.", "decks/z/Far.md": "Found nearer.",
            "decks/bio/notes/Far.md": "Found by path.", "decks/z/Cell.md": "Found, case aside.",
        ])
        #expect(found == ["<p>Found above.</p>\n", "<p>Found nearer.</p>\n", "<p>Found by path.</p>\n", "<p>Found, case aside.</p>\n"])
    }

    @Test func aMissingNoteOrPart_aHiddenNote_orADrawing_showsItsName_andANoteThatEmbedsItself_stopsThere() throws {
        let found = try answers("""
            Gone?::![[Gone]]
            No part?::![[Cell#Nowhere]]
            Drawn?::![[Sketch.excalidraw]]
            Hidden?::![[.trash/Secret]]
            Loop?::![[Loop]]
            """, texts: [
            "decks/bio/Cell.md": Self.cell, "decks/bio/Loop.md": "Before ![[Other]] after",
            "decks/bio/Other.md": "Other, then ![[Loop]]", "decks/bio/.trash/Secret.md": "A secret.",
            "decks/bio/Sketch.excalidraw.md": "==⚠ Switch to EXCALIDRAW VIEW==\n\n# Drawing\n{\"type\":\"excalidraw\"}\n",
        ])
        #expect(found == [
            "<p>Gone</p>\n", "<p>Cell</p>\n", "<p>Sketch.excalidraw</p>\n", "<p>.trash/Secret</p>\n",
            "<p>Before Other, then Loop after</p>\n",
        ])
    }

    @Test func notesThatEmbedEachOtherManyTimesOver_stopAtTheCardsBudget() throws {
        // Four notes, each embedding the next 50 times: 6,250,000 copies without a budget.
        var texts: [String: String] = [:]
        for (note, next) in [("A", "B"), ("B", "C"), ("C", "D")] {
            texts["decks/bio/\(note).md"] = String(repeating: "![[\(next)]] ", count: 50)
        }
        texts["decks/bio/D.md"] = "leaf"
        let shown = try #require(try answers("Q::![[A]]\n", texts: texts).first)
        #expect(shown.components(separatedBy: "leaf").count - 1 <= NoteEmbeds.Budget.embeds)
        #expect(shown.contains("leaf") && shown.contains(" D "))
    }

    @Test func anImageInAnEmbeddedNote_isFoundFromThatNotesFolder() throws {
        let outcome = DeckReader(tree: FakeContentTree(["decks/notes/pics/x.png"], texts: ["decks/notes/Rel.md": "See ![[pics/x.png]]"]))
            .read("#flashcards\n\nQ::![[Rel]]\n", file: "Content/decks/bio/cards.md", contentPath: "decks/bio/cards.md")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(try html(#require(outcome.notesDeck?.cards.first).answer) == "<p>See <img src=\"media/decks/notes/pics/x.png\" alt=\"pics/x.png\" /></p>\n")
        #expect(outcome.media == ["decks/notes/pics/x.png"])
    }

    @Test func theEmbeddedText_isNeverReadAsCardSyntax_andItsTagsLinksAndMathShowAsInACard() throws {
        let texts = ["decks/bio/Facts.md": "A ==highlight== and std::cout, [[Page|a link]], #flashcards/x $\\varphi \\, x$ ![[pic.png]]"]
        let outcome = DeckReader(tree: FakeContentTree(["decks/bio/pic.png"], texts: texts))
            .read("#flashcards\n\nThe ==answer== is ![[Facts]]\n\nQ::![[Facts]]\n", file: "Content/decks/bio/cards.md", contentPath: "decks/bio/cards.md")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let cards = try #require(outcome.notesDeck).cards
        // One cloze card: the embedded note's highlight is no deletion.
        #expect(cards.count == 2)
        // The tag goes, the space before it stays, as in a card's own text.
        let shown = "A ==highlight== and std::cout, a link,  <span class=\"math\">$\\varphi \\, x$</span> "
            + "<img src=\"media/decks/bio/pic.png\" alt=\"pic.png\" />"
        #expect(html(cards[0].question) == "<p>The [\u{2026}] is " + shown + "</p>\n")
        #expect(html(cards[1].answer) == "<p>" + shown + "</p>\n")
        #expect(outcome.media == ["decks/bio/pic.png"])
        #expect(outcome.filedNotes.allSatisfy { $0.hasMath })
    }

    @Test func aClozeAroundAnEmbeddedNote_isACard() throws {
        let outcome = DeckReader(tree: FakeContentTree([], texts: ["decks/bio/N.md": "the nucleus"]))
            .read("#flashcards\n\nThe answer is ==![[N]]== here\n", file: "Content/decks/bio/cards.md", contentPath: "decks/bio/cards.md")
        let card = try #require(outcome.notesDeck?.cards.first)
        #expect(html(card.question) == "<p>The answer is [\u{2026}] here</p>\n")
        #expect(html(card.answer) == "<p>The answer is <strong>the nucleus</strong> here</p>\n")
    }

    @Test func aPathIsReachedFromAFolder() {
        #expect(ContentPath.relative(to: "notes/pics/x.png", from: "decks/bio") == "../../notes/pics/x.png")
        #expect(ContentPath.relative(to: "decks/bio/x.png", from: "decks/bio") == "x.png")
        #expect(ContentPath.relative(to: "x.png", from: "") == "x.png")
        #expect(ContentPath.relative(to: "decks/x.png", from: "decks/bio/deep") == "../../x.png")
    }
}
