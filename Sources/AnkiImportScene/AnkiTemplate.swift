/// An Anki card template (`{{Front}}`, `{{#Extra}}…{{/Extra}}`, `{{cloze:Text}}`) rendered for one
/// card of one note, as Anki renders it: fields by name, sections shown when their field is filled
/// (`#`) or empty (`^`), filters applied from the field outwards, `{{FrontSide}}` the rendered
/// question. What only a live Anki window can show is rendered as text a page can show:
/// `{{type:F}}` is the answer the learner was to type, on the answer side only; `{{hint:F}}` the
/// hint on a line of its own after the field's name in italics (what the hint link reveals); `{{tts …:F}}` nothing (the voice is Anki's).
struct AnkiTemplate {
    /// A part of a parsed template.
    indirect enum Part: Equatable {
        case text(Substring)
        /// `{{filter:…:Field}}`: the field's name and its filters, outermost first.
        case replacement(field: String, filters: [String])
        /// `{{#Field}}…{{/Field}}` (shown when filled) or `{{^Field}}…{{/Field}}` (when empty).
        case section(field: String, whenFilled: Bool, parts: [Part])
    }

    /// What a replacement is rendered from.
    struct Context {
        /// The note's fields by name.
        let fields: [String: String]
        /// The card's cloze number (its ordinal + 1).
        let clozeNumber: Int
        /// True when rendering the answer side.
        var isAnswer: Bool
        /// The rendered question, for `{{FrontSide}}` on the answer side.
        var frontSide = ""
        /// How `{{cloze:F}}` renders: by default as Anki shows the card; the importer asks for the
        /// field as written (`{{c1::…}}` kept), or for nothing.
        var cloze: ClozeRendering = .shown
        /// The special fields Anki fills (`Tags`, `Deck`, `Subdeck`, `Type`, `Card`).
        var special: [String: String] = [:]
    }

    enum ClozeRendering { case shown, asWritten, omitted }

    let parts: [Part]

    init(_ source: String) {
        var index = source.startIndex
        parts = AnkiTemplate.parse(source, from: &index, closing: nil)
    }

    func render(_ context: Context) -> String {
        AnkiTemplate.render(parts, context)
    }

    /// The fields the template's replacements name with `filter` among their filters (`cloze`).
    func fields(filteredBy filter: String) -> [String] {
        func walk(_ parts: [Part]) -> [String] {
            parts.flatMap { part -> [String] in
                switch part {
                case .text: []
                case let .replacement(field, filters): filters.contains(filter) ? [field] : []
                case let .section(_, _, inner): walk(inner)
                }
            }
        }
        return walk(parts)
    }

    /// Anki's rule for whether a question makes a card: some field it shows (in sections that
    /// show) is filled; its own text does not count.
    func showsFilledField(_ fields: [String: String]) -> Bool {
        func walk(_ parts: [Part]) -> Bool {
            parts.contains { part in
                switch part {
                case .text: false
                case let .replacement(field, _): !AnkiFieldText.isEmpty(fields[field] ?? "")
                case let .section(field, whenFilled, inner): AnkiFieldText.isEmpty(fields[field] ?? "") != whenFilled && walk(inner)
                }
            }
        }
        return walk(parts)
    }

    /// Every field the template names (in replacements and sections), in order, each once.
    var namedFields: [String] {
        var names: [String] = []
        func walk(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .text: break
                case let .replacement(field, _): if !names.contains(field) { names.append(field) }
                case let .section(field, _, inner):
                    if !names.contains(field) { names.append(field) }
                    walk(inner)
                }
            }
        }
        walk(parts)
        return names
    }

    /// The fields Anki fills itself, which a template may name besides the note type's.
    static let specialFields: Set<String> = ["FrontSide", "Tags", "Type", "Deck", "Subdeck", "Card", "CardFlag", "CardID"]

    /// Whether the template shows nothing but a cloze field (`{{cloze:Text}}`, with markup at
    /// most): a note type whose question is such is written as cloze paragraphs; another's
    /// cards are rendered as its templates show them.
    var showsOnlyACloze: Bool {
        var clozes = 0
        let others = parts.contains { part in
            switch part {
            case let .text(text): return !AnkiFieldText.showsNoText(String(text))
            case let .replacement(_, filters):
                if filters == ["cloze"] { clozes += 1; return false }
                return true
            case .section: return true
            }
        }
        return !others && clozes == 1
    }

    // MARK: Parsing

    /// Sections inside sections that are read as sections (deeper ones are text), so that no
    /// template can nest its way past the stack.
    static let deepestNesting = 64

    private static func parse(_ source: String, from index: inout String.Index, closing: String?, depth: Int = 0) -> [Part] {
        var parts: [Part] = []
        var textStart = index
        while index < source.endIndex {
            // An HTML comment is text, tags and all, as Anki reads it (a template's notes on itself).
            if source[index...].hasPrefix("<!--") {
                index = source[index...].range(of: "-->")?.upperBound ?? source.endIndex
                continue
            }
            guard source[index...].hasPrefix("{{") else {
                index = source.index(after: index)
                continue
            }
            guard let end = source[index...].range(of: "}}") else {
                index = source.endIndex  // no tag is closed after this: the rest is text
                break
            }
            let tag = source[source.index(index, offsetBy: 2)..<end.lowerBound].trimmingSpaces
            if textStart < index { parts.append(.text(source[textStart..<index])) }
            index = end.upperBound
            textStart = index
            if let marker = tag.first, marker == "#" || marker == "^", depth < deepestNesting {
                let field = String(tag.dropFirst().trimmingSpaces)
                parts.append(.section(field: field, whenFilled: marker == "#", parts: parse(source, from: &index, closing: field, depth: depth + 1)))
                textStart = index
            } else if tag.first == "/" {
                // A closing tag ends its section; one that closes nothing open is dropped, as Anki
                // reports it and shows the rest.
                if closing != nil { return parts }
            } else {
                var pieces = tag.split(separator: ":", omittingEmptySubsequences: false).map { String($0.trimmingSpaces) }
                let field = pieces.removeLast()
                parts.append(.replacement(field: field, filters: pieces))
            }
        }
        if textStart < source.endIndex { parts.append(.text(source[textStart..<source.endIndex])) }
        return parts
    }

    // MARK: Rendering

    private static func render(_ parts: [Part], _ context: Context) -> String {
        var html = ""
        for part in parts {
            switch part {
            case let .text(text):
                html += text
            case let .replacement(field, filters):
                html += replacement(field: field, filters: filters, context)
            case let .section(field, whenFilled, inner):
                let value = context.fields[field] ?? context.special[field] ?? ""
                if AnkiFieldText.isEmpty(value) != whenFilled { html += render(inner, context) }
            }
        }
        return html
    }

    private static func replacement(field: String, filters: [String], _ context: Context) -> String {
        if field == "FrontSide", filters.isEmpty { return context.isAnswer ? context.frontSide : "" }
        var value = context.fields[field] ?? context.special[field] ?? ""
        // Filters apply from the one nearest the field outwards.
        for filter in filters.reversed() {
            let name = filter.split(separator: " ").first.map(String.init) ?? filter
            switch name {
            case "text": value = AnkiFieldText.plain(value)
            case "cloze":
                switch context.cloze {
                case .shown: value = AnkiCloze.rendered(value, number: context.clozeNumber, isAnswer: context.isAnswer)
                case .asWritten: break
                case .omitted: value = ""
                }
            case "cloze-only": value = AnkiCloze.deletions(value, number: context.clozeNumber)
            // Anki shows a field of only whitespace as it is, without the hint's link.
            case "hint": value = value.allSatisfy(\.isWhitespace) ? value : "<div><i>\(field):</i> \(value)</div>"
            case "type": value = context.isAnswer ? AnkiFieldText.plain(value) : ""
            case "tts", "tts-voices": value = ""
            case "furigana": value = AnkiFurigana.rendered(value, keeping: .both)
            case "kana": value = AnkiFurigana.rendered(value, keeping: .reading)
            case "kanji": value = AnkiFurigana.rendered(value, keeping: .base)
            default: break  // An add-on's filter: the field as it is.
            }
        }
        return value
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex..<endIndex]
        }
        return self[first...last]
    }
}
