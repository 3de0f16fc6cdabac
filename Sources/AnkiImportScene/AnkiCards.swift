import Domain

/// Which cards Anki makes of a note of a note type: for a cloze type one per cloze number of the
/// field its question's `{{cloze:…}}` names (card 0 when there is none, as Anki keeps one), for
/// another type one per template whose question shows a filled field.
public enum AnkiCards {
    public static func ordinals(of type: AnkiNoteTypeRecord, fields values: [String]) -> [Int] {
        var fields: [String: String] = [:]
        for (index, name) in type.fields.enumerated() where fields[name] == nil {
            fields[name] = index < values.count ? values[index] : ""
        }
        let questions = type.templates.map { AnkiTemplate($0.question) }
        if type.isCloze {
            let field = questions.first?.fields(filteredBy: "cloze").first ?? type.fields.first ?? ""
            let numbers = AnkiCloze.numbers(in: fields[field] ?? "")
            return numbers.isEmpty ? [0] : numbers.map { $0 - 1 }
        }
        let ordinals = questions.indices.filter { questions[$0].showsFilledField(fields) }
        return ordinals.isEmpty ? [0] : ordinals
    }
}
