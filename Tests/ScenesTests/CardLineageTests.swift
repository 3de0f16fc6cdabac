import Domain
import Scenes
import Testing

/// A card keeps its study progress when its question is edited and its answer is not: the build
/// finds it from the lineage the previous build left (`CardLineage`), and the deck page names its
/// earlier identities.
@Suite struct CardLineageTests {
    static func deck(_ cards: [(String, String)]) -> Deck {
        Deck(id: Deck.ID("quiz"), title: "Quiz", cards: cards.map { Fixtures.card($0.0, $0.1) }, location: Fixtures.here)
    }

    /// The lineage and edits of building `after` over a build of `before`.
    static func rebuild(_ before: [(String, String)], _ after: [(String, String)]) throws -> (SiteSnapshot, SiteSnapshot) {
        let first = try Snapshots.site(decks: [deck(before)])
        let second = try Snapshots.site(decks: [deck(after)], previousLineage: first.lineage)
        return (first, second)
    }

    @Test func aQuestionEditedWithItsAnswerKept_isTheSameCard() throws {
        let (first, second) = try Self.rebuild(
            [("What is 7+7?", "14"), ("Capital of Vermont?", "Montpelier")],
            [("What is 7 + 7?", "14"), ("Capital of Vermont?", "Montpelier")]
        )
        let old = first.cardIdentities(of: Deck.ID("quiz"))
        let new = second.cardIdentities(of: Deck.ID("quiz"))
        #expect(old[0] != new[0] && old[1] == new[1])
        #expect(second.earlierIdentities(of: Deck.ID("quiz")) == [new[0]: [old[0]]])
        #expect(second.editedCards.map { [$0.deck.slug, String($0.card), $0.formerIdentity] } == [["quiz", "0", old[0]]])
    }

    @Test func aCardWhoseAnswerChangedToo_startsAfresh() throws {
        let (_, second) = try Self.rebuild([("What is 7+7?", "14")], [("What is 7 + 8?", "15")])
        #expect(second.earlierIdentities(of: Deck.ID("quiz")).isEmpty)
        #expect(second.editedCards.isEmpty)
    }

    @Test func twoEditedCardsWithOneAnswer_cannotBeToldApart_andStartAfresh() throws {
        let (_, second) = try Self.rebuild([("Is water wet?", "Yes"), ("Is fire hot?", "Yes")], [("Is water wet ?", "Yes"), ("Is fire hot ?", "Yes")])
        #expect(second.earlierIdentities(of: Deck.ID("quiz")).isEmpty)
    }

    @Test func aNewCardWithTheAnswerOfAnUnchangedOne_isNew() throws {
        let (_, second) = try Self.rebuild([("Capital of France?", "Paris")], [("Capital of France?", "Paris"), ("City of light?", "Paris")])
        #expect(second.earlierIdentities(of: Deck.ID("quiz")).isEmpty)
    }

    @Test func editsAddUp_andLastAsLongAsTheCard() throws {
        let (_, second) = try Self.rebuild([("Capitol of France?", "Paris")], [("Capital of France?", "Paris")])
        let third = try Snapshots.site(decks: [Self.deck([("The capital of France?", "Paris")])], previousLineage: second.lineage)
        let ids = [second, third].map { $0.cardIdentities(of: Deck.ID("quiz"))[0] }
        let original = try Self.rebuild([("Capitol of France?", "Paris")], []).0.cardIdentities(of: Deck.ID("quiz"))[0]
        #expect(third.earlierIdentities(of: Deck.ID("quiz")) == [ids[1]: [ids[0], original]])
        // Unchanged in a later build: the card keeps its earlier identities (a learner may not have
        // opened the deck since the edit).
        let fourth = try Snapshots.site(decks: [Self.deck([("The capital of France?", "Paris")])], previousLineage: third.lineage)
        #expect(fourth.earlierIdentities(of: Deck.ID("quiz")) == third.earlierIdentities(of: Deck.ID("quiz")))
        #expect(fourth.editedCards.isEmpty)
    }

    @Test func theStudyPage_namesTheEarlierIdentities() throws {
        let (first, second) = try Self.rebuild([("What is 7+7?", "14")], [("What is 7 + 7?", "14")])
        let response = try StudyDeckInteractor().respond(to: .init(deckID: Deck.ID("quiz")), in: second)
        let model = StudyDeckPresenter(renderer: RendererStub(), context: PageContext(site: SiteSettings(), route: .deck(Deck.ID("quiz"))))
            .present(response)
        let now = second.cardIdentities(of: Deck.ID("quiz"))[0]
        #expect(model.review?.earlierIDs == [now: first.cardIdentities(of: Deck.ID("quiz"))])
    }
}
