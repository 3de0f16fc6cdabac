import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// A question edited between two builds of one output keeps its card's progress: the second
/// build finds it from the lineage the first left, says so, and the deck page names the card's
/// earlier identity. (The browser side: Tests/browser/test_card_lineage.py.)
@Suite struct CardLineageSiteTests {
    let builds = SiteBuildTests()

    /// The study page's review data of the quiz deck.
    func review(_ site: TemporaryDirectory) throws -> [String: Any] {
        let page = try site.read("Public/decks/quiz/index.html")
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"study-review\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// The quiz deck's card identities, in card order, as its page carries them (`data-card-id`).
    func cardIDs(_ site: TemporaryDirectory) throws -> [String] {
        let page = try site.read("Public/decks/quiz/index.html")
        return page.components(separatedBy: #" data-card-id=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func anEditedQuestion_keepsItsCard_acrossBuildsOfOneOutput() async throws {
        let site = try builds.makeSite()
        defer { site.remove() }
        _ = try await builds.build(site)
        let before = try cardIDs(site)
        #expect(before.count == 3 && before.allSatisfy { $0.utf8.count == 16 })
        #expect((try review(site)["earlierIDs"] as? [String: [String]]) == [:])

        try site.write(SiteBuildTests.quiz.replacingOccurrences(of: "## What is 7+7?", with: "## What is 7 + 7?"), to: "Content/decks/quiz.md")
        let report = try await builds.build(site)
        let after = try cardIDs(site)
        #expect(after[0] == before[0] && after[1] != before[1] && after[2] == before[2])
        #expect((try review(site)["earlierIDs"] as? [String: [String]]) == [after[1]: [before[1]]])
        #expect(report.warnings.map(\.description).contains(
            "Content/decks/quiz.md:12:1: note: this card's question changed and its answer did not: it keeps its study progress"
        ))

        // Built again without changes, the page still names it (a learner may not have opened
        // the deck since), and the note is not repeated.
        let again = try await builds.build(site)
        #expect((try review(site)["earlierIDs"] as? [String: [String]]) == [after[1]: [before[1]]])
        #expect(!again.warnings.contains { $0.severity == .note })
    }

    @Test func aLineageFileThatIsNotOne_isAWarning_andTheBuildGoesOn() async throws {
        let site = try builds.makeSite()
        defer { site.remove() }
        _ = try await builds.build(site)
        try site.write("{not json", to: "Public/card-lineage.json")
        let report = try await builds.build(site)
        #expect(report.warnings.contains { $0.severity == .warning && $0.message.hasPrefix("not a card lineage this site wrote") })
        #expect(try site.read("Public/card-lineage.json").hasPrefix("{\"decks\":{"))
    }
}
