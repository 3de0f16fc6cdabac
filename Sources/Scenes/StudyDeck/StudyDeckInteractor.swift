import Domain

/// Fetches a deck and works out every state of studying it.
public struct StudyDeckInteractor: Sendable {
    private let store: any DeckStore
    private let presenter: any StudyDeckPresentationLogic

    public init(store: any DeckStore, presenter: any StudyDeckPresentationLogic) {
        self.store = store
        self.presenter = presenter
    }

    public func loadDeck(_ request: StudyDeck.Request) throws {
        let deck = try store.fetchDeck(id: request.deckID)
        let session = StudySessionGraph(start: StudySession(cardCount: deck.cards.count))
        try presenter.presentDeck(StudyDeck.Response(deck: deck, session: session, cardIDs: CardIdentity.identities(of: deck.cards)))
    }
}
