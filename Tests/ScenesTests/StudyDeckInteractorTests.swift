import Domain
import Testing
@testable import Scenes

@Suite struct StudyDeckInteractorTests {
    @Test func respond_givesTheDeckAndItsSessionGraph() throws {
        let site = try Snapshots.site(decks: [Fixtures.quiz])

        let response = try StudyDeckInteractor().respond(to: StudyDeck.Request(deckID: Deck.ID("quiz")), in: site)

        #expect(response.deck == Fixtures.quiz)
        #expect(response.session == StudySessionGraph(start: StudySession(cardCount: 3)))
        #expect(response.cardIDs == CardIdentity.identities(of: Fixtures.quiz.cards))
    }

    @Test func respondForAnUnknownID_throwsNotFound() throws {
        let site = try Snapshots.site(decks: [Fixtures.quiz])
        #expect(throws: DeckStoreError.deckNotFound(Deck.ID("nope"))) {
            try StudyDeckInteractor().respond(to: StudyDeck.Request(deckID: Deck.ID("nope")), in: site)
        }
    }
}
