import Foundation
@testable import HTMLView
import Mustache
@testable import Scenes
import Testing

/// A page rendered through the stencil of its shape is swift-mustache's bytes; a template whose
/// output is not made of the shape's texts has no stencil, and its pages are swift-mustache's.
@Suite struct PageStencilTests {
    private static func contact(_ name: String, job: String? = "Engineer", emails: Int = 1, notes: String? = "<p>Notes</p>") -> ShowContact.ViewModel {
        ShowContact.ViewModel(
            page: ViewFixtures.chrome(title: name, root: "../../../"), name: name, job: job,
            details: [
                .init(label: emails > 1 ? "Emails" : "Email", values: (0..<emails).map { .init(text: "\(name)\($0)@example.org", url: "mailto:\($0)", datetime: nil) }),
                .init(label: "Birthday", values: [.init(text: "10 December 1815", url: nil, datetime: "1815-12-10")]),
            ],
            notesHeading: "Notes", notesHTML: notes,
            download: .init(url: "\(name).vcf", fileName: "\(name).vcf", label: "Download \(name)"),
            back: .init(url: "../index.html", label: "All contacts")
        )
    }

    /// Names that escaping, Unicode and the probes' own markers could trip on.
    private static let names = [
        "Ada <Lovelace>", "a <\u{20D2} b", "\u{301}accent first", "Tom & \"Jerry\" 'T'", "e\u{301}tude 日本語 🃏", "\u{E000}mK000000<>&\"'\u{E001}",
        "{{contact.name}}", "", "\u{E001}", "Grace",
    ]

    /// The templates, with a theme's `contact-page` (escaping as the built-in ones do) if given.
    private static func templates(contactPage text: String? = nil) throws -> HTMLTemplates {
        try HTMLTemplates(overrides: text.map { ["contact-page.mustache": .init(text: ListStencilTests.pragma + $0, file: "theme/contact-page.mustache")] } ?? [:])
    }

    /// Renders each page through the one view, and checks it against swift-mustache's render
    /// of the same context.
    private static func expectSameAsMustache(_ templates: HTMLTemplates, _ pages: [ShowContact.ViewModel]) throws {
        let view = TemplateView(templates: templates)
        for page in pages {
            let reference = templates.render(ReflectedContext(page: page.page, key: ShowContact.ViewModel.key, model: page), template: .contactPage)
            // As a build writes it: the page's bytes.
            #expect(try view.bytes(page) == Array(reference.utf8))
        }
    }

    @Test func pagesOfOneShape_areStencilled_andGiveMustachesBytes() throws {
        let templates = try Self.templates()
        try Self.expectSameAsMustache(templates, Self.names.map { Self.contact($0) })
        #expect(templates.learnedPageStencils == 1)
    }

    @Test func aWorkersTemplates_startWithATableOfTheirOwn_andGiveTheSameBytes() throws {
        let templates = try Self.templates()
        let pages = Self.names.map { Self.contact($0) }
        try Self.expectSameAsMustache(templates, pages)
        let worker = templates.worker()
        #expect(worker.learnedPageStencils == 0)
        try Self.expectSameAsMustache(worker, pages)
        #expect(worker.learnedPageStencils == 1)
        // The worker's table is its own: another worker's starts empty, and the first one's
        // is as it was.
        #expect(templates.worker().learnedPageStencils == 0)
        #expect(templates.learnedPageStencils == 1)
    }

    /// A shape one worker learned, another adopts the first time it meets it, though it met
    /// other types first and numbers its objects otherwise; a shape no worker learned is not
    /// taken for it.
    @Test func aShapeLearnedByOneWorker_isAdoptedByAnother() throws {
        let templates = try Self.templates()
        let (first, second) = (templates.worker(), templates.worker())
        let pages = Self.names.map { Self.contact($0) }
        try Self.expectSameAsMustache(first, pages)
        #expect(first.learnedPageStencils == 1)
        // The second worker meets another page type first: its objects are numbered otherwise.
        let notFound = NotFound.ViewModel(page: ViewFixtures.chrome(title: "Lost"), heading: "Not found", message: "Gone", homeLink: "Home", homeURL: "../")
        _ = try TemplateView(templates: second).bytes(notFound)
        #expect(second.learnedPageStencils == 0)
        try Self.expectSameAsMustache(second, [Self.contact("Grace")])
        #expect(second.learnedPageStencils == 1)
        // Another shape (no job), which the first worker never learned, is rendered the same.
        try Self.expectSameAsMustache(second, [Self.contact("Ada", job: nil)])
        #expect(second.learnedPageStencils == 1)
    }

    @Test func eachShape_hasItsOwnStencil() throws {
        let templates = try Self.templates()
        let pages = Self.names.flatMap { name in
            [Self.contact(name), Self.contact(name, job: nil), Self.contact(name, emails: 2), Self.contact(name, notes: nil), Self.contact(name, job: "")]
        }
        try Self.expectSameAsMustache(templates, pages)
        #expect(templates.learnedPageStencils == 5)
    }

    @Test(arguments: [
        // A transform of a text, the object itself, a marker-like text in the template.
        "{{<layout}}{{$main}}<h1>{{uppercased(contact.name)}}</h1>{{/main}}{{/layout}}",
        "{{<layout}}{{$main}}<h1>{{capitalized(contact.name)}}</h1>{{/main}}{{/layout}}",
        "{{<layout}}{{$main}}<p>{{contact.back}}</p>{{/main}}{{/layout}}",
        "{{<layout}}{{$main}}<p>\u{E000}{{contact.name}}</p>{{/main}}{{/layout}}",
        // Twice reversed, a text that begins with a combining accent is another text.
        "{{<layout}}{{$main}}<h1>{{reversed(reversed(contact.name))}}</h1>{{/main}}{{/layout}}",
        // A partial named by a text, spaced or not.
        "{{<layout}}{{$main}}{{>*contact.name}}{{> *contact.job}}{{/main}}{{/layout}}",
        // Other delimiters: what the tags mention cannot be told.
        "{{=<% %>=}}<%<layout%><%$main%><h1><%contact.name%></h1><%/main%><%/layout%>",
    ])
    func aTemplateWhoseOutputIsNotTheShapesTexts_hasNoStencil(_ text: String) throws {
        let templates = try Self.templates(contactPage: text)
        try Self.expectSameAsMustache(templates, Self.names.filter { !$0.isEmpty }.map { Self.contact($0) })
        #expect(templates.learnedPageStencils == 0)
    }

    @Test(arguments: [
        // Sections on presence, list positions, a count, other delimiters.
        "{{<layout}}{{$main}}{{#contact.job}}<p>{{.}}</p>{{/contact.job}}{{^contact.notesHTML}}none{{/contact.notesHTML}}{{/main}}{{/layout}}",
        "{{<layout}}{{$main}}{{#contact.details}}{{#first()}}<dl>{{/first()}}<dt data-i=\"{{index()}}\">{{label}}</dt>{{#last()}}</dl>{{/last()}}{{/contact.details}}{{/main}}{{/layout}}",
        "{{<layout}}{{$main}}<p>{{count(contact.details)}} {{#empty(contact.job)}}no job{{/empty(contact.job)}}</p>{{/main}}{{/layout}}",
    ])
    func aThemesTemplate_madeOfTheShapesTexts_givesMustachesBytes(_ text: String) throws {
        let templates = try Self.templates(contactPage: text)
        let pages = Self.names.flatMap { [Self.contact($0), Self.contact($0, job: nil), Self.contact($0, emails: 3)] }
        try Self.expectSameAsMustache(templates, pages)
        #expect(templates.learnedPageStencils >= 1)
    }

    @Test func aThemesTemplateEscapingByCharacter_hasNoStencil() throws {
        // A layout with no content type: swift-mustache escapes by character, and a `<` that an
        // accent follows stays as it is.
        let builtIn = try #require(try HTMLTemplates.builtIn().first { $0.fileName == "layout.mustache" }?.text)
        let layout = builtIn.replacingOccurrences(of: ListStencilTests.pragma, with: "")
        #expect(layout != builtIn)
        let templates = try HTMLTemplates(overrides: ["layout.mustache": .init(text: layout, file: "theme/layout.mustache")])
        try Self.expectSameAsMustache(templates, Self.names.map { Self.contact($0) })
        #expect(templates.learnedPageStencils == 0)
    }

    @Test func anIndentedBlock_indentsAfterATextThatEndsALine_asMustacheDoes() throws {
        let builtIn = try #require(try HTMLTemplates.builtIn().first { $0.fileName == "layout.mustache" }?.text)
        let layout = builtIn.replacingOccurrences(of: "{{$main}}{{/main}}", with: "  {{$main}}{{/main}}")
        #expect(layout != builtIn)
        let templates = try HTMLTemplates(overrides: ["layout.mustache": .init(text: layout, file: "theme/layout.mustache")])
        let pages = Self.names.flatMap { name in
            ["\n", "\r\n", "\r", "", "\n\u{301}"].map { Self.contact(name, notes: "<p>\(name)</p>" + $0) }
        }
        try Self.expectSameAsMustache(templates, pages)
        #expect(templates.learnedPageStencils >= 4)
    }

    @Test func markers_sortOneWayUnderOneTagAndTheOtherWayUnderTheOther() {
        for number in [0, 9, 999_999, 1_000_000, 123_456_789] {
            #expect(StencilMarker.marker(number, .up) < StencilMarker.marker(number + 1, .up))
            #expect(StencilMarker.marker(number, .down) > StencilMarker.marker(number + 1, .down))
        }
    }

    @Test func cut_readsEachMarkPlainOrEscaped_andRefusesAnythingElseOfAMarker() throws {
        let escaping = HTMLEscaping()
        for tag in StencilMarker.Numbering.allCases {
            let (zero, two) = (StencilMarker.marker(0, tag), StencilMarker.marker(2, tag))
            let cut = try #require(StencilMarker.cut("<p>" + two + "</p>" + escaping.escapeText(zero) + "!", tag, count: 3))
            #expect(cut.texts == ["<p>", "</p>", "!"])
            #expect(cut.marks.map(\.number) == [2, 0])
            #expect(cut.marks.map(\.escaped) == [false, true])
            let other: StencilMarker.Numbering = tag == .up ? .down : .up
            let spoiled: [String] = [
                StencilMarker.marker(3, tag),   // not one of the probe's texts
                StencilMarker.marker(1, other),   // another probe's
                two.uppercased(),
                two.replacingOccurrences(of: "<>", with: "&lt;>"),   // escaped in part
                two.replacingOccurrences(of: "0", with: "x"),
                String(two.dropLast(2)) + String(StencilMarker.end),
                String(StencilMarker.start) + tag.rawValue + String(StencilMarker.end),
                "a" + String(StencilMarker.end) + two,
            ]
            for text in spoiled {
                #expect(StencilMarker.cut("<p>" + text + "</p>", tag, count: 3) == nil, "\(text)")
            }
        }
        #expect(StencilMarker.cut("<p>no marks</p>", .up, count: 3)?.texts == ["<p>no marks</p>"])
    }

    @Test func mentions_areTheWordsOfEveryTagOfTheTemplateAndWhatItIncludes() {
        let texts = ["page": "{{<frame}}{{$main}}{{#a.b}}{{{c}}}{{/a.b}}{{/main}}{{/frame}}", "frame": "<p>{{ d }}</p>{{$main}}{{/main}}"]
        #expect(TemplateShape.mentions(of: "page", in: texts) == ["frame", "main", "a", "b", "c", "d"])
        #expect(TemplateShape.mentions(of: "page", in: ["page": "{{=<% %>=}}<%x%>"]) == nil)
        #expect(TemplateShape.mentions(of: "page", in: ["page": "{{>missing}}"]) == nil)
        // A name with a hyphen is one template's name, not two words.
        let hyphened = ["page": "<ol>{{> list-items }}</ol>", "list-items": "{{#items}}<li>{{title}}</li>{{/items}}"]
        #expect(TemplateShape.mentions(of: "page", in: hyphened) == ["list", "items", "title"])
        #expect(TemplateShape.mentions(of: "page", in: ["page": "{{>list-items}}", "list": ""]) == nil)
        // swift-mustache reads characters: a brace an accent joins opens no tag, and the tag
        // after it is still found (tags are found by bytes).
        let accented = ["page": "x{{\u{301} {{> list}}", "list": "{{#items}}{{title}}{{/items}}"]
        #expect(TemplateShape.mentions(of: "page", in: accented)?.isSuperset(of: ["list", "items", "title"]) == true)
        #expect(TemplateShape.mentions(of: "page", in: ["page": "{{\u{301} {{=<% %>=}}<%x%>"]) == nil)
    }

    /// Every built-in template can be stencilled: what it and the templates it includes mention
    /// is known (an include by a hyphened name was once taken for a missing template, and every
    /// movie list page went through swift-mustache).
    @Test func everyBuiltInTemplate_mentionsWhatItAndItsIncludesName() throws {
        let texts = Dictionary(uniqueKeysWithValues: try HTMLTemplates.builtIn().map { (String($0.fileName.dropLast(".mustache".count)), $0.text) })
        for template in Template.allCases {
            #expect(TemplateShape.mentions(of: template.rawValue, in: texts) != nil, "\(template)")
        }
        let list = try #require(TemplateShape.mentions(of: Template.moviesList.rawValue, in: texts))
        #expect(list.isSuperset(of: ["items", "posterURL", "pages", "current"]))   // from its two includes
    }

    /// A struct swift-mustache reads by reflection, as the reference.
    @TemplateFields struct Row {
        let n: Int
        let name: String
        let flag: Bool
    }

    /// What the templates see of `model` (`TemplateEncoder`).
    private static func seen(_ model: some TemplateFields) -> TemplateObject {
        TemplateEncoder().object(model, mentions: nil)
    }

    /// A page of large texts (a deck of 10,000 cards) is not worth swift-mustache's copies even
    /// once: its stencil is learned the first time, a small page's the second.
    @Test func aLargePage_isStencilledTheFirstTime() throws {
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        let text = ListStencilTests.pragma + "{{#flag}}<main>{{{name}}}</main>{{/flag}}\n"
        let template = try MustacheTemplate(string: text)
        let mentions = TemplateShape.mentions(of: "row", in: ["row": text])
        let stencils = PageStencils()
        let small = Row(n: 1, name: "<li>card</li>", flag: true)
        #expect(stencils.render(Self.seen(small), template: .notFound, mentions: mentions, as: String.self) { template.render($0) } == template.render(small))
        #expect(stencils.learned == 0)
        let large = Row(n: 1, name: String(repeating: "<li>card</li>", count: PageStencils.largePage / 10), flag: true)
        #expect(stencils.render(Self.seen(large), template: .studyDeck, mentions: mentions, as: String.self) { template.render($0) } == template.render(large))
        #expect(stencils.learned == 1)
        // Another large text through the stencil learned: kept as it is by the walk (`WalkTexts`), not copied.
        let other = Row(n: 2, name: String(repeating: "<li>é</li>", count: WalkTexts.largeText), flag: true)
        #expect(stencils.render(Self.seen(other), template: .studyDeck, mentions: mentions, as: String.self) { template.render($0) } == template.render(other))
        // As large in many small texts (an address book's rows): probes as large as the page, so not yet.
        let listText = ListStencilTests.pragma + "<ul>{{#names}}<li>{{.}}</li>{{/names}}</ul>\n"
        let list = try MustacheTemplate(string: listText)
        let names = Names(names: (0..<(PageStencils.largePage / 8)).map { "name \($0)" })
        let listMentions = TemplateShape.mentions(of: "list", in: ["list": listText])
        #expect(stencils.render(Self.seen(names), template: .contactsList, mentions: listMentions, as: String.self) { list.render($0) } == list.render(names))
        #expect(stencils.learned == 1)
    }

    /// Texts at the size from which a walk keeps them as they are (`WalkTexts.largeText`) and
    /// just under it, escaped and ending a line, come out as swift-mustache's bytes, as a page's
    /// bytes and as a `String`, the second time (through the stencil) as the first.
    @Test(arguments: [WalkTexts.largeText - 1, WalkTexts.largeText, WalkTexts.largeText + 1])
    func largeEscapedTexts_endingALine_arePlacedAsSwiftMustachePlacesThem(size: Int) throws {
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        let text = ListStencilTests.pragma + "{{#flag}}<pre>\n{{name}}\n</pre>{{/flag}}\n"
        let template = try MustacheTemplate(string: text)
        let mentions = TemplateShape.mentions(of: "row", in: ["row": text])
        let stencils = PageStencils()
        for round in 0..<3 {
            // `size` bytes with the line feed: "<é>&" is five.
            let body = String(repeating: "<é>&", count: (size - 1) / 5) + String(repeating: "x", count: (size - 1) % 5 + round)
            let row = Row(n: round, name: body + "\n", flag: true)
            #expect(round > 0 || row.name.utf8.count == size)
            let expected = template.render(row)
            #expect(stencils.render(Self.seen(row), template: .studyDeck, mentions: mentions, as: [UInt8].self) { template.render($0) } == Array(expected.utf8), "round \(round)")
            #expect(stencils.render(Self.seen(row), template: .studyDeck, mentions: mentions, as: String.self) { template.render($0) } == expected, "round \(round)")
        }
        #expect(stencils.learned == 1)
        var walk = TemplateShape.Walk(mentions: mentions ?? [])
        let row = Row(n: 0, name: String(repeating: "a", count: size), flag: true)
        walk.visit(Self.seen(row))
        #expect(walk.texts.strings.contains(row.name))
        #expect(walk.texts.large.isEmpty == (size < WalkTexts.largeText))
    }

    @TemplateFields struct Names {
        let names: [String]
    }

    @Test func numbersAndFlags_arePartOfTheShape_soTransformsOfThemKeepTheirMeaning() throws {
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        let text = ListStencilTests.pragma + "{{plusone(n)}} {{#even(n)}}even{{/even(n)}}{{^flag}}off{{/flag}} <b>{{name}}</b>\n"
        let template = try MustacheTemplate(string: text)
        let mentions = TemplateShape.mentions(of: "row", in: ["row": text])
        let stencils = PageStencils()
        let names = Self.names.filter { !$0.isEmpty }
        let rows = (0..<24).map { Row(n: $0 % 4, name: names[$0 % names.count], flag: ($0 / 4) % 2 == 0) }
        for row in rows {
            #expect(stencils.render(Self.seen(row), template: .notFound, mentions: mentions, as: String.self) { template.render($0) } == template.render(row))
        }
        #expect(stencils.learned == 8)   // 4 numbers × 2 flags, each seen three times
    }
}

@Suite struct TemplateShapeTextCodeTests {
    /// A text's code by its last character, as swift-mustache sees it.
    static func byCharacter(_ text: String) -> Int {
        switch text.last {
        case nil: TemplateShape.Node.emptyText.rawValue
        case "\n": TemplateShape.Node.lineText.rawValue
        case "\r": TemplateShape.Node.returnText.rawValue
        default: TemplateShape.Node.text.rawValue
        }
    }

    @Test func aTextsCode_byItsLastBytes_isItsLastCharacters() {
        let endings = ["", "a", "\n", "\r", "\r\n", "\n\r", "\r\r", "\n\n", "\n\u{301}", "\r\u{301}", "é", "\u{85}", "\u{2028}", "\t"]
        for start in ["", "x", "\r", "é"] {
            for ending in endings {
                let text = start + ending
                #expect(TemplateShape.code(of: text) == Self.byCharacter(text), "\(Array(text.utf8))")
            }
        }
    }
}

@Suite struct TemplateShapeWalkTests {
    @TemplateFields struct Item {
        let title: String
        let count: Int
        let shown: Bool
        let tags: [String]
        let note: String?
    }

    /// A walk gives each value's code, in order, and the texts of the keys the template
    /// mentions; a key it does not mention is absent, whatever its value.
    @Test func aWalk_codesWhatTheTemplateMentions_andGivesItsTexts() {
        let item = TemplateEncoder().object(Item(title: "a", count: 3, shown: true, tags: ["b", "c\n"], note: nil), mentions: nil)
        var all = TemplateShape.Walk(mentions: ["title", "count", "shown", "tags", "note"])
        all.visit(item)
        #expect(all.code == [
            TemplateShape.Node.object.rawValue, item.keys.id, TemplateShape.Node.text.rawValue, TemplateShape.Node.text.rawValue, TemplateShape.Node.yes.rawValue,
            TemplateShape.Node.list.rawValue, 2, TemplateShape.Node.text.rawValue, TemplateShape.Node.lineText.rawValue, TemplateShape.Node.absent.rawValue,
        ])
        #expect(all.texts.strings == ["a", "3", "b", "c\n"])
        var some = TemplateShape.Walk(mentions: ["title", "plusone"])
        some.visit(item)
        #expect(some.code == [
            TemplateShape.Node.object.rawValue, item.keys.id, TemplateShape.Node.text.rawValue, TemplateShape.Node.absent.rawValue, TemplateShape.Node.absent.rawValue,
            TemplateShape.Node.absent.rawValue, TemplateShape.Node.absent.rawValue,
        ])
        #expect(some.texts.strings == ["a"])
    }

    /// Objects of one type share their keys, the same on every core (`TemplateKeys`).
    @Test func objectsOfOneType_shareTheirKeys() {
        let (first, second) = (TemplateEncoder(), TemplateEncoder())
        let one = first.object(Item(title: "a", count: 1, shown: false, tags: [], note: "n"), mentions: nil)
        let other = second.object(Item(title: "b", count: 2, shown: true, tags: ["t"], note: nil), mentions: nil)
        #expect(one.keys === other.keys)
        #expect(one.keys.names == ["title", "count", "shown", "tags", "note"])
        #expect(TemplateKeys.withID(one.keys.id) === one.keys)
    }
}

/// What swift-mustache sees of a page without `TemplateEncoder`: the view model itself, read by
/// reflection (the reference the stencils are checked against).
private struct ReflectedContext: MustacheParent {
    let page: PageChrome
    let key: String
    let model: Any

    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case key: model
        case "pageColour": PageColour.background
        default: nil
        }
    }
}
