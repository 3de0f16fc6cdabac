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

    /// The lineage as JSON, keys sorted, as `JSONEncoder` would write it (and `previous` reads
    /// it back with `JSONDecoder`). Written by hand: for a deck of 10,000 cards `JSONEncoder` was
    /// 5% of the build's time.
    static func data(_ lineage: CardLineage) -> Data {
        var json = "{\"decks\":{"
        for (index, slug) in lineage.decks.keys.sorted().enumerated() {
            guard let deck = lineage.decks[slug] else { continue }
            if index > 0 { json += "," }
            json += string(slug) + ":{\"cards\":["
            for (position, card) in deck.cards.enumerated() {
                if position > 0 { json += "," }
                json += "[" + card.map(string).joined(separator: ",") + "]"
            }
            json += "],\"earlier\":{"
            for (position, id) in deck.earlier.keys.sorted().enumerated() {
                if position > 0 { json += "," }
                json += string(id) + ":[" + (deck.earlier[id] ?? []).map(string).joined(separator: ",") + "]"
            }
            json += "}}"
        }
        json += "},\"version\":\(lineage.version)}"
        return Data(json.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    private static func string(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
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
