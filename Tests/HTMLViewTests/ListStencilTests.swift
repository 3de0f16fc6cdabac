import Foundation
@testable import HTMLView
import Mustache
@testable import Scenes
import Testing

/// A list's items placed by their stencil give swift-mustache's bytes; a template whose output is
/// not its items' values alone has no stencil and is rendered by swift-mustache.
@Suite struct ListStencilTests {
    /// What swift-mustache makes of the whole list in one render: the reference.
    private struct Reference: MustacheParent {
        let key: String
        let models: [StudyDeck.ViewModel.Card]
        func child(named name: String) -> Any? { name == key ? models : nil }
    }

    private static func card(_ index: Int, question: String = "<p>Q</p>\n", number: String? = nil) -> StudyDeck.ViewModel.Card {
        .init(id: "id-\(index)", anchor: "card-\(index + 1)", number: number ?? "Card \(index + 1) of 3",
              questionHTML: question, answerHTML: "<p>A & B “\(index)”</p>\n", showAnswer: "Show answer")
    }

    /// The templates, with a theme's `study-cards` (escaping as the built-in ones do) if given.
    private static func templates(cards text: String? = nil) throws -> HTMLTemplates {
        try HTMLTemplates(overrides: text.map { ["study-cards.mustache": .init(text: pragma + $0, file: "theme/study-cards.mustache")] } ?? [:])
    }

    static let pragma = "{{% CONTENT_TYPE: SITE_HTML }}\n"

    private static func expectSameAsMustache(_ templates: HTMLTemplates, _ cards: [StudyDeck.ViewModel.Card]) {
        let listed = templates.renderList(cards, as: "cards", template: .studyCards)
        let reference = templates.render(Reference(key: "cards", models: cards), template: .studyCards)
        #expect(listed == reference)
    }

    /// Values that escaping, Unicode and the probes' own markers could trip on.
    private static let awkward = [
        "<script>alert('x')</script>", "Tom & Jerry \"quoted\"", "e\u{301}tude naïve 日本語 🃏",
        "\u{E000}mK000001<>&\"'\u{E001}", "{{number}} {{{questionHTML}}}", "&amp; already", "a\nb\r\nc\t",
    ]

    @Test func theShippedCardsTemplate_hasAStencil_andGivesMustachesBytes() throws {
        let templates = try Self.templates()
        #expect(templates.stencil(for: templates.object(Self.card(0), for: .studyCards), as: "cards", template: .studyCards) != nil)
        let cards = Self.awkward.enumerated().map { Self.card($0.offset, question: $0.element, number: $0.element) }
        Self.expectSameAsMustache(templates, cards)
        Self.expectSameAsMustache(templates, [Self.card(0)])
    }

    @Test func aLongList_renderedInPartsOnEveryCore_isTheSameList() throws {
        let templates = try Self.templates()
        let cards = (0..<2_000).map { Self.card($0, question: Self.awkward[$0 % Self.awkward.count]) }
        Self.expectSameAsMustache(templates, cards)
    }

    @Test(arguments: [
        // A transform of a value, an item's position, the item itself, a marker-like text.
        "{{#cards}}<li>{{uppercased(number)}}</li>\n{{/cards}}",
        "{{#cards}}<li>{{lowercased(anchor)}}</li>\n{{/cards}}",
        "{{#cards}}<li data-i=\"{{index()}}\">{{number}}</li>\n{{/cards}}",
        "{{#cards}}<li>{{.}}</li>\n{{/cards}}",
        "{{#cards}}<li>\u{E000}{{number}}</li>\n{{/cards}}",
        "{{#cards}}<li>no values at all</li>\n{{/cards}}",
        // What only a fourth item shows; a partial (which may be indented).
        "{{#cards}}{{#equalzero(minusone(minusone(minusone(index()))))}}<hr>{{/equalzero(minusone(minusone(minusone(index()))))}}{{number}}\n{{/cards}}",
        "{{#cards}}{{>movie-list-link}}{{number}}\n{{/cards}}",
    ])
    func aTemplateWhoseOutputIsNotItsValues_hasNoStencil(_ text: String) throws {
        let templates = try Self.templates(cards: text)
        #expect(templates.stencil(for: templates.object(Self.card(0), for: .studyCards), as: "cards", template: .studyCards) == nil)
        Self.expectSameAsMustache(templates, (0..<6).map { Self.card($0) })
    }

    @Test(arguments: [
        "<ol>\n{{#cards}}<li id=\"{{anchor}}\">{{{questionHTML}}}{{number}}</li>\n{{/cards}}</ol>\n",
        // The first and the last item's extras land in the head and the tail.
        "{{#cards}}{{#first()}}<ol>{{/first()}}<li>{{number}}</li>{{#last()}}</ol>{{/last()}}\n{{/cards}}",
        "{{#cards}}{{#questionHTML}}<div>{{{.}}}</div>{{/questionHTML}}{{^answerHTML}}none{{/answerHTML}}{{number}}{{number}}\n{{/cards}}",
    ])
    func aThemesTemplate_madeOfItsValues_hasAStencil(_ text: String) throws {
        let templates = try Self.templates(cards: text)
        #expect(templates.stencil(for: templates.object(Self.card(0), for: .studyCards), as: "cards", template: .studyCards) != nil)
        Self.expectSameAsMustache(templates, Self.awkward.indices.map { Self.card($0, question: Self.awkward[$0]) })
    }

    @Test func aThemesTemplateEscapingByCharacter_hasNoStencil() throws {
        // swift-mustache's own escaping (no content type) leaves a `<` that an accent follows.
        let templates = try HTMLTemplates(overrides: ["study-cards.mustache": .init(text: "{{#cards}}<li>{{number}}</li>\n{{/cards}}", file: "theme/study-cards.mustache")])
        #expect(templates.stencil(for: templates.object(Self.card(0), for: .studyCards), as: "cards", template: .studyCards) == nil)
        Self.expectSameAsMustache(templates, ["a <\u{20D2} b", "<b>"].indices.map { Self.card($0, number: ["a <\u{20D2} b", "<b>"][$0]) })
    }

    @Test func aLongListWithAnEmptyValue_isRenderedWhole_headAndTailOnce() throws {
        let templates = try Self.templates(cards: "<ol>\n{{#cards}}{{#first()}}<li class=first>{{/first()}}<li>{{number}}</li>\n{{/cards}}</ol>\n")
        Self.expectSameAsMustache(templates, (0..<1_500).map { Self.card($0, number: $0 == 700 ? "" : nil) })
    }

    @Test func aListWithAnEmptyValue_isRenderedByMustache() throws {
        // A section on an empty text goes the other way than on the probes' markers.
        let templates = try Self.templates(cards: "{{#cards}}{{#number}}<b>{{.}}</b>{{/number}}{{^number}}none{{/number}}\n{{/cards}}")
        #expect(templates.stencil(for: templates.object(Self.card(0), for: .studyCards), as: "cards", template: .studyCards) != nil)
        Self.expectSameAsMustache(templates, [Self.card(0), Self.card(1, number: ""), Self.card(2)])
    }
}
