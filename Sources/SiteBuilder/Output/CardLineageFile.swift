import Domain
import Foundation
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

    static func data(_ lineage: CardLineage) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(lineage)
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
