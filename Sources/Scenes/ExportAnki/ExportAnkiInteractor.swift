import Domain

/// Picks the decks to export: the one the request names, or every deck.
public struct ExportAnkiInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ExportAnki.Request, in site: SiteSnapshot) throws -> ExportAnki.Response {
        var decks = site.decks
        if let slug = request.deckSlug {
            guard let deck = try? site.deck(Deck.ID(slug)) else {
                throw ExportAnkiError.unknownDeck(slug, available: site.decks.map(\.id.slug))
            }
            decks = [deck]
        }
        let identities = Dictionary(uniqueKeysWithValues: decks.map { ($0.id, site.cardIdentities(of: $0.id)) })
        return ExportAnki.Response(decks: decks, cardIdentities: identities)
    }
}
