import Domain
import Foundation
import HTMLView
import Scenes

/// The card lineage a build leaves in its output (`card-lineage.json`), read by the next build of
/// the same output to find cards whose question was edited (see `CardLineage`).
enum CardLineageFile {
    static let path = "card-lineage.json"

    /// The lineage the previous build left in `output`; nil when there is none. A file that is
    /// not a lineage is a warning (cards edited since start afresh), never an error.
    static func previous(in output: URL) -> (lineage: CardLineage?, warning: Diagnostic?) {
        let file = output.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path) else { return (nil, nil) }
        guard let lineage = try? JSONDecoder().decode(CardLineage.self, from: data), lineage.version == 1 else {
            return (nil, .warning(
                at: SourceLocation(file: file.path, line: 1, column: 1),
                "not a card lineage this site wrote; cards whose question changed since the last build start without their progress"
            ))
        }
        return (lineage, nil)
    }

    /// The lineage as JSON, keys sorted, as `JSONEncoder` would write it (and `previous` reads
    /// it back with `JSONDecoder`). Written with `JSONWriter`: `JSONEncoder` is slow for a deck
    /// of thousands of cards.
    static func data(_ lineage: CardLineage) -> Data {
        var json = JSONWriter(forScript: false, capacity: 64 * lineage.decks.values.reduce(0) { $0 + $1.cards.count })
        json.object { json in
            json.key("decks")
            json.object(lineage.decks) { json, deck in
                json.object { json in
                    json.key("cards")
                    json.array(deck.cards) { json, card in json.array(card) { $0.string($1) } }
                    json.key("earlier")
                    json.object(deck.earlier) { json, ids in json.array(ids) { $0.string($1) } }
                }
            }
            json.key("version")
            json.number(lineage.version)
        }
        return Data(json.json.utf8)
    }

    /// A note at each card found edited: it keeps its progress.
    static func notes(_ edits: [CardLineage.Edit], in site: SiteSnapshot) -> [Diagnostic] {
        edits.compactMap { edit in
            guard let deck = try? site.deck(edit.deck), edit.card < deck.cards.count else { return nil }
            return .note(
                at: deck.cards[edit.card].location,
                "this card's question changed and its answer did not: it keeps its study progress"
            )
        }
    }
}
