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

        Cells are the units of life. ^units

        ## Nucleus

        Holds the **DNA**.
        <!--SR:!2026-01-01,3,250-->

        ### Pores

        Let RNA out.

        ## Membrane

        - lipids ^lipids
        - proteins

        Made of two layers
        of lipids.
        ^layers
        """

    func answers(_ cards: String, texts: [String: String], contentPath: String = "decks/bio/cards.md") throws -> [String] {
        let outcome = DeckReader(tree: FakeContentTree([], texts: texts))
            .read("#flashcards\n\n" + cards, file: "Content/\(contentPath)", contentPath: contentPath)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        return try #require(outcome.notesDeck).cards.map { html($0.answer) }
    }

    @Test func aWholeNote_aHeadingsSection_andABlock_showTheirText() throws {
        let found = try answers("""
            What is a cell?::![[Cell]]
            The nucleus?::![[Cell#Nucleus]]
            Nested heading?::![[Cell#Nucleus#Pores]]
            Units?::![[Cell#^units]]
            A list item?::![[Cell#^lipids]]
            A block above its id?::![[Cell#^layers]]
            """, texts: ["decks/bio/Cell.md": Self.cell])
        #expect(found == [
            "<h1>Cell</h1>\n<p>Cells are the units of life.</p>\n<h2>Nucleus</h2>\n<p>Holds the <strong>DNA</strong>.</p>\n"
                + "<h3>Pores</h3>\n<p>Let RNA out.</p>\n<h2>Membrane</h2>\n<ul>\n<li>lipids</li>\n<li>proteins</li>\n</ul>\n"
                + "<p>Made of two layers<br />\nof lipids.<br />\n^layers</p>\n",
            "<h2>Nucleus</h2>\n<p>Holds the <strong>DNA</strong>.</p>\n<h3>Pores</h3>\n<p>Let RNA out.</p>\n",
            "<h3>Pores</h3>\n<p>Let RNA out.</p>\n",
            "<p>Cells are the units of life.</p>\n",
            "<ul>\n<li>lipids</li>\n</ul>\n",
            "<p>Made of two layers<br />\nof lipids.</p>\n",
        ])
    }

    @Test func aNoteIsFoundAsObsidianFindsIt_fromAFolderAbove_orByNameNearestTheRoot() throws {
        let found = try answers("Here?::![[Near]]\nThere?::![[Far]]\nPath?::![[notes/Far.md]]\n", texts: [
            "decks/Near.md": "Found above.", "decks/x/y/Far.md": "Found deep.", "decks/z/Far.md": "Found nearer.",
            "decks/bio/notes/Far.md": "Found by path.",
        ])
        #expect(found == ["<p>Found above.</p>\n", "<p>Found nearer.</p>\n", "<p>Found by path.</p>\n"])
    }

    @Test func aMissingNoteOrPart_orADrawing_showsItsName_andANoteThatEmbedsItself_stopsThere() throws {
        let found = try answers("Gone?::![[Gone]]\nNo part?::![[Cell#Nowhere]]\nDrawn?::![[Sketch.excalidraw]]\nLoop?::![[Loop]]\n", texts: [
            "decks/bio/Cell.md": Self.cell, "decks/bio/Loop.md": "Before ![[Other]] after",
            "decks/bio/Other.md": "Other, then ![[Loop]]",
            "decks/bio/Sketch.excalidraw.md": "==⚠ Switch to EXCALIDRAW VIEW==\n\n# Drawing\n{\"type\":\"excalidraw\"}\n",
        ])
        #expect(found == [
            "<p>Gone</p>\n", "<p>Cell</p>\n", "<p>Sketch.excalidraw</p>\n",
            "<p>Before</p>\n<p>Other, then Loop</p>\n<p>after</p>\n",
        ])
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
            + "<img src=\"media/decks/bio/pic.png\" alt=\"pic.png\" /></p>\n"
        #expect(html(cards[0].question) == "<p>The [\u{2026}] is</p>\n<p>" + shown)
        #expect(html(cards[1].answer) == "<p>" + shown)
        #expect(outcome.media == ["decks/bio/pic.png"])
        #expect(outcome.filedNotes.allSatisfy { $0.hasMath })
    }
}
