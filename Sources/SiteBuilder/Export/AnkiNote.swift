/// One line (record) of an Anki import file: a note of one of Anki's stock note types.
struct AnkiNote: Equatable {
    /// Anki's stock note types, by the names a new collection gives them.
    enum NoteType: String {
        /// Fields Front, Back.
        case basic = "Basic"
        /// Fields Front, Back; a card each way.
        case reversed = "Basic (and reversed card)"
        /// Fields Text, Back Extra; a card per `{{cN::…}}` number.
        case cloze = "Cloze"
    }

    let noteType: NoteType
    /// The full deck name; `::` separates a parent deck from its child.
    let deck: String
    /// The note's two fields, as HTML.
    let fields: [String]
    /// Tags without whitespace (Anki separates tags with spaces).
    let tags: [String]
}
