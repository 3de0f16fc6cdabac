import AnkiImportScene
import AnkiPackage
import Domain
import Foundation
import Scenes

/// The note types an Anki package carries, as Anki's stock types define them: the same fields and
/// card templates, so a package's notes study exactly like notes of the text export.
/// Each has a fixed id, so importing a later export finds the same note type instead of adding a
/// copy, and its own name (`site: Basic`): a collection's stock types have other ids, and Anki
/// would otherwise import ours as `Basic+`.
struct AnkiNoteType {
    typealias Template = AnkiNoteTypeRecord.Template

    let id: Int64
    let name: String
    let isCloze: Bool
    let fields: [String]
    let templates: [Template]
    var css = AnkiNoteType.stockCSS
    /// The imported note type this is, when it is one.
    var record: AnkiNoteTypeRecord?

    static func of(_ note: ExportAnki.Note) -> AnkiNoteType {
        if let record = note.importedType { return AnkiNoteType(record: record) }
        return switch note.noteType {
        case .basic: basic
        case .reversed: reversed
        case .cloze: cloze
        }
    }

    /// An imported note's own note type, as it came (`AnkiNoteTypeRecord`).
    init(record: AnkiNoteTypeRecord) {
        self.init(
            id: record.id, name: record.name, isCloze: record.isCloze, fields: record.fields,
            templates: record.templates, css: record.css,
            record: record
        )
    }

    init(id: Int64, name: String, isCloze: Bool, fields: [String], templates: [Template], css: String = stockCSS, record: AnkiNoteTypeRecord? = nil) {
        self.id = id
        self.name = name
        self.isCloze = isCloze
        self.fields = fields
        self.templates = templates
        self.css = css
        self.record = record
    }

    static let all = [basic, reversed, cloze]

    /// Before each stock name: `site: Basic`.
    static let namePrefix = "site: "

    private static let frontToBack = Template(
        name: "Card 1", question: "{{Front}}", answer: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"
    )

    static let basic = AnkiNoteType(
        id: 1_732_000_000_001, name: namePrefix + ExportAnki.NoteType.basic.rawValue, isCloze: false,
        fields: ["Front", "Back"], templates: [frontToBack]
    )

    static let reversed = AnkiNoteType(
        id: 1_732_000_000_002, name: namePrefix + ExportAnki.NoteType.reversed.rawValue, isCloze: false,
        fields: ["Front", "Back"],
        templates: [
            frontToBack,
            Template(name: "Card 2", question: "{{Back}}", answer: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}"),
        ]
    )

    static let cloze = AnkiNoteType(
        id: 1_732_000_000_003, name: namePrefix + ExportAnki.NoteType.cloze.rawValue, isCloze: true,
        fields: ["Text", "Back Extra"],
        templates: [Template(name: "Cloze", question: "{{cloze:Text}}", answer: "{{cloze:Text}}<br>\n{{Back Extra}}")]
    )

    static let stockCSS = """
        .card {
            font-family: arial;
            font-size: 20px;
            text-align: center;
            color: black;
            background-color: white;
        }
        .cloze {
            font-weight: bold;
            color: blue;
        }
        .nightMode .cloze {
            color: lightblue;
        }
        """

    /// The card templates a note of this type makes cards from, by their `ord`: one per template
    /// for Basic types (Anki makes none from a template whose question would be empty), one per
    /// cloze number for Cloze (`{{c2::…}}` is `ord` 1).
    func cardOrdinals(fields values: [String]) -> [Int] {
        if let record { return AnkiCards.ordinals(of: record, fields: values) }
        if isCloze {
            let numbers = AnkiCloze.numbers(in: values.first ?? "")
            return numbers.isEmpty ? [0] : numbers.map { $0 - 1 }
        }
        return templates.indices.filter { index in
            let field = index == 0 ? 0 : 1
            return field < values.count && !values[field].isEmpty
        }
    }

    /// The note type as the `models` column of Anki's `col` table holds it (collection schema 11);
    /// an imported one keeps its modification time (`AnkiNoteTypeRecord.modified`).
    func json(modified: Int64, deckID: Int64) -> [String: Any] {
        [
            "id": String(id), "name": name, "type": isCloze ? 1 : 0, "mod": record?.modified ?? modified, "usn": -1,
            "sortf": 0, "did": deckID, "tags": [String](), "vers": [Int](), "css": css,
            "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
            "latexPost": "\\end{document}",
            "flds": fields.enumerated().map { ord, name in
                ["name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": [String]()] as [String: Any]
            },
            "tmpls": templates.enumerated().map { ord, template in
                [
                    "name": template.name, "ord": ord, "qfmt": template.question, "afmt": template.answer,
                    "bqfmt": "", "bafmt": "", "did": NSNull(),
                ] as [String: Any]
            },
            // Which fields a card's question needs: template N needs field N (Front, or Back for
            // the reverse card).
            "req": templates.indices.map { index in [index, "all", [isCloze ? 0 : min(index, 1)]] as [Any] },
        ]
    }
}
