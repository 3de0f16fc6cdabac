import AnkiImportScene
import AnkiPackage
import Crypto
import Foundation
import Scenes

/// The notes of an export as an Anki collection file (`collection.anki2`, schema 11, which every
/// Anki since 2.1 imports): the note types, every deck and its parents, one row per note and one
/// per card, all cards new, in the order the notes were written (Anki shows new cards by `due`).
struct AnkiCollection {
    let notes: [ExportAnki.Note]
    /// Export time: the base of the row ids, and the modification time of a note whose file's is unknown.
    let exported: Date
    /// Each deck file's modification time, by `ExportAnki.Note.source`: a note's modification
    /// time in the package, from which Anki decides that it is newer than the note it imported
    /// before (and updates that one) or not (and keeps it, with any edit made in Anki since).
    let modified: [String: Date]

    func sqliteFile() throws(SQLiteDatabase.Failure) -> Data {
        let database = try SQLiteDatabase()
        // SQLite leaves the unused part of a new page as the memory it reused held (another
        // database's bytes, in a process that writes several): zeroed, the same notes always
        // give the same file.
        try database.execute("PRAGMA secure_delete = ON;")
        try database.execute(AnkiCollection.schema)
        let seconds = Int64(exported.timeIntervalSince1970)
        let decks = deckIDs()
        try database.insert(
            "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
            rows: [[
                .integer(seconds - seconds % 86_400), .integer(seconds * 1000), .integer(seconds * 1000),
                .text(json(AnkiCollection.configuration(currentDeck: decks.values.min() ?? 1))),
                .text(json(Dictionary(noteTypes.map {
                    (String($0.id), $0.json(modified: seconds, deckID: decks.values.min() ?? 1))
                }, uniquingKeysWith: { first, _ in first }))),
                .text(json(deckTable(decks, modified: seconds))),
                .text(json(["1": AnkiCollection.options])),
            ]]
        )
        // Row ids are milliseconds, like Anki's own: unique, and after any note Anki made before.
        let base = seconds * 1000
        var cards: [[SQLiteDatabase.Value]] = []
        let noteRows = notes.enumerated().map { index, note -> [SQLiteDatabase.Value] in
            let id = base + Int64(index)
            let type = AnkiNoteType.of(note)
            for ordinal in type.cardOrdinals(fields: note.fields) {
                cards.append([
                    .integer(base + Int64(cards.count)), .integer(id), .integer(decks[note.deck] ?? 1),
                    .integer(Int64(ordinal)), .integer(seconds), .integer(Int64(index + 1)),
                ])
            }
            let sortField = AnkiCollection.plainText(note.fields.first ?? "")
            let noteModified = Int64((modified[note.source] ?? exported).timeIntervalSince1970)
            return [
                .integer(id), .text(note.guid), .integer(type.id), .integer(noteModified),
                .text(note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " "),
                .text(note.fields.joined(separator: "\u{1F}")), .text(sortField),
                .integer(AnkiCollection.checksum(sortField)),
            ]
        }
        try database.insert("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", rows: noteRows)
        try database.insert("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", rows: cards)
        return try database.serialized()
    }

    /// Every deck a note names, and each of its parents (`A::B` needs `A`), with an id that
    /// depends on the name only, so a later export names the same decks the same way.
    /// The stock note types, and the imported ones the notes came with.
    private var noteTypes: [AnkiNoteType] {
        AnkiNoteType.all + Set(notes.compactMap(\.importedType)).sorted { $0.id < $1.id }.map(AnkiNoteType.init(record:))
    }

    private func deckIDs() -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for name in Set(notes.map(\.deck)) {
            let levels = name.components(separatedBy: "::")
            for depth in 1...levels.count {
                let path = levels.prefix(depth).joined(separator: "::")
                let digest = Array(SHA256.hash(data: Data(path.utf8)))
                let low = digest.prefix(5).reduce(Int64(0)) { $0 << 8 | Int64($1) }
                ids[path] = 1 << 41 | low
            }
        }
        return ids
    }

    private func deckTable(_ ids: [String: Int64], modified: Int64) -> [String: Any] {
        var table: [String: Any] = ["1": AnkiCollection.deck(id: 1, name: "Default", modified: modified)]
        for (name, id) in ids { table[String(id)] = AnkiCollection.deck(id: id, name: name, modified: modified) }
        return table
    }

    private static func deck(id: Int64, name: String, modified: Int64) -> [String: Any] {
        [
            "id": id, "name": name, "mod": modified, "usn": -1, "desc": "", "dyn": 0, "conf": 1,
            "collapsed": false, "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
            "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0],
        ]
    }

    private static func configuration(currentDeck: Int64) -> [String: Any] {
        [
            "activeDecks": [currentDeck], "curDeck": currentDeck, "newSpread": 0, "collapseTime": 1200,
            "timeLim": 0, "estTimes": true, "dueCounts": true, "curModel": String(AnkiNoteType.basic.id),
            "nextPos": 1, "sortType": "noteFld", "sortBackwards": false, "addToCur": true,
        ]
    }

    /// Anki's default options group.
    private static var options: [String: Any] { [
        "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
        "replayq": true, "dyn": false,
        "new": ["delays": [1.0, 10.0], "ints": [1, 4, 7], "initialFactor": 2500, "order": 1, "perDay": 20, "bury": false] as [String: Any],
        "rev": ["perDay": 200, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": 36500, "bury": false, "hardFactor": 1.2] as [String: Any],
        "lapse": ["delays": [10.0], "mult": 0.0, "minInt": 1, "leechFails": 8, "leechAction": 1] as [String: Any],
    ] }

    /// A field as Anki sorts and compares it: the HTML's text, without its tags, with the six
    /// references cmark and Anki write (`&lt;`, `&gt;`, `&quot;`, `&#39;`, `&nbsp;`, `&amp;`) as
    /// their characters, trimmed.
    /// Read as UTF-8, in two passes: a tag ends at the first `>` even where a combining mark
    /// follows it (one character to Swift), and each reference is replaced where it starts, which
    /// gives what replacing each kind in turn gave, since no character they stand for starts one.
    static func plainText(_ html: String) -> String {
        // The tags go first: a reference split by one (`&<b>lt;`) is read whole, as before.
        let untagged = AnkiFieldText.withoutTags(html)
        let text: [UInt8] = untagged.withUnsafeBufferPointer { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "&"), let (length, character) = reference(in: bytes, at: index) {
                    text.append(character)
                    index += length
                } else {
                    text.append(byte)
                }
            }
            return text
        }
        let whitespace: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
        guard let first = text.firstIndex(where: { !whitespace.contains($0) }), let last = text.lastIndex(where: { !whitespace.contains($0) }),
              text[first] < 0x80, text[last] < 0x80 else {
            // An edge outside ASCII (a no-break space, an ideographic space) is trimmed by Unicode's rule.
            return String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return String(decoding: text[first...last], as: UTF8.self)
    }

    /// The references `plainText` reads, without their `&`, and the character each stands for.
    private static let references: [(name: [UInt8], character: UInt8)] = [
        ("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("#39;", "'"), ("nbsp;", " "), ("amp;", "&"),
    ].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }

    /// The length (after its `&`) and the character of the reference at `index`, if one is there.
    private static func reference(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, UInt8)? {
        for reference in references where index + reference.name.count <= bytes.count {
            if reference.name.indices.allSatisfy({ bytes[index + $0] == reference.name[$0] }) {
                return (reference.name.count, reference.character)
            }
        }
        return nil
    }

    /// Anki's duplicate check value: the first 32 bits of the SHA-1 of the sort field.
    static func checksum(_ sortField: String) -> Int64 {
        Insecure.SHA1.hash(data: Data(sortField.utf8)).prefix(4).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }

    private func json(_ object: Any) -> String {
        // Sorted keys: the same notes give the same file, apart from the export time.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static let schema = """
        CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null,
          scm integer not null, ver integer not null, dty integer not null, usn integer not null,
          ls integer not null, conf text not null, models text not null, decks text not null,
          dconf text not null, tags text not null);
        CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null,
          mod integer not null, usn integer not null, tags text not null, flds text not null,
          sfld integer not null, csum integer not null, flags integer not null, data text not null);
        CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null,
          ord integer not null, mod integer not null, usn integer not null, type integer not null,
          queue integer not null, due integer not null, ivl integer not null, factor integer not null,
          reps integer not null, lapses integer not null, left integer not null, odue integer not null,
          odid integer not null, flags integer not null, data text not null);
        CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null,
          ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null,
          time integer not null, type integer not null);
        CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
        CREATE INDEX ix_notes_usn on notes (usn);
        CREATE INDEX ix_cards_usn on cards (usn);
        CREATE INDEX ix_revlog_usn on revlog (usn);
        CREATE INDEX ix_cards_nid on cards (nid);
        CREATE INDEX ix_cards_sched on cards (did, queue, due);
        CREATE INDEX ix_revlog_cid on revlog (cid);
        CREATE INDEX ix_notes_csum on notes (csum);
        """
}
