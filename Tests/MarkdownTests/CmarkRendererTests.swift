import Foundation
import Testing
@testable import Markdown
import Domain
import Scenes

@Suite("CmarkRenderer: safe HTML")
struct CmarkRendererTests {
    let renderer: any RichTextRendering = CmarkRenderer()

    func render(_ markdown: String, rootPath: String = "") -> String {
        renderer.html(RichText(markdown: markdown), rootPath: rootPath)
    }

    @Test func rawHTMLBlockIsOmitted() {
        let output = render("<script>alert(1)</script>\n\nAfter.\n")
        #expect(output == "<!-- raw HTML omitted -->\n<p>After.</p>\n")
        #expect(!output.contains("<script"))
    }

    @Test func inlineRawHTMLIsOmitted() {
        let output = render("A picture <img src=x onerror=alert(1)> here.")
        #expect(output == "<p>A picture <!-- raw HTML omitted --> here.</p>\n")
        #expect(!output.contains("onerror"))
    }

    @Test(arguments: [
        "javascript:alert(1)",
        "JavaScript:alert(document.cookie)",
        "vbscript:msgbox(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "file:///etc/passwd",
    ])
    func dangerousLinkLosesItsHref(_ url: String) {
        // Even with a root path, the dropped URL must not come back as a relative one.
        #expect(render("[click](\(url))", rootPath: "../../") == "<p><a href=\"\">click</a></p>\n")
        #expect(render("[click](\(url))") == "<p><a href=\"\">click</a></p>\n")
    }

    @Test func dangerousImageSourceIsDropped() {
        #expect(render("![x](javascript:alert(1))") == "<p><img src=\"\" alt=\"x\" /></p>\n")
    }

    @Test func dataImageIsKept() {
        #expect(render("![dot](data:image/png;base64,iVBORw0KGgo=)") == "<p><img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\" /></p>\n")
    }

    struct URLCase: CustomTestStringConvertible, Sendable {
        let url: String
        let href: String
        var testDescription: String { "\(url) → \(href)" }
    }

    @Test(arguments: [
        URLCase(url: "media/decks/images/peru.png", href: "../../media/decks/images/peru.png"),
        URLCase(url: "decks/peru/index.html#lima", href: "../../decks/peru/index.html#lima"),
        URLCase(url: "index.html", href: "../../index.html"),
        URLCase(url: "https://example.org/a?b=c", href: "https://example.org/a?b=c"),
        URLCase(url: "mailto:teacher@example.org", href: "mailto:teacher@example.org"),
        URLCase(url: "#answer", href: "#answer"),
        URLCase(url: "?page=2", href: "?page=2"),
        URLCase(url: "/absolute/path", href: "/absolute/path"),
        URLCase(url: "//cdn.example.org/x.css", href: "//cdn.example.org/x.css"),
    ])
    func onlyRelativeURLsGetTheRootPathPrefix(_ example: URLCase) {
        #expect(render("[x](\(example.url))", rootPath: "../../") == "<p><a href=\"\(example.href)\">x</a></p>\n")
    }

    @Test func imagesGetTheRootPathPrefixToo() {
        #expect(render("![map](media/map.png)", rootPath: "../") == "<p><img src=\"../media/map.png\" alt=\"map\" /></p>\n")
    }

    @Test func emptyRootPathLeavesRelativeURLsAlone() {
        #expect(render("[x](media/a.png)", rootPath: "") == "<p><a href=\"media/a.png\">x</a></p>\n")
    }

    /// `pretty_urls: false`: a link to a deck's page (as the readers write it, in folders) names
    /// the deck's file, on the home page too; the home page and media files keep their addresses.
    @Test(arguments: [
        ("decks/spanish-verbs/index.html#card-2", "../", "../decks/spanish-verbs.html#card-2"),
        ("decks/index/index.html", "../", "../decks/index/index.html"),
        ("decks/index.html", "../", "../decks/index.html"),
        ("contacts/people/index.html?x=1", "", "contacts/people/index.html?x=1"),
        ("decks/quiz/index.html", "", "decks/quiz.html"),
        ("index.html", "../", "../index.html"),
        ("media/decks/index.html", "../", "../media/decks/index.html"),
        ("media/a.png", "", "media/a.png"),
    ])
    func inFiles_aPageLinkNamesThePagesFile(_ url: String, _ rootPath: String, _ href: String) {
        let html = CmarkRenderer(style: .files).html(RichText(markdown: "[x](\(url))"), rootPath: rootPath)
        #expect(html == "<p><a href=\"\(href)\">x</a></p>\n")
    }

    @Test(arguments: ["", "  \n\n\t"])
    func emptyTextRendersAsNothing(_ markdown: String) {
        #expect(render(markdown, rootPath: "../") == "")
    }

    @Test func markupIsRenderedAsCommonMark() {
        #expect(render("# H\n\n*em* **strong** `code`\n\n1. one\n") ==
            "<h1>H</h1>\n<p><em>em</em> <strong>strong</strong> <code>code</code></p>\n<ol>\n<li>one</li>\n</ol>\n")
    }

    /// Regression: `plainText` once walked a temporary document's tree after it was freed.
    @Test func plainTextOfATemporaryDocumentStripsMarkup() {
        let examples = [
            ("**Bold**, *em* and `code` [link](https://x.org) ![alt](a.png)\nnext  \nline <b>raw</b>", "Bold, em and code link alt next line raw"),
            ("Capital of *France*?", "Capital of France?"),
            ("# The `let` keyword", "The let keyword"),
        ]
        for (markdown, expected) in examples {
            #expect(CmarkRenderer().plainText(RichText(markdown: markdown)) == expected)
        }
    }

    @Test(arguments: [
        ("**Bold**, *em* and `code` [link](https://x.org) ![alt](a.png)\nnext  \nline <b>raw</b>", "Bold, em and code link alt next line raw"),
        ("  Capital of *France*?  ", "Capital of France?"),
        ("<script>alert(1)</script>", ""),
        // Blocks are words apart: a description once read "a link.Journey" across two paragraphs.
        ("Ends with a [link](https://x.org).\n\nJourney on.", "Ends with a link. Journey on."),
        ("# Title\nBody", "Title Body"),
        ("- one\n- two\n\n> quoted\n\nafter", "one two quoted after"),
        ("Spaced  \n\n  out", "Spaced out"),
    ])
    func nodePlainTextKeepsOnlyTextAndCode(_ markdown: String, _ expected: String) {
        // The same walk `CmarkRenderer.plainText` uses, with the document kept alive.
        let document = MarkdownDocument(markdown)
        let text = withExtendedLifetime(document) { document.root.plainText }
        #expect(text == expected)
    }
}
