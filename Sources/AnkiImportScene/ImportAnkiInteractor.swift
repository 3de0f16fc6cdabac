import Domain
import Foundation

/// Anki's rules for what each note's cards show: its note type's templates rendered with its
/// fields, card by card (`AnkiTemplate`), or, for a cloze note, its cloze field as written with
/// what the answer adds. A note goes to the deck of its first card.
public struct ImportAnkiInteractor {
    private let noteTypes: [Int64: ImportAnki.NoteType]
    private let decks: [Int64: ImportAnki.Deck]
    /// Each note type's templates, parsed once.
    private let templates: [Int64: [(question: AnkiTemplate, answer: AnkiTemplate)]]

    public init(package: some ImportAnki.Package) {
        noteTypes = Dictionary(package.noteTypes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        decks = Dictionary(package.decks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        templates = noteTypes.mapValues { type in type.templates.map { (AnkiTemplate($0.question), AnkiTemplate($0.answer)) } }
    }

    /// The fields a note type's templates name that it does not have: Anki shows an error
    /// instead of those cards; the site renders them with the names left empty.
    public func unknownFields(of noteType: Int64) -> [ImportAnki.UnknownField] {
        guard let type = noteTypes[noteType], let templates = templates[noteType] else { return [] }
        let known = Set(type.fields).union(AnkiTemplate.specialFields)
        return zip(type.templates, templates).flatMap { template, parsed in
            [(parsed.question, true), (parsed.answer, false)].flatMap { side, isQuestion in
                side.namedFields.filter { !known.contains($0) }.map {
                    ImportAnki.UnknownField(noteType: type.name, template: template.name, isQuestion: isQuestion, field: $0)
                }
            }
        }
    }

    /// What the note shows, or nil when its note type is not in the package (Anki would not
    /// open such a collection either).
    public func respond(to note: ImportAnki.Note) -> ImportAnki.Response? {
        guard let type = noteTypes[note.noteType], let templates = templates[note.noteType], let first = note.cards.first else { return nil }
        var fields: [String: String] = [:]
        for (index, name) in type.fields.enumerated() where fields[name] == nil {
            fields[name] = index < note.fields.count ? note.fields[index] : ""
        }
        let deckName = decks[first.deck]?.name ?? ""
        let special = [
            "Tags": note.tags.joined(separator: " "), "Type": type.name, "Deck": deckName,
            "Subdeck": decks[first.deck]?.levels.last ?? "",
        ]
        let body: ImportAnki.Response.Body
        var losses: [ImportAnki.Response.Loss] = []
        if type.stock == .imageOcclusion {
            // Its header and image ask, its extra and comments answer, once per mask number: the
            // image with the card's masks drawn (`AnkiOcclusion`), or without when they are unreadable.
            let occlusion = AnkiOcclusion(field: fields[type.fields.first ?? ""] ?? "")
            let show = { (values: [String?]) in values.compactMap { $0 }.filter { !AnkiFieldText.isEmpty($0) }.joined(separator: "<br>") }
            body = .cards(note.cards.map { card in
                let image = { (isAnswer: Bool) in
                    occlusion.map { $0.image(fields["Image"] ?? "", card: card.ordinal + 1, isAnswer: isAnswer) } ?? fields["Image"]
                }
                return (question: show([fields["Header"], image(false)]), answer: show([image(true), fields["Back Extra"], fields["Comments"]]))
            })
            if occlusion == nil { losses = [.occlusionMasks] }
        } else if type.kind == .cloze, let template = templates.first, template.question.showsOnlyACloze {
            let clozeField = template.question.fields(filteredBy: "cloze").first ?? type.fields.first ?? ""
            var context = AnkiTemplate.Context(fields: fields, clozeNumber: 1, isAnswer: true, cloze: .omitted, special: special)
            context.special["Card"] = type.templates.first?.name ?? ""
            let extra = AnkiTemplate.answerBack(template.answer, context)
            body = .cloze(text: fields[clozeField] ?? "", extra: extra)
        } else {
            body = .cards(note.cards.map { card in
                // A cloze type's cards all use its one template; a standard type's, theirs.
                let index = type.kind == .cloze ? 0 : card.ordinal
                guard templates.indices.contains(index) else { return (question: "", answer: "") }
                var context = AnkiTemplate.Context(fields: fields, clozeNumber: card.ordinal + 1, isAnswer: false, special: special)
                context.special["Card"] = type.templates[index].name
                let question = templates[index].question.render(context)
                context.isAnswer = true
                context.frontSide = question
                return (question: question, answer: AnkiTemplate.answerBack(templates[index].answer, context))
            })
        }
        // The Markdown gives a Basic note's fields back (its card's question and answer) and a
        // Cloze note's (its paragraph and its quote), when its templates are exactly the stock
        // ones; any other note keeps its fields as they are.
        let derivable: Bool = switch body {
        case .cards: note.cards.count == 1 && ImportAnkiInteractor.hasStockShape(type, question: "{{F0}}", answer: "{{FrontSide}}<hrid=answer>{{F1}}")
        case .cloze: ImportAnkiInteractor.hasStockShape(type, question: "{{cloze:F0}}", answer: "{{cloze:F0}}<br>{{F1}}")
        }
        let origin = AnkiOrigin(guid: note.guid, noteType: type.id, tags: note.tags, fields: derivable ? nil : note.fields)
        return ImportAnki.Response(deck: first.deck, origin: origin, noteTypeName: type.name, body: body, cardCount: note.cards.count, losses: losses)
    }
}

extension ImportAnkiInteractor {
    /// Whether the note type has two fields and one template whose question and answer are
    /// `question` and `answer` (F0, F1 standing for its fields' names), white space and the
    /// quotes of `<hr id="answer">` aside.
    static func hasStockShape(_ type: ImportAnki.NoteType, question: String, answer: String) -> Bool {
        guard type.fields.count == 2, type.templates.count == 1, let template = type.templates.first else { return false }
        let shape = { (text: String) in
            text.replacingOccurrences(of: "F0", with: type.fields[0]).replacingOccurrences(of: "F1", with: type.fields[1])
                .filter { !$0.isWhitespace }
        }
        let squeezed = { (text: String) in text.filter { !$0.isWhitespace && $0 != "\"" } }
        return squeezed(template.question) == shape(question) && squeezed(template.answer) == shape(answer)
    }
}

extension AnkiTemplate {
    /// What the answer side adds to the question: after Anki's `<hr id=answer>` when the template
    /// has one, else the answer without the question it repeats as `{{FrontSide}}`.
    static func answerBack(_ template: AnkiTemplate, _ context: Context) -> String {
        var context = context
        context.frontSide = ""
        let answer = template.render(context)
        var search = answer.startIndex
        while let hr = answer.range(of: "<hr", options: .caseInsensitive, range: search..<answer.endIndex) {
            guard let close = answer[hr.upperBound...].firstIndex(of: ">") else { break }
            let attributes = answer[hr.upperBound..<close].lowercased().filter { $0 != "\"" && $0 != "'" && $0 != " " }
            if attributes.contains("id=answer") { return String(answer[answer.index(after: close)...]) }
            search = close
        }
        return answer
    }
}
