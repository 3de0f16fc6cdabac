import Domain
import Foundation
import SiteBuilder
import Testing

/// A site's theme (`Content/theme/`) replaces built-in templates and assets without recompiling.
@Suite struct ThemeTests {
    let builds = SiteBuildTests()

    @Test func anEjectedTheme_buildsTheSamePages_andAGivenFileIsKept() async throws {
        let site = try builds.makeSite()
        defer { site.remove() }
        _ = try await builds.build(site, output: "Before")
        try site.write("/* mine */\n", to: "Content/theme/assets/site.css")
        let report = try ThemeEject.run(content: site.url.appendingPathComponent("Content"))
        #expect(report.kept == ["theme/assets/site.css"])
        #expect(report.written.contains("theme/templates/study-deck.mustache") && report.written.contains("theme/assets/study.js"))
        #expect(try site.read("Content/theme/assets/site.css") == "/* mine */\n")
        _ = try await builds.build(site, output: "After")
        let before = try site.snapshot("Before"), after = try site.snapshot("After")
        let pages = before.keys.filter { $0.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for page in pages { #expect(before[page] == after[page], "\(page)") }
        #expect(try site.read("After/assets/site.css") == "/* mine */\n")
    }

    @Test func aThemeTemplate_replacesTheBuiltInOne() async throws {
        let site = try builds.makeSite()
        defer { site.remove() }
        try site.write("""
            {{% CONTENT_TYPE: SITE_HTML }}
            {{<layout}}
            {{$main}}
            {{#notFound}}<h1>Lost? {{heading}}</h1>{{/notFound}}
            {{/main}}
            {{/layout}}
            """, to: "Content/theme/templates/not-found.mustache")
        try site.write("body { color: rebeccapurple; }\n", to: "Content/theme/assets/extra.css")
        _ = try await builds.build(site)
        #expect(try site.read("Public/404.html").contains("<h1>Lost? Page not found</h1>"))
        #expect(try site.read("Public/assets/extra.css") == "body { color: rebeccapurple; }\n", "a theme may add assets")
    }

    @Test func aThemeTemplateThatDoesNotParse_isAnErrorAtItsLine() async throws {
        let site = try builds.makeSite()
        defer { site.remove() }
        try site.write("<h1>\n{{#notFound}}\n{{heading}}\n{{/oops}}\n", to: "Content/theme/templates/not-found.mustache")
        do {
            _ = try await builds.build(site)
            Issue.record("the build should fail")
        } catch let errors as ContentErrors {
            #expect(errors.diagnostics.map(\.description) == [
                "Content/theme/templates/not-found.mustache:4:4: error: the template does not parse: sectionCloseNameIncorrect",
            ])
        }
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("Public").path))
    }
}
