import Domain

/// Looks a deck up and works out every state of studying it.
public struct StudyDeckInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: StudyDeck.Request, in site: SiteSnapshot) throws -> StudyDeck.Response {
        let deck = try site.deck(request.deckID)
        let session = StudySessionGraph(start: StudySession(cardCount: deck.cards.count))
        return StudyDeck.Response(
            deck: deck, session: session, cardIDs: site.cardIdentities(of: deck.id), earlierIDs: site.earlierIdentities(of: deck.id),
            formerDeckID: site.formerID(of: deck.id)
        )
    }
}
