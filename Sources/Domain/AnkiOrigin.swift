/// The Anki note a note of a deck was imported from (`site import anki`): its identity across
/// collections (`guid`), its note type, its tags, and, when its cards cannot give them back,
/// its fields as they were. `site export anki` writes the note under that guid and note type, so
/// Anki takes it for the note it came from instead of adding another.
///
/// The deck file holds it in a comment after the note, which the page never shows:
/// `<!-- anki guid:wvsGH%24%24N%3F+ type:1700000000001 tags:Anki::Tag -->`. Every byte outside
/// letters, digits and a few safe marks is percent-encoded, so a guid (arbitrary text: `$$`, `::`,
/// `-->` and `#flashcards` are all possible) is never read as math, card syntax, the end of the
/// comment or a tag.
public struct AnkiOrigin: Sendable, Hashable {
    public let guid: String
    /// The note type's id in the collection (its definition is kept beside the decks).
    public let noteType: Int64?
    public let tags: [String]
    /// The fields as imported, for notes whose cards do not give their fields back (a custom note
    /// type's, a reversed note's); nil when the note's own Markdown gives them.
    public let fields: [String]?

    public init(guid: String, noteType: Int64?, tags: [String], fields: [String]? = nil) {
        self.guid = guid
        self.noteType = noteType
        self.tags = tags
        self.fields = fields
    }

    /// Where the media files of imported notes are, below the decks folder.
    public static let mediaFolder = "anki-media"

    static let opening = "<!-- anki guid:"
    static let closing = " -->"

    /// The comment that holds the origin, on a line of its own.
    public var comment: String {
        var comment = AnkiOrigin.opening + AnkiOrigin.encoded(guid)
        if let noteType { comment += " type:\(noteType)" }
        if !tags.isEmpty { comment += " tags:" + tags.map(AnkiOrigin.encoded).joined(separator: ",") }
        if let fields { comment += " fields:" + fields.map { "'" + AnkiOrigin.encoded($0) + "'" }.joined(separator: ",") }
        return comment + AnkiOrigin.closing
    }

    /// The origin a comment line holds, or nil when it holds none.
    public init?(comment line: Substring) {
        let line = line.trimmingSpaces
        guard line.hasPrefix(AnkiOrigin.opening), line.hasSuffix(AnkiOrigin.closing) else { return nil }
        let body = line.dropFirst(AnkiOrigin.opening.count).dropLast(AnkiOrigin.closing.count)
        var parts = body.split(separator: " ", omittingEmptySubsequences: true)
        guard !parts.isEmpty, let guid = AnkiOrigin.decoded(parts.removeFirst()) else { return nil }
        var noteType: Int64?, tags: [String] = [], fields: [String]?
        for part in parts {
            if part.hasPrefix("type:") {
                noteType = Int64(part.dropFirst(5))
            } else if part.hasPrefix("tags:") {
                tags = part.dropFirst(5).split(separator: ",").compactMap(AnkiOrigin.decoded)
            } else if part.hasPrefix("fields:") {
                // Each field between quotes, so that an empty one is kept.
                fields = part.dropFirst(7).split(separator: ",", omittingEmptySubsequences: false).compactMap { field in
                    field.hasPrefix("'") && field.hasSuffix("'") && field.count >= 2 ? AnkiOrigin.decoded(field.dropFirst().dropLast()) : nil
                }
            }
        }
        self.init(guid: guid, noteType: noteType, tags: tags, fields: fields)
    }

    /// Attaches each origin comment of a deck file's `text` to the note before it (the last
    /// note starting above the comment's line); notes without one are returned as they are.
    public static func attached(to notes: [Note], in text: String) -> [Note] {
        guard !notes.isEmpty, text.contains(opening) else { return notes }
        var notes = notes
        var lineNumber = 0
        var noteIndex = -1
        // Split at line-feed bytes: "\r\n" is one Character, so a CRLF file would not split.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Substring(String(decoding: bytes, as: UTF8.self))
            while noteIndex + 1 < notes.count, notes[noteIndex + 1].location.line < lineNumber { noteIndex += 1 }
            // The first comment after a note is its own (a later one, after text that is no
            // note, belongs to no note).
            guard noteIndex >= 0, notes[noteIndex].ankiOrigin == nil, line.contains("<!--"), let origin = AnkiOrigin(comment: line) else { continue }
            notes[noteIndex] = notes[noteIndex].with(ankiOrigin: origin)
        }
        return notes
    }

    /// ASCII letters, digits and `._+;@():` as they are; every other byte as `%XX` (a letter of
    /// another script too: a combining mark would join the quote or comma before it).
    static func encoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keptBytes[Int(byte)] {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes `encoded` keeps as they are: ASCII letters and digits, and `._+;@():`.
    private static let keptBytes: [Bool] = (0...255).map { byte in
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || "._+;@():".utf8.contains(UInt8(byte))
    }

    /// `encoded` undone; nil when the text is not such an encoding (bad `%`, not UTF-8).
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
                      let value = UInt8(String(decoding: utf8[first...utf8.index(after: first)], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                index = utf8.index(first, offsetBy: 2)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
