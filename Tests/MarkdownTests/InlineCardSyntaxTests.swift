import Domain
import Foundation
import Testing
import TestSupport
@testable import Markdown

/// The familiar card syntaxes (Obsidian Spaced Repetition and Anki clozes) read by the deck reader.
@Suite struct InlineCardSyntaxTests {
    /// (question, answer) markdown of every card, trimmed.
    func cards(_ text: String) throws -> [[String]] {
        let outcome = readDeck(text)
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        let deck = try #require(outcome.deck)
        return deck.cards.map { [$0.question.markdown.trimmingCharacters(in: .whitespacesAndNewlines), $0.answer.markdown.trimmingCharacters(in: .whitespacesAndNewlines)] }
    }

    @Test(arguments: [
        ("Capital of France::Paris\n", [["Capital of France", "Paris"]]),
        ("Capital of France:::Paris\n", [["Capital of France", "Paris"], ["Paris", "Capital of France"]]),
        ("One::1\nTwo::2\n", [["One", "1"], ["Two", "2"]]),
        ("What is *this*?\nSpread over lines\n?\nAn **answer**\n", [["What is *this*?\nSpread over lines", "An **answer**"]]),
        ("Front\n??\nBack\n", [["Front", "Back"], ["Back", "Front"]]),
        ("The capital of ==France== is ==Paris==.\n", [["The capital of \\[…\\] is Paris.", "The capital of \(DeckMarks.mark(0x0))\u{2E30}France\u{2E30}\(DeckMarks.mark(0x1)) is Paris."],
                                                      ["The capital of France is \\[…\\].", "The capital of France is \(DeckMarks.mark(0x0))\u{2E30}Paris\u{2E30}\(DeckMarks.mark(0x1))."]]),
        ("{{c1::Canberra::city}} is the capital of {{c2::Australia}}; {{c1::it}} is inland.\n",
         [["\\[city\\] is the capital of Australia; \\[…\\] is inland.", "\(DeckMarks.mark(0x0))\u{2E30}Canberra\u{2E30}\(DeckMarks.mark(0x1)) is the capital of Australia; \(DeckMarks.mark(0x0))\u{2E30}it\u{2E30}\(DeckMarks.mark(0x1)) is inland."],
          ["Canberra is the capital of \\[…\\]; it is inland.", "Canberra is the capital of \(DeckMarks.mark(0x0))\u{2E30}Australia\u{2E30}\(DeckMarks.mark(0x1)); it is inland."]]),
    ])
    func syntax_makesTheseCards(_ text: String, _ expected: [[String]]) throws {
        #expect(try cards(text) == expected)
    }

    @Test func codeSpansAndCodeBlocks_areNeverCardSyntax() throws {
        let outcome = readDeck("# C++\n\nUse `std::vector` and `a == b`.\n\n```\nQ::A\n```\n\nReal::card\n")
        let deck = try #require(outcome.deck)
        #expect(deck.cards.count == 1)
        #expect(deck.cards.first?.question.markdown.trimmingCharacters(in: .whitespacesAndNewlines) == "Real")
        #expect(deck.introduction.markdown.contains("`std::vector`"))
        #expect(deck.introduction.markdown.contains("Q::A"))
    }

    @Test func codeSpanInsideACard_staysCode() throws {
        #expect(try cards("What does `a::b` name?::A member `b` of `a`\n") == [["What does `a::b` name?", "A member `b` of `a`"]])
    }

    @Test func sectionWithInlineCards_isContextNotACard() throws {
        let text = "# Geo\n\n## Europe\n\nSome notes.\n\nFrance::Paris\n\n## Which ocean is largest?\n\nThe Pacific.\n"
        #expect(try cards(text) == [["France", "Paris"], ["Which ocean is largest?", "The Pacific."]])
    }

    @Test(arguments: [
        "## Where does it listen?\n\nOn [loopback](http://[::1]:8080/).\n",
        "## Where does it listen?\n\nOn <http://[::1]:8080/?a==b>.\n",
        "## Where does it listen?\n\nOn http://[::1]:8080/?a==b today.\n",
        "## How do I print?\n\nWith `std::cout`.\n",
        "## How do I print?\n\nWith std\\:\\:cout or a\\==b.\n",
    ])
    func separatorsInURLsCodeAndEscapes_areText_soTheHeadingStaysACard(_ text: String) throws {
        let outcome = readDeck("# T\n\n" + text)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(try #require(outcome.deck).cards.count == 1)
        #expect(try #require(outcome.deck).cards.first?.question.markdown.contains("?") == true)
    }

    @Test func inlineCardsUnderAQuestionHeading_areAWarning() throws {
        let outcome = readDeck("# T\n\n## How do I print?\n\nUse std::cout.\n")
        #expect(lines(outcome.diagnostics) == [
            "Content/decks/capitals.md:5:1: warning: \"How do I print?\" is read as the title of inline cards, not as a question, "
                + "because this line uses card syntax; if '::' or '==' belongs to the text, write it in code (`std::cout`) or escape it (std\\:\\:cout)",
        ])
    }

    @Test(arguments: [
        ("Capital of France::Paris <!--SR:!2026-01-01,3,250-->\n", [["Capital of France", "Paris"]]),
        ("Front\n?\nBack\n<!--SR:!2026-01-01,3,250-->\n", [["Front", "Back"]]),
        ("A ==cloze== here. <!--SR:!2026-01-01,3,250!2026-01-05,7,270-->\n", [["A \\[…\\] here.", "A \(DeckMarks.mark(0x0))\u{2E30}cloze\u{2E30}\(DeckMarks.mark(0x1)) here."]]),
        ("## Heading question?\n\nThe answer.\n<!--SR:!2026-01-01,3,250-->\n", [["Heading question?", "The answer."]]),
    ])
    func obsidianSchedulingComments_areRemoved(_ text: String, _ expected: [[String]]) throws {
        #expect(try cards("# T\n\n" + text) == expected)
    }

    @Test func schedulingComments_areRemovedWithTheSpacesBeforeThem_andOtherCommentsStay() {
        #expect(SchedulingComments.removed(from: "a <!--SR:!2026-01-01,3,250-->\nb\t<!--SR:x-->c <!-- mine -->") == "a\nbc <!-- mine -->")
        #expect(SchedulingComments.removed(from: "open <!--SR:\nnever closed -->") == "open <!--SR:\nnever closed -->")
        #expect(SchedulingComments.removed(from: "<!--SR:") == "<!--SR:")
    }

    @Test(arguments: [
        ("==(un)==do", "<p><strong>(un)</strong>do</p>\n"),
        ("The answer is == 42 ==.", "<p>The answer is <strong> 42 </strong>.</p>\n"),
        ("==*em*== and `==code==`", "<p><strong><em>em</em></strong> and <code>==code==</code></p>\n"),
        // Emphasis ending in punctuation right at the deletion's edge (a real vault's cards).
        ("A ==**x.**== b", "<p>A <strong><strong>x.</strong></strong> b</p>\n"),
        ("==_x._== and ==**#x**==", "<p><strong><em>x.</em></strong> and <strong>#x</strong></p>\n"),
        // The first card of two: its own deletion strong, the other as written.
        ("Cost ==**$5**==, ==(**a**)==", "<p>Cost <strong><strong>$5</strong></strong>, (<strong>a</strong>)</p>\n"),
    ])
    func clozeAnswers_showTheDeletionStrong_insideWordsAndAroundSpaces(_ text: String, _ html: String) throws {
        let deck = try #require(readDeck("# T\n\n" + text + "\n").deck)
        let answer = try #require(deck.cards.first?.answer)
        #expect(CmarkRenderer().html(answer, rootPath: "") == html)
        let plain = CmarkRenderer().plainText(answer)
        #expect(!plain.contains(DeckMarks.mark(0x0)) && !plain.contains("\u{2E30}") && !plain.contains("*"))
    }

    @Test func cardsKeepTheirLines() throws {
        let deck = try #require(readDeck("# T\n\nA::1\nB::2\n\nC\n?\nD\n").deck)
        #expect(deck.cards.map(\.location.line) == [3, 4, 6])
    }

    @Test(arguments: [
        ("A::1\nno separator here\n", "Content/decks/capitals.md:2:1: error: line has no '::' but the lines around it are '::' cards; put a blank line before it or write it as a card"),
        ("\n::answer only\n", "Content/decks/capitals.md:2:1: error: card has an empty question or answer"),
        ("Question\n?\n", "Content/decks/capitals.md:2:1: error: card has an empty question or answer"),
        ("one\n\nThe ==open cloze.\n", "Content/decks/capitals.md:3:5: error: cloze '==' is not closed; end it with '==' (or write '\\==' for two equals signs)"),
        ("one\n\nSee https://example.org/?a==b and\nthen ==x.\n", "Content/decks/capitals.md:4:6: error: cloze '==' is not closed; end it with '==' (or write '\\==' for two equals signs)"),
    ])
    func malformedSyntax_isAnErrorAtItsLine(_ text: String, _ expected: String) {
        #expect(lines(readDeck(text).diagnostics) == [expected])
    }

    @Test func relativeImagesInInlineCards_areResolved() throws {
        let outcome = readDeck("Which flag?::![Flag](img/fr.svg)\n", files: ["decks/img/fr.svg"])
        #expect(outcome.media == ["decks/img/fr.svg"])
        let answer = try #require(outcome.deck?.cards.first?.answer)
        #expect(answer.markdown.contains("media/decks/img/fr.svg"))
    }
}

@Suite struct InlineCardPrecheckTests {
    /// The byte-by-byte precheck `mayHoldCard` replaced, kept as the oracle of the one that looks
    /// for each mark with `memchr`.
    static func oracle(_ text: String) -> Bool {
        var (previous, beforePrevious): (UInt8, UInt8) = (0, 0)
        var marks = 0
        var onlyQuestionMarks = true
        for byte in text.utf8 {
            if (byte == UInt8(ascii: ":") && previous == UInt8(ascii: ":")) || (byte == UInt8(ascii: "=") && previous == UInt8(ascii: "="))
                || (byte == UInt8(ascii: "c") && previous == UInt8(ascii: "{") && beforePrevious == UInt8(ascii: "{")) {
                return true
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyQuestionMarks, (1...2).contains(marks) { return true }
                marks = 0
                onlyQuestionMarks = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default:
                marks += 1
                if byte != UInt8(ascii: "?") { onlyQuestionMarks = false }
            }
            (beforePrevious, previous) = (previous, byte)
        }
        return onlyQuestionMarks && (1...2).contains(marks)
    }

    @Test func thePrecheck_answersAsTheByteByByteOneDid() {
        var random = SeededRandom(seed: 53)
        let pieces = [":", "=", "{", "c", "?", "\n", " ", "\t", "\r", "a", "é", "::", "==", "{{c", "??", "???", "\n?\n", "{{", "x"]
        var holding = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = Self.oracle(text)
            #expect(InlineCardParser.mayHoldCard(text) == expected, "\(text.debugDescription)")
            if expected { holding += 1 }
        }
        #expect(holding > 5_000 && holding < 15_000)
    }

    @Test(arguments: [
        ("Capital of Peru::Lima", true), ("A:::B", true), ("a ==cloze== b", true), ("{{c1::x}}", true),
        ("Question\n?\nAnswer", true), ("Question\n ?? \nAnswer", true), ("?", true),
        ("plain text with a link https://example.org/a", false), ("Why? Because.", false), ("a = b, c: d", false),
        ("{{ c1 }}", false), ("???", false), ("", false), ("a:\n:b", false), ("a=\n=b\n{\n{c", false), ("x\n?", true),
        ("x\n ? \ny::z", true), ("?\n", true), ("\n\n", false), ("a\r\n?\r\nb", true),
    ])
    func aParagraphThatMayHoldACard_isNeverMissed(text: String, mayHold: Bool) {
        #expect(InlineCardParser.mayHoldCard(text) == mayHold)
        if !mayHold, case .success(let notes) = InlineCardParser().notes(in: text) {
            #expect(notes.isEmpty, "the precheck must only skip paragraphs the parser finds no card in")
        }
    }
}

@Suite struct RepeatedQuestionTests {
    @Test func aQuestionAskedTwice_isAWarningAtTheSecond() {
        let outcome = readDeck("# T\n\nCapital of France::Paris\n\nCapital of France::Paris again\n\nOther::x\n")
        #expect(lines(outcome.diagnostics) == [
            "Content/decks/capitals.md:5:1: warning: card asks the same question as the card on line 3 (\"Capital of France\"); "
                + "each keeps its own progress by its order, so reword one or merge them",
        ])
        #expect(outcome.deck?.cards.count == 3, "both cards stay")
    }
}

@Suite struct ClozeMarkupTests {
    @Test func colonsAndBracesInsideADeletion_areCharacterReferencesInTheAnkiField() throws {
        let deck = try #require(readDeck("# T\n\nPrint with ==std::cout== or {{c1::a {set}::braces}}.\n").deck)
        guard case .cloze(let text, _) = try #require(deck.notes.first).kind else {
            Issue.record("expected a cloze note")
            return
        }
        #expect(AnkiFieldRenderer(baseURL: nil).clozeField(text).html
            == "Print with {{c2::std&#58;&#58;cout}} or {{c1::a &#123;set&#125;::braces}}.")
    }
}

@Suite struct MathTextTests {
    @Test(arguments: [
        (#"What is $\varphi \,\mathbf{W}\, \psi$?"#, #"What is $\\varphi \\\,\\mathbf\{W\}\\\, \\psi$?"#, true),
        ("$$\n" + #"\sum_{i=1}^n i"# + "\n$$", "$$\n" + #"\\sum\_\{i\=1\}\^n i"# + "\n$$", true),
        ("Costs $5 and $10.", "Costs $5 and $10.", false),
        ("A $ sign and a $ sign", "A $ sign and a $ sign", false),
        ("Code `$x_1$` stays", "Code `$x_1$` stays", false),
        (#"An escaped \$x$ is not math"#, #"An escaped \$x$ is not math"#, false),
        ("```\n$x_1$\n```", "```\n$x_1$\n```", false),
        ("$a::b == c$", #"$a\:\:b \=\= c$"#, true),
    ])
    func mathIsProtected_soMarkdownKeepsItVerbatim(_ text: String, _ expected: String, _ hasMath: Bool) {
        let protected = MathText.protected(text)
        #expect(MathText.plain(protected.text) == expected)
        #expect(protected.hasMath == hasMath)
        #expect((protected.text != MathText.plain(protected.text)) == hasMath, "math is marked for the renderers")
    }

    @Test func aDecksMath_reachesThePageAsWritten() throws {
        let deck = try #require(readDeck("# T\n\n## What is $\\varphi \\,\\mathbf{W}\\, \\psi$?\n\nWeak until: $a_1 * b_2$.\n").deck)
        #expect(deck.containsMath)
        let card = try #require(deck.cards.first)
        #expect(html(card.question) == "<p>What is <span class=\"math\">$\\varphi \\,\\mathbf{W}\\, \\psi$</span>?</p>\n")
        #expect(html(card.answer) == "<p>Weak until: <span class=\"math\">$a_1 * b_2$</span>.</p>\n")
        #expect(AnkiFieldRenderer(baseURL: nil).field(card.answer).html == "Weak until: \\(a_1 * b_2\\).")
    }
}
