import Domain

/// Formats imported notes as deck Markdown: a note's cards as heading cards (`## question`, its
/// further blocks, `---`, the answer), a cloze note as a cloze paragraph, each followed by the
/// note's Anki origin in a comment the page never shows (`AnkiOrigin`).
public struct ImportAnkiPresenter {
    public init() {}

    /// The start of a deck file: its front matter, titled with Anki's own name.
    public func deckHeader(title: String) -> String {
        "---\ntitle: \(ImportAnkiPresenter.yamlQuoted(title))\n---\n"
    }

    /// The note's Markdown. `mediaFileName` gives the name a media file the note shows is
    /// written under (nil: not in the package), in `mediaFolder` (relative to the deck file).
    /// `afterCards` says the deck's note before it was written as heading cards: a cloze
    /// paragraph there would be part of the last card's answer, so it starts a section of its
    /// own, titled with its note type's name (a heading over cloze paragraphs is no card).
    public func markdown(
        for response: ImportAnki.Response, afterCards: Bool, mediaFolder: String, mediaFileName: @escaping (String) -> String?
    ) -> String {
        let block = AnkiFieldMarkdown(mediaPath: { name in mediaFileName(name).map { mediaFolder + $0 } })
        // Fields kept as they are name the media files as written (some renamed to be safe).
        var origin = response.origin
        if let fields = origin.fields {
            origin = AnkiOrigin(guid: origin.guid, noteType: origin.noteType, tags: origin.tags, fields: fields.map { field in
                AnkiMediaReferences.renaming(in: field) { name in mediaFileName(name).flatMap { $0 == name ? nil : $0 } }
            })
        }
        var text = ""
        switch response.body {
        case let .cloze(clozeText, extra):
            if afterCards { text += "\n## " + AnkiFieldMarkdown.escaped(response.noteTypeName).trimmingSpaces + "\n" }
            var paragraph = block
            paragraph.singleParagraph = true
            paragraph.keepsClozes = true
            let cloze = paragraph.markdown(clozeText)
            text += "\n" + (cloze.isEmpty ? "&nbsp;" : cloze) + "\n"
            // The extra is the quote right under the paragraph, which every answer shows.
            let extraMarkdown = block.markdown(extra)
            if !extraMarkdown.isEmpty {
                text += extraMarkdown.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n") + "\n"
            }
            text += "\n" + origin.comment + "\n"
        case let .cards(cards):
            // Each card is a note of the deck, so each names the Anki note it belongs to: the
            // first with all the note keeps, the others by its guid (the export writes it once).
            for (index, card) in cards.enumerated() {
                text += "\n" + headingCard(question: block.markdown(card.question), answer: block.markdown(card.answer))
                let named = index == 0 ? origin : AnkiOrigin(guid: origin.guid, noteType: origin.noteType, tags: [])
                text += "\n" + named.comment + "\n"
            }
        }
        return text
    }

    /// A warning for what the note lost, naming it by its deck file and its first words.
    public func warning(for loss: ImportAnki.Response.Loss, deckFile: String, markdown: String) -> String {
        let start = markdown.split(separator: "\n").first { !$0.isEmpty }.map { String($0.prefix(60)) } ?? ""
        return switch loss {
        case .occlusionMasks:
            "\(deckFile): the Image Occlusion note \"\(start)\" shows its image without its masks: they are rotated, placed in pixels or not Anki's shapes, which the site does not draw"
        }
    }

    /// `note type "Vocab", card "Card 1": its question names the field 'Exmaple', which the note type does not have; …`
    public func warning(for unknown: ImportAnki.UnknownField) -> String {
        "note type \"\(unknown.noteType)\", card \"\(unknown.template)\": its \(unknown.isQuestion ? "question" : "answer") names the field "
            + "'\(unknown.field)', which the note type does not have; Anki shows an error instead of these cards, the site shows them without it"
    }

    /// `Imported 3 decks, 1,204 notes (1,980 cards), 312 media files → Content/decks`.
    public func summary(decks: Int, notes: Int, cards: Int, media: Int, folder: String) -> String {
        "Imported \(countedGrouped(decks, "deck")), \(countedGrouped(notes, "note")) (\(countedGrouped(cards, "card"))), "
            + "\(countedGrouped(media, "media file")) → \(folder)"
    }

    /// `Review history: 312 reviews of 95 cards → progress.json`.
    public func historySummary(reviews: Int, cards: Int, file: String) -> String {
        "Review history: \(countedGrouped(reviews, "review")) of \(countedGrouped(cards, "card")) → \(file)"
    }

    /// A heading card: the question's first line is the heading; the rest of the question follows
    /// it, before a thematic break; an empty answer is a no-break space (a card needs one).
    private func headingCard(question: String, answer: String) -> String {
        var lines = question.split(separator: "\n", omittingEmptySubsequences: false)
        var heading = lines.first.map(String.init) ?? ""
        let firstIsParagraph = !(heading.hasPrefix("```") || heading.hasPrefix("- ") || heading.hasPrefix("$$") || Self.startsOrderedItem(heading))
        if firstIsParagraph, !heading.isEmpty {
            lines.removeFirst()
            if heading.hasSuffix("\\") && !heading.hasSuffix("\\\\") { heading.removeLast() }
        } else {
            heading = "…"
        }
        var card = "## \(heading)\n"
        let rest = lines.joined(separator: "\n").trimmingSpaces
        if !rest.isEmpty { card += "\n\(rest)\n\n---\n" }
        card += "\n" + (answer.isEmpty ? "&nbsp;" : answer) + "\n"
        return card
    }

    /// Whether the line starts an ordered list item (`1. `, `2)`), which the converter writes for
    /// an `<ol>`; text that only starts with digits (`1984 was…`) is a paragraph.
    static func startsOrderedItem(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropFirst(digits.count)
        return (1...9).contains(digits.count) && (rest.hasPrefix(". ") || rest.hasPrefix(") ") || rest == "." || rest == ")")
    }

    /// A YAML double-quoted scalar: `"C++"`, `"say \"hi\""`; characters YAML does not allow
    /// unescaped (controls, U+FEFF, U+FFFE, U+FFFF) and line separators escaped.
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in AnkiFieldMarkdown.withoutMarks(text).unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value) {
                    result += "\\u" + String(scalar.value, radix: 16, uppercase: true).padded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

private extension String {
    /// Hex digits with leading zeros.
    func padded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
