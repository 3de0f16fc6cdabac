@testable import SiteServer
import Testing

@Suite struct PreviewScriptsTests {
    @Test func injects_theTagBeforeTheLastClosingBody() {
        let page = "<html><body><p>&lt;/body&gt; and </body> in a comment?</p></body></html>"
        let injected = String(decoding: PreviewScripts.inject(into: Array(page.utf8), generation: 7), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt; and </body> in a comment?</p>"
            + "<script src=\"/.site/live.js\" data-generation=\"7\" defer></script></body></html>")
    }

    @Test func appends_theTagToAPageWithoutABody() {
        let injected = String(decoding: PreviewScripts.inject(into: Array("<p>x".utf8), generation: 1), as: UTF8.self)
        #expect(injected.hasPrefix("<p>x<script src=\"/.site/live.js\""))
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("manifest.webmanifest", "application/manifest+json"),
        ("ada.vcf", "text/vcard; charset=utf-8"), ("study.js", "text/javascript; charset=utf-8"),
        ("map.SVG", "image/svg+xml"), ("decks.apkg", "application/octet-stream"), ("README", "application/octet-stream"),
    ])
    func types_filesByExtension(name: String, type: String) {
        #expect(ContentType.of(name) == type)
    }
}
