import Domain

/// Picks the decks to export: the one the request names, or every deck.
public struct ExportAnkiInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ExportAnki.Request, in site: SiteSnapshot) throws -> ExportAnki.Response {
        guard let slug = request.deckSlug else { return ExportAnki.Response(decks: site.decks) }
        guard let deck = try? site.deck(Deck.ID(slug)) else {
            throw ExportAnkiError.unknownDeck(slug, available: site.decks.map(\.id.slug))
        }
        return ExportAnki.Response(decks: [deck])
    }
}
