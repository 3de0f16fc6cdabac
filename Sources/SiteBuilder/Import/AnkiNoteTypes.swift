import Domain
import Foundation

/// The note types of imported notes, kept beside the decks (`AnkiNoteTypeRecord.fileName`): read
/// by `site export anki`, written (merged with what is there) by `site import anki`.
public struct AnkiNoteTypes: Sendable, Equatable {
    public private(set) var byID: [Int64: AnkiNoteTypeRecord] = [:]

    public init(_ records: [AnkiNoteTypeRecord] = []) {
        for record in records { byID[record.id] = record }
    }

    /// The file's note types; none when it is missing or not such a file (the export then
    /// writes the notes under the site's own note types).
    public static func read(from url: URL) -> AnkiNoteTypes {
        guard let data = try? Data(contentsOf: url),
              let records = try? JSONDecoder().decode([String: AnkiNoteTypeRecord].self, from: data) else { return AnkiNoteTypes() }
        return AnkiNoteTypes(Array(records.values))
    }

    /// These with `records` added, each replacing one of its id.
    func merging(_ records: [AnkiNoteTypeRecord]) -> AnkiNoteTypes {
        var merged = self
        for record in records { merged.byID[record.id] = record }
        return merged
    }

    /// Writes the file, keys sorted, so the same note types always give the same bytes.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(Dictionary(uniqueKeysWithValues: byID.map { (String($0.key), $0.value) }))
        try (data + Data("\n".utf8)).write(to: url)
    }
}
