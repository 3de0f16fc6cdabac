import Foundation
import AnkiImportScene
import SwiftProtobuf

/// An Anki collection file read as `ImportAnki.Package`: its decks and note types once, its notes
/// one at a time, in either schema a package holds: 11 (note types and decks as JSON in the `col`
/// row: `collection.anki2`, `collection.anki21`) or 18 (tables of their own, the templates'
/// formats in protocol buffers: `collection.anki21b`).
public final class AnkiCollectionReader: ImportAnki.Package {
    public let decks: [ImportAnki.Deck]
    public let noteTypes: [ImportAnki.NoteType]
    private let database: SQLiteDatabase

    /// Opens the collection at `path`; a file that is not an SQLite database, or not Anki's, is
    /// refused with the reason.
    public init(path: String) throws(AnkiPackageError) {
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(readingFileAt: path)
        } catch {
            throw AnkiPackageError("its collection cannot be opened: \(error.description)")
        }
        guard database.hasTable("notes") || database.hasTable("col") else {
            throw AnkiPackageError("its collection is not an Anki collection (it is not SQLite, or has no notes)")
        }
        for table in ["col", "notes", "cards"] where !database.hasTable(table) {
            throw AnkiPackageError("its collection is not an Anki collection: it has no table '\(table)'")
        }
        self.database = database
        do {
            if database.hasTable("notetypes") {
                decks = try AnkiCollectionReader.tableDecks(database)
                noteTypes = try AnkiCollectionReader.tableNoteTypes(database)
            } else {
                var models = "", deckTable = ""
                try database.query("SELECT models, decks FROM col LIMIT 1") { row in
                    models = row.text(0)
                    deckTable = row.text(1)
                }
                decks = try AnkiCollectionReader.jsonDecks(deckTable)
                noteTypes = try AnkiCollectionReader.jsonNoteTypes(models)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError("its collection is not an Anki collection: \(error)")
        }
    }

    public func forEachNote(_ body: (ImportAnki.Note) throws -> Void) throws {
        // Each note with its cards, grouped by the deck of its first card (a filtered deck's card
        // counts in its home deck, `odid`), then by note id.
        let sql = """
            SELECT n.id, n.guid, n.mid, n.tags, n.flds, c.id, c.ord, CASE WHEN c.odid != 0 THEN c.odid ELSE c.did END
            FROM notes n
            JOIN cards c ON c.nid = n.id
            JOIN (SELECT nid, MIN(ord), CASE WHEN odid != 0 THEN odid ELSE did END AS deck FROM cards GROUP BY nid) f ON f.nid = n.id
            ORDER BY f.deck, n.id, c.ord
            """
        var pending: (id: Int64, guid: String, type: Int64, tags: [String], fields: [String], cards: [ImportAnki.Card])?
        func flush() throws {
            if let note = pending {
                try body(ImportAnki.Note(id: note.id, guid: note.guid, noteType: note.type, fields: note.fields, tags: note.tags, cards: note.cards))
            }
        }
        try database.query(sql) { row in
            let id = row.integer(0)
            // An ordinal no Anki writes (a template or cloze number past 100,000) is no card.
            guard (0...100_000).contains(row.integer(6)) else { return }
            let card = ImportAnki.Card(id: row.integer(5), ordinal: Int(row.integer(6)), deck: row.integer(7))
            if pending?.id == id {
                pending?.cards.append(card)
                return
            }
            try flush()
            pending = (
                id, row.text(1), row.integer(2), row.text(3).split(separator: " ").map(String.init),
                row.text(4).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init), [card]
            )
        }
        try flush()
    }

    public func forEachCardLog(_ body: (Int64, [ImportAnki.LoggedReview]) throws -> Void) throws {
        guard database.hasTable("revlog") else { return }
        var card: Int64?
        var log: [ImportAnki.LoggedReview] = []
        try database.query("SELECT cid, id, ease, time, type, ivl, factor FROM revlog ORDER BY cid, id") { row in
            let review = ImportAnki.LoggedReview(
                card: row.integer(0), time: row.integer(1), ease: Int(row.integer(2)), duration: row.integer(3),
                kind: Int(row.integer(4)), interval: row.integer(5), factor: row.integer(6)
            )
            if review.card != card, let card {
                try body(card, log)
                log.removeAll(keepingCapacity: true)
            }
            card = review.card
            log.append(review)
        }
        if let card { try body(card, log) }
    }

    /// The decks that notes go to (the deck of each note's first card).
    public func decksWithNotes() throws -> Set<Int64> {
        var decks = Set<Int64>()
        try database.query("SELECT DISTINCT deck FROM (SELECT MIN(ord), CASE WHEN odid != 0 THEN odid ELSE did END AS deck FROM cards GROUP BY nid)") { row in
            decks.insert(row.integer(0))
        }
        return decks
    }

    // MARK: Schema 18

    private static func tableDecks(_ database: SQLiteDatabase) throws -> [ImportAnki.Deck] {
        var decks: [ImportAnki.Deck] = []
        try database.query("SELECT id, name FROM decks") { row in
            decks.append(ImportAnki.Deck(id: row.integer(0), levels: row.text(1).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)))
        }
        return decks
    }

    private static func tableNoteTypes(_ database: SQLiteDatabase) throws -> [ImportAnki.NoteType] {
        var fields: [Int64: [String]] = [:]
        try database.query("SELECT ntid, name FROM fields ORDER BY ntid, ord") { row in fields[row.integer(0), default: []].append(row.text(1)) }
        var templates: [Int64: [ImportAnki.NoteType.Template]] = [:]
        try database.query("SELECT ntid, name, config FROM templates ORDER BY ntid, ord") { row in
            let config = try SiteAnki_TemplateConfig(serializedBytes: row.blob(2))
            templates[row.integer(0), default: []].append(.init(name: row.text(1), question: config.qFormat, answer: config.aFormat))
        }
        var types: [ImportAnki.NoteType] = []
        try database.query("SELECT id, name, config, mtime_secs FROM notetypes") { row in
            let id = row.integer(0)
            let config = try SiteAnki_NotetypeConfig(serializedBytes: row.blob(2))
            types.append(ImportAnki.NoteType(
                id: id, name: row.text(1), kind: config.kind == .cloze ? .cloze : .standard,
                stock: stock(config.originalStockKind.rawValue), fields: fields[id] ?? [], templates: templates[id] ?? [], css: config.css,
                modified: row.integer(3)
            ))
        }
        return types
    }

    // MARK: Schema 11

    private static func jsonObject(_ text: String, _ what: String) throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw AnkiPackageError("its collection is not an Anki collection: its \(what) are not the JSON Anki writes")
        }
        return object
    }

    private static func jsonDecks(_ text: String) throws -> [ImportAnki.Deck] {
        try jsonObject(text, "decks").values.compactMap { value in
            guard let deck = value as? [String: Any], let id = integer(deck["id"]), let name = deck["name"] as? String else { return nil }
            return ImportAnki.Deck(id: id, levels: name.components(separatedBy: "::"))
        }
    }

    private static func jsonNoteTypes(_ text: String) throws -> [ImportAnki.NoteType] {
        try jsonObject(text, "note types").values.compactMap { value in
            guard let model = value as? [String: Any], let id = integer(model["id"]) else { return nil }
            let fields = (model["flds"] as? [[String: Any]] ?? []).sorted { (integer($0["ord"]) ?? 0) < (integer($1["ord"]) ?? 0) }
            let templates = (model["tmpls"] as? [[String: Any]] ?? []).sorted { (integer($0["ord"]) ?? 0) < (integer($1["ord"]) ?? 0) }
            return ImportAnki.NoteType(
                id: id, name: model["name"] as? String ?? "", kind: integer(model["type"]) == 1 ? .cloze : .standard,
                stock: stock(Int(integer(model["originalStockKind"]) ?? 0)),
                fields: fields.map { $0["name"] as? String ?? "" },
                templates: templates.map { .init(name: $0["name"] as? String ?? "", question: $0["qfmt"] as? String ?? "", answer: $0["afmt"] as? String ?? "") },
                css: model["css"] as? String ?? "", modified: integer(model["mod"]) ?? 0
            )
        }
    }

    /// A JSON number or a numeral string (Anki wrote ids both ways over the years).
    private static func integer(_ value: Any?) -> Int64? {
        if let number = value as? NSNumber { return number.int64Value }
        if let text = value as? String { return Int64(text) }
        return nil
    }

    private static func stock(_ kind: Int) -> ImportAnki.NoteType.Stock? {
        switch kind {
        case 1: .basic
        case 2: .reversed
        case 3: .optionalReversed
        case 4: .typing
        case 5: .cloze
        case 6: .imageOcclusion
        default: nil
        }
    }
}
