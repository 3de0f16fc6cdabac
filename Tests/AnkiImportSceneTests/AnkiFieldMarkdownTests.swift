import Domain
@testable import AnkiImportScene
import Testing

/// Anki field HTML as Markdown: what each element becomes, what is escaped, and that no input
/// (deep nesting, a flood of `<` or `[`) costs more than its length.
@Suite struct AnkiFieldMarkdownTests {
    static let media = ["cell.png": "anki-media/cell.png", "my pic#1.png": "anki-media/my pic#1.png", "hello.mp3": "anki-media/hello.mp3"]

    static func markdown(_ html: String, cloze: Bool = false) -> String {
        var converter = AnkiFieldMarkdown(mediaPath: { media[$0] })
        converter.singleParagraph = cloze
        converter.keepsClozes = cloze
        return converter.markdown(html)
    }

    static let table: [(String, String)] = [
        ("plain text", "plain text"),
        ("<b>bold</b> and <i>it</i> and <u>under</u>", "**bold** and *it* and *under*"),
        ("<b> spaced </b>word", "**spaced** word"),
        ("<b><b>twice</b></b>", "**twice**"),
        ("<b></b>empty", "empty"),
        ("line<br>break<br/>again", "line\\\nbreak\\\nagain"),
        ("<div>one</div><div>two</div>", "one\\\ntwo"),
        ("<p>one</p><p>two</p>", "one\n\ntwo"),
        ("<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>", "- a\n- b\n  - c"),
        ("<ol><li>first</li><li>second</li></ol>", "1. first\n2. second"),
        ("<ul><li>a<br></li><li>b</li></ul>", "- a\n- b"),
        ("use <code>a*b</code> here", "use `a*b` here"),
        ("<code>x`y</code>", "``x`y``"),
        ("<pre>let a = 1\nlet b = 2</pre>", "```\nlet a = 1\nlet b = 2\n```"),
        ("H<sub>2</sub>O and x<sup>2</sup> and e<sup>iπ</sup>", "H₂O and x² and e^(iπ)"),
        ("<a href=\"https://example.org/a b\">site</a>", "[site](https://example.org/a%20b)"),
        ("<a href=\"javascript:alert(1)\">click</a>", "click"),
        ("<img src=\"cell.png\" alt=\"a cell\">", "![a cell](anki-media/cell.png)"),
        ("<img src=\"my%20pic%231.png\">", "![](anki-media/my%20pic%231.png)"),
        ("<img src=\"missing.png\" alt=\"gone\">", "gone"),
        ("<img src=\"https://example.org/x.png\">", "![](https://example.org/x.png)"),
        ("[sound:hello.mp3]", "![hello.mp3](anki-media/hello.mp3)"),
        ("[sound:nothere.mp3]", "\\[sound:nothere.mp3\\]"),
        ("area \\(x^2\\) and \\[\\int_0^1 x\\,dx\\]", "area $x^2$ and $$\\int_0^1 x\\,dx$$"),
        ("\\( a &lt; b \\)", "$a < b$"),
        ("[$]e=mc^2[/$]", "$e=mc^2$"),
        ("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>", "a | b\\\nc | d"),
        ("<script>alert(1)</script>safe<style>p{}</style>", "safe"),
        ("<span style=\"color:red\" onclick=\"x()\">red</span>", "red"),
        ("<!-- a comment -->text", "text"),
        ("a &amp; b &lt; c &gt; d &nbsp;e &#39;f&#x27;", "a \\& b &lt; c > d \u{00A0}e 'f'"),
        ("5 * 3 = 15, a_b, [x], #tag, $5, `q`", "5 \\* 3 = 15, a\\_b, \\[x\\], \\#tag, \\$5, \\`q\\`"),
        ("std::cout and a == b and {{x}}", "std\\:\\:cout and a \\=\\= b and \\{\\{x\\}\\}"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("> not a quote", "\\> not a quote"),
        ("?", "\\?"),
        ("<h1>Title</h1>text", "**Title**\n\ntext"),
        ("a < b and c<d", "a &lt; b and c&lt;d"),
        ("<hr>after", "after"),
        ("mark &#xFDD0; and &#xFDE5;", "mark \u{FFFD} and \u{FFFD}"),
        // A doubled mark split across elements is card syntax too (a `::` card, a `==` highlight).
        ("a:<span>:b</span>", "a:\\:b"),
        ("x=<b>=y</b> {<i>{z</i>", "x=**\\=y** {*\\{z*"),
        // A no-break space is a space to emphasis: no marker beside one (a shared deck's `cứ<i>&nbsp;</i>`).
        ("cứ<i>&nbsp;<b></b></i> and <b>x&nbsp;</b>y", "cứ\u{A0} and **x**\u{A0}y"),
        // A tag ends where a browser ends it: after a quoted value, a comment at its `-->`.
        ("<div title=\"a<br>b\" data-x='>'>x</div><!-- 1 > 2 -->y", "x\\\ny"),
        ("a<x y=\"b>c", "a&lt;x y=\"b>c"),
        // Emphasis where Markdown opens and closes it: punctuation at its edge moves out when a
        // letter touches it; the same emphasis twice in a row is one.
        ("<b>end.</b>Next a<b>\"q\"</b>b <b>f(x)</b>は <b>a[</b>b <b>!!</b>x", "**end**.Next a\"**q**\"b **f(x**)は **a**\\[b **\\!\\!**x"),
        ("<b>ab</b><b>cd</b> <i>x</i><i>y</i> <b>a</b> <b>b</b> <b><i>a</i></b><b>b</b>", "**abcd** *xy* **a** **b** ***a*b**"),
        // A drawing's text shows (a pitch accent graph), its title and description do not.
        ("<svg><title>t</title><desc>d</desc><path d=\"M0 0\"/><text>あ</text> <text>る</text></svg>", "あ る"),
        // Two brackets are apart, or the deck reader would read a wiki link.
        ("df[[col_1]] [<b>[x</b>", "df\\[<!-- -->\\[col\\_1\\]\\] \\[**<!-- -->\\[x**"),
        // Spaces at the ends of a sub- or superscript stay spaces, outside it.
        ("N<sup>&nbsp;</sup>(given) x<sub> </sub>y H<sub>0 </sub>z", "N\u{A0}(given) x y H₀ z"),
        ("<b><i>B</i></b><b><i>C</i></b> <b><u>A</u></b><b><u>B</u></b><b><u>: C</u></b>", "***BC*** ***AB: C***"),
        ("<b><a href=\"https://e.org/\">J</a> t</b> <i><a href=\"https://e.org/\">K</a></i>", "**[J](https://e.org/) t** *[K](https://e.org/)*"),
        // A combining mark after a tag, a reference or a character Markdown reads is the text's.
        ("<b>\u{CA8}</b>\u{CCD} \u{CA8}", "**\u{CA8}**\u{CCD} \u{CA8}"),
        ("E&amp;\u{301}F C<br>\u{301}D *\u{301}", "E\\&\u{301}F C\\\n\u{301}D \\*\u{301}"),
        // References a browser reads without their `;`: legacy names and numbers.
        ("Pinyin&nbsp<br>a&amp b &#233t&#x41 &bogus &zwsp", "Pinyin\u{A0}\\\na\\& b étA \\&bogus \\&zwsp"),
    ]

    @Test(arguments: table)
    func converts(_ html: String, _ expected: String) {
        #expect(Self.markdown(html) == expected)
    }

    static let clozeTable: [(String, String)] = [
        ("{{c1::Canberra::city}} is in {{c2::Australia}}.", "{{c1::Canberra::city}} is in {{c2::Australia}}."),
        ("{{c1::<b>bold</b>}} a*b", "{{c1::**bold**}} a\\*b"),
        ("line one<br>line two<div>three</div>", "line one\\\nline two\\\nthree"),
        ("<ul><li>a</li><li>{{c1::b}}</li></ul>", "• a\\\n• {{c1::b}}"),
        ("<p>one</p><p>{{c1::two}}</p>", "one\\\n{{c1::two}}"),
        ("a::b outside", "a\\:\\:b outside"),
        ("<code>text.{{c1::split()}} and {{c2::join::a method}}</code>", "`text.`{{c1::`split()`}} `and` {{c2::`join`::`a method`}}"),
        ("<pre>x = {{c1::1}}\ny = 2</pre>", "`x =` {{c1::`1`}}\\\n`y = 2`"),
    ]

    @Test(arguments: clozeTable)
    func aClozeFieldStaysOneParagraphWithItsDeletions(_ html: String, _ expected: String) {
        #expect(Self.markdown(html, cloze: true) == expected)
    }

    /// Input a hostile package may hold: each converts in time linear in its length.
    @Test(arguments: [
        String(repeating: "<b>", count: 100_000) + "x",
        String(repeating: "<ul><li>", count: 50_000) + "x",
        String(repeating: "<a href=\"https://e.org\">", count: 50_000) + "x",
        String(repeating: "<x", count: 200_000),
        String(repeating: "[", count: 200_000) + String(repeating: "\\(", count: 100_000),
        String(repeating: "{{c1::", count: 100_000),
        String(repeating: "<a x=\"", count: 100_000),
        String(repeating: "<!--", count: 100_000) + ">",
    ])
    func hostileNestingAndFloods_convertWithoutBlowingUp(_ html: String) {
        let markdown = Self.markdown(html, cloze: html.hasPrefix("{{")) + Self.markdown(html)
        #expect(markdown.utf8.count < 12 * html.utf8.count + 100, "linear: at most a comment between two brackets")
    }
}

@Suite struct AnkiTemplateTests {
    static func render(_ template: String, _ fields: [String: String], answer: Bool = false, card: Int = 1, front: String = "") -> String {
        var context = AnkiTemplate.Context(fields: fields, clozeNumber: card, isAnswer: answer)
        context.frontSide = front
        return AnkiTemplate(template).render(context)
    }

    @Test func fieldsSectionsAndInvertedSections() {
        let fields = ["Word": "Haus", "Example": "Das Haus", "Empty": "<br>"]
        #expect(Self.render("{{Word}}{{#Example}} – {{Example}}{{/Example}}", fields) == "Haus – Das Haus")
        #expect(Self.render("{{#Empty}}shown{{/Empty}}{{^Empty}}none{{/Empty}}", fields) == "none")
        #expect(Self.render("{{ Word }}{{Missing}}", fields) == "Haus")
        #expect(Self.render("{{#Word}}{{#Example}}both{{/Example}}{{/Word}}", fields) == "both")
    }

    /// Anki's `field_is_empty`, as Anki 26.9 renders `{{#F}}yes{{/F}}{{^F}}no{{/F}}` for each.
    @Test(arguments: [
        ("", false), (" \t\u{0B}\u{0C}\r\n", false), ("<br><div></div> \n", false), ("<BR />", false), ("<div >", false),
        ("<b></b>", true), ("&nbsp;", true), ("\u{A0}", true), ("<div class=a></div>", true), ("<br//>", true),
        ("\u{200B}", true), ("<span> </span>", true), ("<img src=a.png>", true),
    ])
    func aSectionShowsWhenItsFieldHoldsMoreThanWhitespaceBreaksAndDivs(_ field: String, _ filled: Bool) {
        let template = AnkiTemplate("{{#F}}yes{{/F}}{{^F}}no{{/F}}")
        #expect(template.render(AnkiTemplate.Context(fields: ["F": field], clozeNumber: 1, isAnswer: false)) == (filled ? "yes" : "no"))
    }

    @Test func aTagEndsAtItsAngleBracketEvenWhereACombiningMarkFollows() {
        let template = AnkiTemplate("{{text:F}}")
        #expect(template.render(AnkiTemplate.Context(fields: ["F": "<b>\u{301}x</b>y"], clozeNumber: 1, isAnswer: false)) == "\u{301}xy")
    }

    @Test func filtersApplyFromTheFieldOutwards() {
        let fields = ["Text": "<b>Can</b>{{c1::berra::city}}", "Reading": "日本[にほん]"]
        #expect(Self.render("{{text:Text}}", fields) == "Can{{c1::berra::city}}")
        #expect(Self.render("{{cloze:Text}}", fields).contains("[city]"))
        #expect(Self.render("{{cloze:Text}}", fields, answer: true) == "<b>Can</b><span class=cloze>berra</span>")
        #expect(Self.render("{{text:cloze:Text}}", fields, answer: true) == "Canberra")
        #expect(Self.render("{{furigana:Reading}}", fields) == "日本(にほん)")
        #expect(Self.render("{{kana:Reading}}", fields) == "にほん")
        #expect(Self.render("{{type:Text}}", fields) == "")
        #expect(Self.render("{{tts en_US:Text}}", fields) == "")
    }

    /// As Anki 26.9 renders `{{kanji:F}}`, `{{kana:F}}` and (ruby aside) `{{furigana:F}}`.
    @Test(arguments: [
        ("あと 三分[さんぷん] あります。", "あと三分 あります。", "あとさんぷん あります。", "あと三分(さんぷん) あります。"),
        ("x&nbsp;日本[にほん]", "x日本", "xにほん", "x日本(にほん)"),
        ("日本[にほん] [sound:a.mp3]", "日本 [sound:a.mp3]", "にほん [sound:a.mp3]", "日本(にほん) [sound:a.mp3]"),
        ("x[sound:a.mp3]", "x[sound:a.mp3]", "x[sound:a.mp3]", "x[sound:a.mp3]"),
        ("[x] a[]b", "[x] a[]b", "[x] a[]b", "[x] a[]b"),
        ("<b>日本</b>[にほん]", "<b>日本</b>[にほん]", "<b>日本</b>[にほん]", "<b>日本</b>[にほん]"),
        ("a  b[c]d", "a bd", "a cd", "a b(c)d"),
    ])
    func readingsAsAnkisFiltersShowThem(_ field: String, _ kanji: String, _ kana: String, _ furigana: String) {
        #expect(Self.render("{{kanji:F}}", ["F": field]) == kanji)
        #expect(Self.render("{{kana:F}}", ["F": field]) == kana)
        #expect(Self.render("{{furigana:F}}", ["F": field]) == furigana)
    }

    @Test func theAnswerIsWhatFollowsTheAnswerRule_orTheAnswerWithoutTheQuestion() {
        let context = AnkiTemplate.Context(fields: ["Front": "Q", "Back": "A"], clozeNumber: 1, isAnswer: true)
        #expect(AnkiTemplate.answerBack(AnkiTemplate("{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"), context) == "\n\nA")
        #expect(AnkiTemplate.answerBack(AnkiTemplate("{{FrontSide}}<HR ID=\"answer\">{{Back}}"), context) == "A")
        #expect(AnkiTemplate.answerBack(AnkiTemplate("{{FrontSide}}<br>{{Back}}"), context) == "<br>A")
    }

    @Test func aCommentIsText_andOnlyAClozeIsACloze() {
        #expect(AnkiTemplate("<!-- {{c1::x::hint}} {{Nope}} -->{{cloze:Text}}").namedFields == ["Text"])
        #expect(AnkiTemplate("<div>{{cloze:Text}}</div>\n").showsOnlyACloze)
        #expect(!AnkiTemplate("{{Title}}<br>{{cloze:Text}}").showsOnlyACloze)
        #expect(!AnkiTemplate("Fill in: {{cloze:Text}}").showsOnlyACloze)
    }

    @Test func deepSectionsAndUnclosedTags_renderWithoutBlowingUp() {
        let deep = String(repeating: "{{#A}}", count: 100_000) + "x" + String(repeating: "{{/A}}", count: 100_000)
        #expect(Self.render(deep, ["A": "1"]).count < 10)
        #expect(Self.render(String(repeating: "{{", count: 200_000), [:]).count == 400_000)
    }
}

@Suite struct AnkiClozeTests {
    @Test func deletionsWithHintsNestingAndUnclosedOpenings() {
        let deletions = AnkiCloze.deletions(in: "{{c1::a::hint}} {{c2::b {{c3::c}} d}} {{c4::open")
        #expect(deletions.map(\.number) == [1, 2])
        #expect(deletions.map { String($0.text) } == ["a", "b {{c3::c}} d"])
        #expect(deletions.map { $0.hint.map(String.init) } == ["hint", nil])
        #expect(AnkiCloze.numbers(in: "{{c2::b {{c3::c}} d}} {{c1::x}}") == [1, 2, 3])
        #expect(AnkiCloze.deletions(in: "{{c1::std::cout}}").first?.hint == "cout", "the first :: starts the hint, as in Anki")
    }

    @Test func aCardShowsItsDeletionsAsBlanks_andTheOthersAsText() {
        let text = "{{c1::Canberra::city}} in {{c2::Australia}}"
        #expect(AnkiCloze.rendered(text, number: 1, isAnswer: false) == "<span class=cloze>[city]</span> in Australia")
        #expect(AnkiCloze.rendered(text, number: 2, isAnswer: false) == "Canberra in <span class=cloze>[...]</span>")
        #expect(AnkiCloze.rendered(text, number: 2, isAnswer: true) == "Canberra in <span class=cloze>Australia</span>")
    }
}

@Suite struct ImportAnkiPresenterTests {
    @Test func theNoteOriginIsWrittenSoNothingReadsIt() {
        let origin = AnkiOrigin(guid: "wvsGH$$N?+", noteType: 7, tags: ["Anki::Tag", "a-->b", "#flashcards"])
        #expect(origin.comment == "<!-- anki guid:wvsGH%24%24N%3F+ type:7 tags:Anki::Tag,a%2D%2D%3Eb,%23flashcards -->")
    }

    @Test func aTitleIsAQuotedYAMLString() {
        #expect(ImportAnkiPresenter.yamlQuoted("C++") == "\"C++\"")
        #expect(ImportAnkiPresenter.yamlQuoted("say \"hi\" \\ \u{7}") == "\"say \\\"hi\\\" \\\\ \\u0007\"")
        #expect(ImportAnkiPresenter.yamlQuoted("a\u{FFFE}b\u{FFFF}\u{85}") == "\"a\\uFFFEb\\uFFFF\\u0085\"", "YAML allows none of these unescaped")
    }

    @Test func aQuestionOfSeveralLinesIsAHeadingAndTheRestBeforeABreak() {
        let response = ImportAnki.Response(
            deck: 1, origin: AnkiOrigin(guid: "g", noteType: nil, tags: []), noteTypeName: "Basic",
            body: .cards([(question: "What is<br>this?", answer: "")]), cardCount: 1
        )
        #expect(ImportAnkiPresenter().markdown(for: response, afterCards: false, mediaFolder: "", mediaFileName: { _ in nil })
            == "\n## What is\n\nthis?\n\n---\n\n&nbsp;\n\n<!-- anki guid:g -->\n")
    }

    @Test(arguments: [
        ("1984 was the year", "## 1984 was the year\n"),
        ("<ol><li>first</li><li>second</li></ol>", "## …\n\n1. first\n2. second\n\n---\n"),
        ("<pre>x = 1</pre>", "## …\n\n```\nx = 1\n```\n\n---\n"),
    ])
    func aQuestionStartingWithABlockOtherThanAParagraphHasAnEllipsisHeading(_ question: String, _ start: String) {
        let response = ImportAnki.Response(
            deck: 1, origin: AnkiOrigin(guid: "g", noteType: nil, tags: []), noteTypeName: "Basic",
            body: .cards([(question: question, answer: "x")]), cardCount: 1
        )
        #expect(ImportAnkiPresenter().markdown(for: response, afterCards: false, mediaFolder: "", mediaFileName: { _ in nil }).hasPrefix("\n" + start))
    }

    @Test func theSummaryGroupsThousands() {
        #expect(ImportAnkiPresenter().summary(decks: 3, notes: 1_204, cards: 1_980, media: 1, folder: "Content/decks")
            == "Imported 3 decks, 1,204 notes (1,980 cards), 1 media file → Content/decks")
    }
}

/// Anki's Image Occlusion field as the masks each card draws.
@Suite struct AnkiOcclusionTests {
    static let field = "{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.15:oi=1}}<br>"
        + "{{c2::image-occlusion:ellipse:left=.5:top=.4:rx=.1:ry=.05}}{{c3::image-occlusion:polygon:points=.1,.1 .2,.1 .15,.3:oi=1}}"
        + "{{c4::image-occlusion:text:text=Label:left=.1:top=.9:scale=1:fs=.05}}"

    @Test func eachCardAsksForItsMasks_andHidesTheOthersThatOccludeInactive() throws {
        let occlusion = try #require(AnkiOcclusion(field: Self.field))
        #expect(occlusion.title(card: 2, isAnswer: false) == "occlusion: rect 10 20 30 15 hide; ellipse 60 45 10 5 ask; polygon 10,10 20,10 15,30 hide")
        #expect(occlusion.title(card: 2, isAnswer: true) == "occlusion: rect 10 20 30 15 hide; ellipse 60 45 10 5 show; polygon 10,10 20,10 15,30 hide")
        #expect(occlusion.title(card: 1, isAnswer: false) == "occlusion: rect 10 20 30 15 ask; polygon 10,10 20,10 15,30 hide", "the ellipse hides on its own card only")
        #expect(AnkiOcclusion.isMasksTitle(occlusion.title(card: 3, isAnswer: true)))
        #expect(occlusion.image("<div><IMG src=\"cell.png\"></div>", card: 1, isAnswer: false)
            == "<div><img title=\"occlusion: rect 10 20 30 15 ask; polygon 10,10 20,10 15,30 hide\" src=\"cell.png\"></div>")
    }

    @Test(arguments: [
        "{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.15:angle=30}}",
        "{{c1::image-occlusion:rect:left=120:top=40:width=300:height=80}}",
        "{{c1::image-occlusion:star:left=.1}}", "no masks at all",
    ])
    func rotatedPixelOrUnknownMasks_areNotDrawn(_ field: String) {
        #expect(AnkiOcclusion(field: field) == nil)
    }
}

