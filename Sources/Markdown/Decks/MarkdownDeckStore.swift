import Domain

/// The deck gateway backed by Markdown files in `Content/decks/`, read with cmark.
public struct MarkdownDeckStore: DeckStore {
    private let decks: [Deck]

    /// Wraps decks already read; `SiteContentReader` builds the store this way.
    init(decks: [Deck]) {
        self.decks = decks.sorted { $0.id < $1.id }
    }

    public func fetchDecks() throws(DeckStoreError) -> [Deck] {
        decks
    }

    public func fetchDeck(id: Deck.ID) throws(DeckStoreError) -> Deck {
        guard let deck = decks.first(where: { $0.id == id }) else { throw .deckNotFound(id) }
        return deck
    }

    struct Outcome {
        var decks: [Deck] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads every deck file (`DeckPath`), reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> Outcome {
        let reader = DeckReader(tree: tree)
        let folder = CollectionFolder(tree: tree, directory: DeckPath.folder, kind: "deck", extensions: DeckPath.extensions, recursive: true)
            .read(displayPath: displayPath, slug: { ($0.id.slug, $0.location) }) { text, file, path in
                let read = reader.read(text, file: file, contentPath: path)
                return .init(item: read.deck, media: read.media, diagnostics: read.diagnostics)
            }
        return Outcome(decks: folder.entries.map(\.item), media: folder.media, diagnostics: folder.diagnostics)
    }
}
