import Foundation
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

    /// Reads every `decks/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> Outcome {
        var outcome = Outcome()
        var slugs = CollectionSlugs(kind: "deck")
        let reader = DeckReader(tree: tree)
        for path in tree.markdownFiles(in: "decks") {
            let file = displayPath(path)
            let text: String
            switch tree.text(of: path, file: file) {
            case .success(let decoded): text = decoded
            case .failure(let diagnostic):
                outcome.diagnostics.append(diagnostic)
                continue
            }
            let read = reader.read(text, file: file, contentPath: path)
            outcome.diagnostics += read.diagnostics
            outcome.media.formUnion(read.media)
            guard let deck = read.deck else { continue }
            if let clash = slugs.claim(deck.id.slug, for: file, at: deck.location) {
                outcome.diagnostics.append(clash)
            } else {
                outcome.decks.append(deck)
            }
        }
        return outcome
    }
}
