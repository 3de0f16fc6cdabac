import Scenes

/// The text of an Anki import file ("Notes in Plain Text"), laid out as Anki's own note export
/// writes it: file headers, then one record per note, tab separated.
///
/// Columns: guid, note type, deck, the two fields, tags. Headers name those columns, so Anki picks
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
        "#tags column:6",
    ]

    /// The headers of exports written before the guid column, still recognised as earlier exports.
    static let headersWithoutGuid = ["#separator:tab", "#html:true", "#notetype column:1", "#deck column:2", "#tags column:5"]

    /// True when `text` begins as a file this view writes: `site export anki` replaces only such a
    /// file (or an empty one) unless told to with `--force`.
    public static func isExport(_ text: Substring) -> Bool {
        [headers, headersWithoutGuid].contains { text.hasPrefix($0.map { $0 + "\n" }.joined()) }
    }

    public static func render(_ viewModel: ExportAnki.ViewModel) -> String {
        let records = viewModel.notes.map { note in
            ([note.guid, note.noteType.rawValue, note.deck] + note.fields + [note.tags.joined(separator: " ")])
                .map(quotedIfNeeded)
                .joined(separator: "\t")
        }
        return (headers + records).map { $0 + "\n" }.joined()
    }

    static func quotedIfNeeded(_ field: String) -> String {
        guard field.contains(where: { $0 == "\t" || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
