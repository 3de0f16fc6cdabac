import Domain
import Foundation
@testable import SiteBuilder
import Testing
import TestSupport

/// TeX math: kept as written, and rendered with KaTeX shipped only when a deck has math.
@Suite struct MathDeckTests {
    @Test func aDeckWithMath_shipsKaTeX_andOnlyThen() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Logic\n\n## What is $\\varphi \\,\\mathbf{W}\\, \\psi$?\n\nWeak until.\n", to: "Content/decks/logic.md")
        try site.write("# Plain\n\nQ::A\n", to: "Content/decks/plain.md")
        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        let report = try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
        let logic = try site.read("Public/decks/logic/index.html")
        #expect(logic.contains("What is <span class=\"math\">$\\varphi \\,\\mathbf{W}\\, \\psi$</span>?"))
        if KaTeXAssets.installed() != nil {
            #expect(report.warnings.isEmpty)
            #expect(logic.contains("assets/katex/katex.min.js") && logic.contains("assets/math.js"))
            #expect(site.exists("Public/assets/katex/katex.min.css") && !site.exists("Public/assets/katex/contrib/auto-render.js"))
            #expect(try site.read("Public/sw.js").contains("assets/katex/katex.min.js"))
        } else {
            #expect(report.warnings.map(\.message).first?.hasPrefix("deck \"Logic\" has TeX math, shown as written") == true)
        }
        #expect(!(try site.read("Public/decks/plain/index.html")).contains("katex"))
    }

    @Test func withoutKaTeXInstalled_thereIsNoKaTeX() {
        #expect(KaTeXAssets.installed(environment: ["SITE_KATEX_DIR": "/nonexistent-\(UUID().uuidString)"]) == nil)
    }
}
