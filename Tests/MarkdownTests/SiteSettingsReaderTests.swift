import Testing
@testable import Markdown
import Domain
import Scenes

@Suite("SiteSettingsReader: Content/index.md")
struct SiteSettingsReaderTests {
    func read(_ text: String, files: Set<String> = []) -> SiteSettingsReader.Outcome {
        SiteSettingsReader(tree: FakeContentTree(files)).read(text, file: "Content/index.md")
    }

    @Test func absentKeysTakeTheDefaults() {
        let outcome = read("Welcome.\n")
        #expect(outcome.settings.title == "Flash cards")
        #expect(outcome.settings.description == "Decks to study, online or off.")
        #expect(outcome.settings.language == "en")
        #expect(outcome.settings.baseURL == nil)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func everyKeyIsRead() {
        let outcome = read("""
        ---
        title: Révisions
        description: Cartes pour réviser.
        language: fr-CA
        base_url: https://cards.example.org/fr
        ---
        Bonjour.
        """)
        #expect(outcome.settings == SiteSettings(
            title: "Révisions",
            description: "Cartes pour réviser.",
            language: "fr-CA",
            baseURL: "https://cards.example.org/fr/",
            introduction: RichText(markdown: "Bonjour.\n")
        ))
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func baseURLEndingInASlashIsKeptAsIs() {
        #expect(read("---\nbase_url: http://localhost:8000/\n---\n").settings.baseURL == "http://localhost:8000/")
    }

    @Test func introductionIsTheWholeBodyWithLinksResolved() {
        let outcome = read("""
        ---
        title: Cards
        ---
        # Welcome

        ![Logo](images/logo.png) Start with [capitals](decks/capitals.md).
        """, files: ["images/logo.png", "decks/capitals.md"])
        #expect(outcome.settings.introduction.markdown == "# Welcome\n\n![Logo](media/images/logo.png) Start with [capitals](decks/capitals/index.html).\n")
        #expect(outcome.media == ["images/logo.png"])
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func brokenIntroductionLinkIsAnError() {
        let outcome = read("---\ntitle: Cards\n---\n\nSee [x](missing.md).\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/index.md:5:5: error: link 'missing.md' not found (no file missing.md in the content directory)",
        ])
    }

    @Test(arguments: ["en", "pt-BR", "zh-Hant-TW", "de-CH-1996", "sgn-BE-FR"])
    func validLanguageTagIsAccepted(_ tag: String) {
        let outcome = read("---\nlanguage: \(tag)\n---\n")
        #expect(outcome.settings.language == tag)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test(arguments: ["e", "en_US", "123", "en-", "-en", "en--US", "Ελληνικά", "toolongtag", "en-abcdefghi"])
    func invalidLanguageTagIsAnError(_ tag: String) {
        let outcome = read("---\nlanguage: \"\(tag)\"\n---\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/index.md:1:1: error: language '\(tag)' is not a language tag such as 'en' or 'pt-BR'",
        ])
    }

    @Test(arguments: ["example.org", "ftp://example.org", "//example.org", "/site", "https:/example.org"])
    func baseURLMustBeAbsoluteHTTP(_ url: String) {
        let outcome = read("---\nbase_url: \"\(url)\"\n---\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/index.md:1:1: error: base_url '\(url)' must be an absolute http:// or https:// URL",
        ])
    }

    @Test func aMisspeltKey_isAWarningNamingTheKeyMeant() {
        let outcome = read("---\ntitle: T\nbaseurl: https://x.org\nnew_card_per_day: 5\n---\n")
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/index.md:3:1: warning: front matter key 'baseurl' is not one this file reads, so it is ignored; did you mean 'base_url'?",
            "Content/index.md:4:1: warning: front matter key 'new_card_per_day' is not one this file reads, so it is ignored; did you mean 'new_cards_per_day'?",
        ])
    }

    @Test func otherKeys_areIgnored() {
        let outcome = read("---\ntags: [a]\naliases: [Home]\ncssclass: wide\n---\n")
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func allSettingsErrorsAreReportedTogether() {
        let outcome = read("---\ntitle: [a]\nlanguage: english_US\nbase_url: www.example.org\n---\n![x](nope.png)\n")
        #expect(lines(outcome.diagnostics) == [
            "Content/index.md:1:1: error: base_url 'www.example.org' must be an absolute http:// or https:// URL",
            "Content/index.md:1:1: error: language 'english_US' is not a language tag such as 'en' or 'pt-BR'",
            "Content/index.md:2:8: error: front matter 'title' must be text",
            "Content/index.md:6:1: error: image 'nope.png' not found (no file nope.png in the content directory)",
        ])
        #expect(outcome.settings.title == "Flash cards")
    }

    @Test func unclosedFrontMatterKeepsTheDefaults() {
        let outcome = read("---\ntitle: Mine\n")
        #expect(outcome.settings == SiteSettings())
        #expect(outcome.diagnostics.map(\.description) == [
            "Content/index.md:1:1: error: front matter is not closed: add a line holding only '---' after it",
        ])
    }

    @Test func isLanguageTagChecksTheShape() {
        #expect(SiteSettingsReader.isLanguageTag("en-GB"))
        #expect(!SiteSettingsReader.isLanguageTag(""))
    }
}

@Suite struct SchedulingSettingsTests {
    func read(_ yaml: String) -> SiteSettingsReader.Outcome {
        SiteSettingsReader(tree: FakeContentTree([])).read("---\n\(yaml)\n---\n", file: "Content/index.md")
    }

    @Test func schedulingSettings_defaultToRetention90AndTwentyNewCards() {
        let settings = read("title: T").settings
        #expect(settings.desiredRetention == 0.9 && settings.newCardsPerDay == 20)
    }

    @Test func schedulingSettings_areRead() {
        let settings = read("desired_retention: 0.85\nnew_cards_per_day: 5").settings
        #expect(settings.desiredRetention == 0.85 && settings.newCardsPerDay == 5)
    }

    @Test(arguments: [
        ("desired_retention: 1.5", "Content/index.md:2:20: error: malformed front matter 'desired_retention' '1.5': expected a number from 0.70 to 0.99, such as 0.9"),
        ("new_cards_per_day: many", "Content/index.md:2:20: error: malformed front matter 'new_cards_per_day' 'many': expected a whole number from 0 to 9999"),
    ])
    func badSchedulingSettings_areErrorsAtTheValue(_ yaml: String, _ expected: String) {
        #expect(read(yaml).diagnostics.map(\.description) == [expected])
    }

    @Test(arguments: [("", URLStyle.folders), ("pretty_urls: true", .folders), ("pretty_urls: false", .files), ("pretty_urls: False", .files)])
    func prettyURLs_chooseAFolderOrAFilePerPage(_ yaml: String, _ style: URLStyle) {
        let outcome = read("title: T\n" + yaml)
        #expect(outcome.settings.urlStyle == style)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func prettyURLs_otherThanTrueOrFalse_isAnErrorAtTheValue() {
        #expect(read("pretty_urls: no").diagnostics.map(\.description) == [
            "Content/index.md:2:14: error: malformed front matter 'pretty_urls' 'no': expected true (a folder per page) or false (a file per page)",
        ])
    }
}
