import Domain
import Testing
@testable import Scenes

@Suite struct StudyDeckInteractorTests {
    @Test func loadDeck_presentsTheDeckAndItsSessionGraph() throws {
        let presenter = StudyDeckPresenterSpy()
        let interactor = StudyDeckInteractor(store: DeckStoreStub(decks: [Fixtures.quiz]), presenter: presenter)

        try interactor.loadDeck(StudyDeck.Request(deckID: Deck.ID("quiz")))

        let response = try #require(presenter.responses.values.first)
        #expect(presenter.responses.values.count == 1)
        #expect(response.deck == Fixtures.quiz)
        #expect(response.session == StudySessionGraph(start: StudySession(cardCount: 3)))
        #expect(response.cardIDs == CardIdentity.identities(of: Fixtures.quiz.cards))
    }

    @Test func loadDeckOfUnknownID_throwsNotFoundAndPresentsNothing() {
        let presenter = StudyDeckPresenterSpy()
        let interactor = StudyDeckInteractor(store: DeckStoreStub(decks: [Fixtures.quiz]), presenter: presenter)

        #expect(throws: DeckStoreError.deckNotFound(Deck.ID("nope"))) {
            try interactor.loadDeck(StudyDeck.Request(deckID: Deck.ID("nope")))
        }
        #expect(presenter.responses.values.isEmpty)
    }
}
