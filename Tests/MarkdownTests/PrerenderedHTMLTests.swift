import Foundation
import Testing
@testable import Markdown
import Domain

/// The HTML a reader renders from the tree it parsed (`RichText.prerenderedHTML`) is exactly what
/// the renderer gives for the text's CommonMark alone, on a page at any depth; text with a URL
/// relative to the site's root carries none, as only the page can place it.
@Suite struct PrerenderedHTMLTests {
    /// Every rich text of the repository's own `Content/` and of a deck of awkward constructs.
    private static func texts() throws -> [(where: String, text: RichText)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = try SiteContentReader(directory: root.appendingPathComponent("Content"), displayPath: "Content").read()
        var texts: [(String, RichText)] = [("index.md", content.settings.introduction)]
        for deck in try content.decks.fetchDecks() {
            texts.append((deck.title, deck.introduction))
            for card in deck.cards {
                texts += [("\(card.location)", card.question), ("\(card.location)", card.answer)]
            }
        }
        for book in try content.contacts.fetchAddressBooks() {
            texts.append((book.title, book.introduction))
            texts += book.contacts.map { ("\($0.location)", $0.notes) }
        }
        for catalog in try content.movies.fetchCatalogs() {
            texts.append((catalog.title, catalog.introduction))
            texts += catalog.movies.map { ("\($0.location)", $0.overview) }
        }
        let awkward = readDeck("""
            # Awkward

            Intro with a [reference][r] and ![a picture](https://example.org/p.png).

            [r]: https://example.org/ref "Title"

            ## Entities &amp; <b>raw</b> HTML, `code`, *emphasis*?

            A\\
            hard break, a soft
            break, &copy; and &#x1F600;, <!-- a comment -->, <span>inline</span>

            <div>a block</div>

            ## Lists?

            1. one

               loose
            2. two
               - nested `::` [x](javascript:alert(1))

            > quote with ``` ` ``` ticks

            ## Code?

            ```swift
            let a = "<&>"
            ```

                indented

            ## A question with math $\\varphi \\,\\mathbf{W}\\, \\psi$ and a [[wiki link]]?

            $$
            x_1 + y_2
            $$

            Cloze::the ==answer== here
            """)
        let deck = try #require(awkward.deck)
        texts.append(("awkward", deck.introduction))
        for card in deck.cards {
            texts += [("awkward \(card.location)", card.question), ("awkward \(card.location)", card.answer)]
        }
        return texts
    }

    @Test func prerenderedHTMLIsWhatTheRendererGivesForTheMarkdownAlone() throws {
        let texts = try PrerenderedHTMLTests.texts()
        let prerendered = texts.filter { $0.text.prerenderedHTML != nil }
        // Most texts have no site-relative URL: the test would prove nothing if none were prerendered.
        #expect(prerendered.count > texts.count / 2)
        let renderer = CmarkRenderer()
        for (place, text) in prerendered {
            let parsedAgain = RichText(markdown: text.markdown)
            for rootPath in ["", "../", "../../"] {
                #expect(text.prerenderedHTML == renderer.html(parsedAgain, rootPath: rootPath), "\(place)")
            }
        }
    }

    /// The text without markup a reader makes of an overview, an address book's notes or a
    /// collection's introduction is what the renderer gives for its CommonMark alone.
    @Test func prerenderedPlainTextIsWhatTheRendererGivesForTheMarkdownAlone() throws {
        let catalog = MovieCatalogReader(tree: FakeContentTree(["movies/poster.png"])).read("""
            # Awkward

            An introduction with *emphasis*, `code` and a [link](https://example.org).

            ## Solaris
            - Released: 1972-03-20

            Entities &amp; <b>raw</b> HTML, ==marked==, $x^2$, a soft
            break and a hard\
            break, &copy; &#x1F600; <!-- a comment --> ![a poster](poster.png)

            > quoted `::` and [a reference][r]

            [r]: https://example.org/ref

            ```
            <code block>
            ```

            ## Stalker

            1. one
               - nested **strong**

            ## Mirror
            """, file: "Content/movies/awkward.md", contentPath: "movies/awkward.md").catalog
        let movies = try #require(catalog).movies
        let texts = try PrerenderedHTMLTests.texts().map(\.text).filter { $0.prerenderedPlainText != nil }
            + movies.map(\.overview) + [try #require(catalog).introduction]
        #expect(movies.allSatisfy { $0.overview.prerenderedPlainText != nil })
        let renderer = CmarkRenderer()
        for text in texts {
            #expect(text.prerenderedPlainText == renderer.plainText(RichText(markdown: text.markdown)), "\(text.markdown)")
        }
    }

    @Test func textWithASiteRelativeURLIsPlacedOnEachPage() throws {
        let outcome = readDeck("## Where?\n\nSee [the quiz](quiz.md) and ![a map](images/map.png).\n",
                               files: ["decks/quiz.md", "decks/images/map.png"])
        let card = try #require(outcome.deck?.cards.first)
        #expect(card.question.prerenderedHTML != nil)
        #expect(card.answer.prerenderedHTML == nil)
        #expect(html(card.answer, rootPath: "../../").contains("src=\"../../media/decks/images/map.png\""))
    }

    @Test func emptyTextRendersAsNothing() throws {
        let outcome = readDeck("# Only a title\n\n## Q\n\nA\n")
        #expect(outcome.deck?.introduction.prerenderedHTML == "")
        #expect(outcome.deck?.introduction == RichText.empty)
    }
}
