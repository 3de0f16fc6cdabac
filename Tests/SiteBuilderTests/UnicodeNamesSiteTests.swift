import Domain
import Foundation
import Testing
@testable import SiteBuilder
import TestSupport

/// A site whose decks, address book, contacts, catalog and movies are named in Cyrillic and
/// Japanese: each gets an address of its own (it once got none, and the build failed), every
/// link of every page reaches a page, and the sitemap lists them percent-encoded.
@Suite struct UnicodeNamesSiteTests {
    func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Сайт\nlanguage: ru\nbase_url: https://example.org/site\n---\nПривет.\n", to: "Content/index.md")
        try site.write("# Русский\n\n## Как дела?\n\nХорошо.\n\n## Что это?\n\nЁлка.\n", to: "Content/decks/Русский.md")
        try site.write("# 日本語\n\n## 猫は？\n\nねこ\n", to: "Content/decks/語彙/日本語.md")
        try site.write("# Друзья\n\n## Анна Иванова\n\n- Email: anna@example.org\n\n## Борис\n", to: "Content/contacts/Друзья.md")
        try site.write("---\ntitle: 映画\n---\n\n## 七人の侍\n\n- Released: 1954-04-26\n\n侍の話。\n\n## Иван Грозный\n\n- Released: 1944-12-30\n", to: "Content/movies/映画.md")
        return site
    }

    @Test func everyNameGetsAnAddress_andEveryLinkReachesAPage() async throws {
        let site = try makeSite()
        defer { site.remove() }
        let check = SiteCheck(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content",
                              buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")

        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        _ = try await SiteBuild(content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!).run()
        let files = try site.snapshot("Public").keys
        for page in ["decks/русский/index.html", "decks/語彙-日本語/index.html", "contacts/друзья/index.html",
                     "contacts/друзья/анна-иванова/index.html", "contacts/друзья/борис/index.html",
                     "movies/映画/index.html", "movies/映画/七人の侍/index.html", "movies/映画/иван-грозный/index.html"] {
            #expect(files.contains(page), "\(page) in \(files.sorted())")
        }
        let home = try site.read("Public/index.html")
        #expect(home.contains("href=\"decks/русский/index.html\""))
        let sitemap = try site.read("Public/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/site/decks/%D1%80%D1%83%D1%81%D1%81%D0%BA%D0%B8%D0%B9/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/site/movies/%E6%98%A0%E7%94%BB/%E4%B8%83%E4%BA%BA%E3%81%AE%E4%BE%8D/</loc>"))
        #expect(!sitemap.contains("русский"), "a sitemap's URLs are percent-encoded")
    }
}
