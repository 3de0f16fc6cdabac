import Domain
import Foundation

/// The identities (`CardIdentity`) of a deck's cards, found note by note as a deck file is
/// written: each note's Markdown is read as the deck reader reads it in that file (its links
/// resolved from the file's folder in the content directory at `root`), and the cards numbered
/// as the deck numbers them (a question asked twice is `…-2`). Only the numbering is kept, so
/// memory stays that of one note however large the deck (`site import anki --progress`).
public struct DeckCardIdentities {
    private let reader: DeckReader
    private let contentPath: String
    private var seen: [String: Int] = [:]

    /// For the deck file at `deckPath` below `root`'s decks folder (`languages/deutsch.md`).
    public init(root: URL, deckPath: String) {
        reader = DeckReader(tree: FileSystemContentTree(root: root))
        contentPath = "decks/" + deckPath
    }

    /// The identities of the cards of `markdown` (notes as the deck file holds them, written
    /// after those given before), note by note.
    public mutating func identities(ofNotes markdown: String) -> [[String]] {
        let read = reader.read(markdown, file: contentPath, contentPath: contentPath)
        return (read.deck?.notes ?? []).map { note in
            note.cards.map { card in
                let base = CardIdentity.base(of: card)
                seen[base, default: 0] += 1
                let count = seen[base] ?? 1
                return count == 1 ? base : "\(base)-\(count)"
            }
        }
    }
}
