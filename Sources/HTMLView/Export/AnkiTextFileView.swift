import Scenes

/// The text of an Anki import file ("Notes in Plain Text"), laid out as Anki's own note export
/// writes it: file headers, then one record per note, tab separated.
///
/// Columns: guid, note type, deck, tags, then the note's fields (two, or as many as an imported
/// note type has: Anki maps the columns after the named ones to the fields in order, so the tags
/// come before them, in a column every record has). Headers name those columns, so Anki picks
/// the note type and deck of each note by itself (`#notetype column`, `#deck column`, Anki 2.1.55+),
/// and matches a re-imported note to the one it imported before by its guid (`#guid column`), so
/// an edited export updates notes instead of duplicating them or overwriting another deck's.
/// A field holding a tab, a line break or a double quote is quoted as in CSV (`"…"`, with `""`
/// for a quote), which Anki's importer reads. Quoting keeps the HTML exactly as rendered, so
/// line breaks in code blocks survive; most fields are one line and stay unquoted.
public enum AnkiTextFileView {
    static let headers = [
        "#separator:tab",
        "#html:true",
        "#guid column:1",
        "#notetype column:2",
        "#deck column:3",
        "#tags column:4",
    ]

    /// The headers of earlier exports (tags after two fields; before that, no guid column), still
    /// recognised as exports.
    static let earlierHeaders = [
        ["#separator:tab", "#html:true", "#guid column:1", "#notetype column:2", "#deck column:3", "#tags column:6"],
        ["#separator:tab", "#html:true", "#notetype column:1", "#deck column:2", "#tags column:5"],
    ]

    /// True when `text` begins as a file this view writes: `site export anki` replaces only such a
    /// file (or an empty one) unless told to with `--force`.
    public static func isExport(_ text: Substring) -> Bool {
        ([headers] + earlierHeaders).contains { text.hasPrefix($0.map { $0 + "\n" }.joined()) }
    }

    public static func render(_ viewModel: ExportAnki.ViewModel) -> String {
        let records = viewModel.notes.map { note in
            ([note.guid, note.noteTypeName, note.deck, note.tags.joined(separator: " ")] + note.fields)
                .map(quotedIfNeeded)
                .joined(separator: "\t")
        }
        return (headers + records).map { $0 + "\n" }.joined()
    }

    /// `field`, quoted as in CSV when it holds a tab, a double quote or a line break (any that
    /// Unicode counts: `\r`, `\n`, vertical tab, form feed, U+0085, U+2028, U+2029), each quote
    /// doubled. Read by its bytes, so a quote that a combining mark follows (`"́`, one character
    /// to Swift) is quoted too.
    static func quotedIfNeeded(_ field: String) -> String {
        var field = field
        return field.withUTF8 { bytes in
            guard bytes.indices.contains(where: { needsQuotes(bytes, at: $0) }) else { return String(decoding: bytes, as: UTF8.self) }
            var quoted: [UInt8] = [UInt8(ascii: "\"")]
            quoted.reserveCapacity(bytes.count + 8)
            for byte in bytes {
                if byte == UInt8(ascii: "\"") { quoted.append(byte) }
                quoted.append(byte)
            }
            quoted.append(UInt8(ascii: "\""))
            return String(decoding: quoted, as: UTF8.self)
        }
    }

    private static func needsQuotes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "\t"), UInt8(ascii: "\""), 0x0A ... 0x0D: true
        // U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        case 0xC2: index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2: index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: false
        }
    }
}
