import Domain
import Testing
@testable import Scenes

/// Renders a field as `[markdown]`, reporting every `img:NAME` word as the media file `decks/NAME`.
struct NoteFieldRendererStub: NoteFieldRendering {
    func field(_ text: RichText) -> NoteField {
        let media = text.markdown.split(separator: " ").filter { $0.hasPrefix("img:") }.map { "decks/" + $0.dropFirst(4) }
        return NoteField(html: "[\(text.markdown)]", media: media)
    }

    func clozeField(_ text: RichText) -> NoteField {
        NoteField(html: "{\(text.markdown)}", media: [])
    }
}

@Suite struct ExportAnkiTests {
    static let here = Fixtures.here

    static let capitals = Deck(
        id: Deck.ID("capitals"), title: "  World capitals\n(Europe) ", tags: ["world capitals", "geo"],
        notes: [
            .basic(front: RichText(markdown: "Peru?"), back: RichText(markdown: "Lima img:lima.png"), location: here),
            .reversed(front: RichText(markdown: "France"), back: RichText(markdown: "Paris"), location: here),
            .cloze(text: RichText(markdown: "{{c1::Rome}} is in Italy"), cards: [Fixtures.card("a", "b")], location: here),
        ],
        location: here
    )

    func present(_ decks: [Deck]) -> ExportAnki.ViewModel {
        let identities = Dictionary(uniqueKeysWithValues: decks.map { deck in (deck.id, deck.cards.indices.map { "id\($0)" }) })
        return ExportAnkiPresenter(renderer: NoteFieldRendererStub(), siteTitle: "My cards")
            .present(ExportAnki.Response(decks: decks, cardIdentities: identities))
    }

    @Test func theInteractor_exportsEveryDeck_orTheOneNamed_andNamesTheOthersForAnUnknownOne() throws {
        let site = try Snapshots.site(decks: [Self.capitals, Fixtures.quiz])
        #expect(try ExportAnkiInteractor().respond(to: .init(deckSlug: nil), in: site).decks.map(\.id.slug) == ["capitals", "quiz"])
        let quiz = try ExportAnkiInteractor().respond(to: .init(deckSlug: "quiz"), in: site)
        #expect(quiz.decks == [Fixtures.quiz])
        #expect(quiz.cardIdentities == [Fixtures.quiz.id: site.cardIdentities(of: Fixtures.quiz.id)])
        #expect(throws: ExportAnkiError.unknownDeck("nope", available: ["capitals", "quiz"])) {
            try ExportAnkiInteractor().respond(to: .init(deckSlug: "nope"), in: site)
        }
    }

    @Test func notes_getTheirGuidTypeDeckFieldsAndTags() {
        let model = present([Self.capitals])
        // The guid is the identity of the note's first card: the reversed note's cards are 1 and 2.
        #expect(model.notes == [
            .init(guid: "site:capitals:id0", noteType: .basic, importedType: nil, deck: "My cards::World capitals (Europe)", fields: ["[Peru?]", "[Lima img:lima.png]"], tags: ["world_capitals", "geo"], source: Self.here.file),
            .init(guid: "site:capitals:id1", noteType: .reversed, importedType: nil, deck: "My cards::World capitals (Europe)", fields: ["[France]", "[Paris]"], tags: ["world_capitals", "geo"], source: Self.here.file),
            .init(guid: "site:capitals:id3", noteType: .cloze, importedType: nil, deck: "My cards::World capitals (Europe)", fields: ["{{{c1::Rome}} is in Italy}", "[]"], tags: ["world_capitals", "geo"], source: Self.here.file),
        ])
        #expect(model.media == ["decks/lima.png"])
        #expect(model.mediaClash == nil)
        #expect(model.summary == "Exported 3 notes (4 cards) from 1 deck")
        #expect((model.deckCount, model.noteCount, model.cardCount) == (1, 3, 4))
    }

    /// Enough notes, over several decks, that their fields are rendered on every core: each
    /// keeps its place, its deck and its guid, and every image is listed.
    @Test func manyNotes_keepTheirOrder_whenRenderedOnEveryCore() {
        let decks = (0..<3).map { deckIndex in
            Deck(id: Deck.ID("d\(deckIndex)"), title: "D\(deckIndex)", notes: (0..<400).map { noteIndex in
                .basic(front: RichText(markdown: "q\(deckIndex)-\(noteIndex)"), back: RichText(markdown: "a img:\(deckIndex)-\(noteIndex).png"), location: Self.here)
            }, location: Self.here)
        }
        let model = present(decks)
        let expected = (0..<3).flatMap { deckIndex in (0..<400).map { (deckIndex, $0) } }
        #expect(model.notes.map(\.guid) == expected.map { "site:d\($0.0):id\($0.1)" })
        #expect(model.notes.map(\.fields) == expected.map { ["[q\($0.0)-\($0.1)]", "[a img:\($0.0)-\($0.1).png]"] })
        #expect(model.notes.map(\.deck) == expected.map { "My cards::D\($0.0)" })
        #expect(model.media == expected.map { "decks/\($0.0)-\($0.1).png" }.sorted())
    }

    @Test func twoImagesOfOneFileName_areAClash() {
        let deck = Deck(id: Deck.ID("d"), title: "D", notes: [
            .basic(front: RichText(markdown: "a img:x/map.png"), back: RichText(markdown: "b img:y/map.png"), location: Self.here),
        ], location: Self.here)
        #expect(present([deck]).mediaClash == .init(fileName: "map.png", paths: ["decks/x/map.png", "decks/y/map.png"]))
    }
}

@Suite struct AnkiDeckNameTests {
    @Test(arguments: [
        ("Capitals", "Capitals"),
        ("  C++::STL  ", "C++:STL"),
        ("Parent :: Child", "Parent : Child"),
        ("tab\there", "tab here"),
        ("nul\u{0}byte", "nul byte"),
        ("two\nlines\r\nthree", "two lines three"),
        ("esc\u{1B}[31m", "esc [31m"),
        ("ratio 1:2", "ratio 1:2"),
        ("👩‍💻 Coders", "👩‍💻 Coders"),
        ("::", ":"),
    ])
    func aTitle_isOneLevelOfAnAnkiDeckName(title: String, expected: String) {
        #expect(ExportAnkiPresenter.deckComponent(title) == expected)
    }
}
