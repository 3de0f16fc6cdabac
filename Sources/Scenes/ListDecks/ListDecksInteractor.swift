import Domain

/// Lists every deck, ordered by title so the home page reads alphabetically.
public struct ListDecksInteractor: Sendable {
    private let store: any DeckStore
    private let presenter: any ListDecksPresentationLogic

    public init(store: any DeckStore, presenter: any ListDecksPresentationLogic) {
        self.store = store
        self.presenter = presenter
    }

    public func listDecks(_ request: ListDecks.Request) throws {
        let decks = try store.fetchDecks().sorted { lhs, rhs in
            let (left, right) = (lhs.title.lowercased(), rhs.title.lowercased())
            return left == right ? lhs.id < rhs.id : left < right
        }
        try presenter.presentDecks(ListDecks.Response(decks: decks))
    }
}
