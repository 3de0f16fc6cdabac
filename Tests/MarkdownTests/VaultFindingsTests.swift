import Domain
import Foundation
import Testing
@testable import Markdown

/// What three public Obsidian vaults (1,936 cards, checked against OSR's own parser) showed:
/// each case is the shortest note that went wrong there.
@Suite struct VaultFindingsTests {
    @Test func aNoteWhoseFrontMatterIsNotValidYAML_isReadWithoutIt_asObsidianReadsIt() throws {
        // A template note of a vault: Obsidian shows no properties for it, the plugin reads its cards.
        let outcome = readDeck("---\ntitle: {{title}}\ntags: [flashcards\n---\n#flashcards\n\nQ::A\n")
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
        #expect(outcome.diagnostics.first?.message.hasSuffix("as Obsidian does, the note is read without its front matter") == true)
        #expect(outcome.notesDeck?.cards.count == 1)
        // In the site's own syntax it stays an error.
        #expect(readDeck("---\ntags: [x\n---\n## Q?\n\nA\n").diagnostics.map(\.severity) == [.error])
    }

    @Test func aNoteWhoseFrontMatterIsNotClosed_isReadAsText_asThePluginReadsIt() throws {
        let outcome = readDeck("---\n#flashcards\n\nQ::A\n")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.notesDeck?.cards.map { html($0.question) } == ["<p>Q</p>\n"])
        #expect(readDeck("---\n## Q?\n\nA\n").diagnostics.map(\.message) == ["front matter is not closed: add a line holding only '---' after it"])
    }

    @Test(arguments: [
        ("Why thunks?::solved by [[Functional Programming#Call-by-Name|thunking]]", "<p>solved by thunking</p>\n"),
        ("Where?::in [[Circuits#Gates]]", "<p>in Circuits</p>\n"),
        ("Where?::see [[#Gates]]", "<p>see Gates</p>\n"),
        ("Where?::see [[Page|the page]] and ![[Diagram note]]", "<p>see the page and Diagram note</p>\n"),
    ])
    func aWikiLink_showsItsAlias_elseItsPage_elseItsPart(card: String, answer: String) throws {
        let deck = try #require(readDeck("#flashcards\n\n\(card)\n").notesDeck)
        #expect(html(try #require(deck.cards.first).answer) == answer)
    }

    @Test func aBrTag_isALineBreak_asObsidianShowsIt_butNotInCode() throws {
        let deck = try #require(readDeck("#flashcards\n\nQ::System Flow Chart</br>Structure Chart<br/>Data `<br>` end\n").notesDeck)
        #expect(html(try #require(deck.cards.first).answer)
            == "<p>System Flow Chart<br />\nStructure Chart<br />\nData <code>&lt;br&gt;</code> end</p>\n")
    }

    @Test func aQuestionLineThenAListOrCode_isOneCard_inTheSitesOwnDecksToo() throws {
        // Not an Obsidian note for OSR or for the site: a tag glued to a word is no tag. The
        // vault's note failed the whole build; the list under the `?` line is the answer.
        let outcome = readDeck("unk#flashcards/x\n\nWhat is an ELF file?\n?\n- Executable and Linkable Format\n- on Linux\n\nPrint?\n?\n```\nhello\n```\n")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let deck = try #require(outcome.notesDeck)
        #expect(deck.cards.map { html($0.answer) } == [
            "<ul>\n<li>Executable and Linkable Format</li>\n<li>on Linux</li>\n</ul>\n",
            "<pre><code>hello\n</code></pre>\n",
        ])
        #expect(deck.cards.map(\.location.line) == [3, 8])
    }

    @Test func aQuestionLineWithNothingUnderIt_isStillAnError() {
        let outcome = readDeck("# Q\n\nStill a question\n?\n\nAfter a blank line.\n")
        #expect(outcome.diagnostics.map(\.description) == ["Content/decks/capitals.md:4:1: error: card has an empty question or answer"])
    }

    @Test func bracesOfMathInsideACloze_reachAnkiAsBraces() throws {
        let deck = try #require(readDeck("# M\n\nThe square is ==$x^{2}$== and ==a \\{b}==.\n").notesDeck)
        guard case .cloze(let text, _)? = deck.notes.first?.kind else { Issue.record("not a cloze note"); return }
        let field = AnkiFieldRenderer(baseURL: nil).clozeField(text).html
        #expect(field == "The square is {{c1::\\(x^&#123;2&#125;\\)}} and {{c2::a &#123;b&#125;}}.")
    }
}

/// `![[image]]` embeds in an Obsidian note show the image, found as Obsidian finds it.
@Suite struct ObsidianEmbedTests {
    @Test func anEmbeddedImage_isShown_fromTheNotesFolder_orWhereverTheVaultKeepsIt() throws {
        let note = """
        #flashcards

        A cell?::![[cell.png]]
        A diagram?::![[diagram one.svg|300]]
        Described?::![[sub/photo.jpg|A photo]]
        A note?::![[Circuits]]
        """
        let outcome = readDeck(note, contentPath: "decks/bio/cells.md",
                               files: ["decks/bio/cell.png", "decks/attachments/diagram one.svg", "decks/z/diagram one.svg", "decks/sub/photo.jpg"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let deck = try #require(outcome.notesDeck)
        #expect(deck.cards.map { html($0.answer) } == [
            "<p><img src=\"media/decks/bio/cell.png\" alt=\"cell.png\" /></p>\n",
            "<p><img src=\"media/decks/attachments/diagram%20one.svg\" alt=\"diagram one.svg\" /></p>\n",
            "<p><img src=\"media/decks/sub/photo.jpg\" alt=\"A photo\" /></p>\n",
            "<p>Circuits</p>\n",
        ])
        #expect(outcome.media == ["decks/bio/cell.png", "decks/attachments/diagram one.svg", "decks/sub/photo.jpg"])
    }

    @Test func anEmbeddedImageThatIsNowhere_isAWarning_andTheCardStays() throws {
        let outcome = readDeck("#flashcards\n\nQ::![[gone.png]]\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/capitals.md:3:1: warning: image 'gone.png' not found (no file decks/gone.png in the content directory); the link is left as it is",
        ])
        #expect(outcome.notesDeck?.cards.count == 1)
    }

    @Test func theSitesOwnDecks_resolveLinksNextToTheDeckOnly() {
        let outcome = readDeck("# D\n\nQ::![x](cell.png)\n", contentPath: "decks/d.md", files: ["decks/images/cell.png"])
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/decks/d.md:3:4: error: image 'cell.png' not found (no file decks/cell.png in the content directory)",
        ])
    }
}

/// The plugin's folder patterns, read as minimatch reads them.
@Suite struct OSRIgnoreTests {
    @Test(arguments: [
        ("**/*.excalidraw.md", "drawing.excalidraw.md", true),
        ("**/*.excalidraw.md", "a/b/drawing.excalidraw.md", true),
        ("**/*.excalidraw.md", "a/drawing.md", false),
        ("Templates/*", "Templates/card.md", true),
        ("Templates/*", "Templates/sub/card.md", false),
        ("Templates/**", "Templates/sub/card.md", true),
        ("notes/?.md", "notes/a.md", true),
        ("notes/?.md", "notes/ab.md", false),
        ("a+b(c)", "a+b(c)", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(OSRSettings.glob(pattern, matches: path) == matches)
    }

    @Test func aPathIsTriedBelowTheContentAndBelowDecks_andAsAPrefix() {
        let settings = OSRSettings(noteFoldersToIgnore: ["Templates", "**/*.excalidraw.md"])
        #expect(settings.ignoresNote(at: "decks/Templates/card.md"))
        #expect(settings.ignoresNote(at: "decks/x/y.excalidraw.md"))
        #expect(!settings.ignoresNote(at: "decks/biology/cells.md"))
    }

    @Test func ignoredFlashcardTags_includeTheTagsBelowThem() {
        let settings = OSRSettings(flashcardTagsToIgnore: ["#archive"])
        #expect(settings.ignoresFlashcards(taggedWith: ["#flashcards", "#archive/2024"]))
        #expect(!settings.ignoresFlashcards(taggedWith: ["#flashcards", "#archived"]))
    }
}
