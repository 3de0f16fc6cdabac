/// An Anki note type as `site import anki` keeps it beside the decks it imported (in
/// `decks/.anki-note-types.json`): what `site export anki` needs to write an imported note
/// back under its own note type, which Anki then recognises by id and by its fields and
/// templates.
public struct AnkiNoteTypeRecord: Sendable, Hashable, Codable {
    public struct Template: Sendable, Hashable, Codable {
        public let name: String
        public let question: String
        public let answer: String

        public init(name: String, question: String, answer: String) {
            self.name = name
            self.question = question
            self.answer = answer
        }
    }

    public let id: Int64
    public let name: String
    /// A cloze note type makes a card per cloze number; another a card per template.
    public let isCloze: Bool
    public let fields: [String]
    public let templates: [Template]
    public let css: String
    /// When Anki last changed the note type (seconds since 1970): the export gives it this time,
    /// so that Anki, which replaces a note type only with a newer one, keeps the collection's own
    /// (with the settings no card shows: LaTeX preamble, fonts, sort field). Nil in records
    /// kept before it was.
    public let modified: Int64?

    public init(id: Int64, name: String, isCloze: Bool, fields: [String], templates: [Template], css: String, modified: Int64? = nil) {
        self.id = id
        self.name = name
        self.isCloze = isCloze
        self.fields = fields
        self.templates = templates
        self.css = css
        self.modified = modified
    }

    /// The file it is kept in, below the decks folder.
    public static let fileName = ".anki-note-types.json"
}
