/// The gateway through which use cases read decks. Storage stays hidden behind it.
public protocol DeckStore: Sendable {
    /// Every deck, in a stable order (by slug).
    func fetchDecks() throws(DeckStoreError) -> [Deck]
}

/// Why a deck store could not answer.
public enum DeckStoreError: Error, Sendable, Equatable {
    case deckNotFound(Deck.ID)
}
