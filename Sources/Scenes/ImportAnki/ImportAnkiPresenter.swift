/// Formats imported notes as deck Markdown: a note's cards as heading cards (`## question`, its
/// further blocks, `---`, the answer), a cloze note as a cloze paragraph, each followed by the
/// note's Anki identity in a comment the page never shows (`<!-- anki guid:… tags:… -->`).
public struct ImportAnkiPresenter {
    public init() {}

    /// The start of a deck file: its front matter, titled with Anki's own name.
    public func deckHeader(title: String) -> String {
        "---\ntitle: \(ImportAnkiPresenter.yamlQuoted(title))\n---\n"
    }

    /// The note's Markdown, its media named by `mediaPath` (nil: not in the package).
    /// `afterCards` says the deck's note before it was written as heading cards: a cloze
    /// paragraph there would be part of the last card's answer, so it starts a section of its
    /// own, titled with its note type's name (a heading over cloze paragraphs is no card).
    public func markdown(for response: ImportAnki.Response, afterCards: Bool, mediaPath: @escaping (String) -> String?) -> String {
        let block = AnkiFieldMarkdown(mediaPath: mediaPath)
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
        case let .cards(cards):
            for card in cards {
                text += "\n" + headingCard(question: block.markdown(card.question), answer: block.markdown(card.answer))
            }
        }
        text += "\n" + ImportAnkiPresenter.identityComment(guid: response.guid, tags: response.tags) + "\n"
        return text
    }

    /// A warning for what the note lost, naming it by its deck file and its first words.
    public func warning(for loss: ImportAnki.Response.Loss, deckFile: String, markdown: String) -> String {
        let start = markdown.split(separator: "\n").first { !$0.isEmpty }.map { String($0.prefix(60)) } ?? ""
        return switch loss {
        case .occlusionMasks:
            "\(deckFile): the Image Occlusion note \"\(start)\" shows its image without its masks; the site does not draw them yet"
        }
    }

    /// `Imported 3 decks, 1,204 notes (1,980 cards), 312 media files → Content/decks`.
    public func summary(decks: Int, notes: Int, cards: Int, media: Int, folder: String) -> String {
        "Imported \(countedGrouped(decks, "deck")), \(countedGrouped(notes, "note")) (\(countedGrouped(cards, "card"))), "
            + "\(countedGrouped(media, "media file")) → \(folder)"
    }

    /// A heading card: the question's first line is the heading; the rest of the question follows
    /// it, before a thematic break; an empty answer is a no-break space (a card needs one).
    private func headingCard(question: String, answer: String) -> String {
        var lines = question.split(separator: "\n", omittingEmptySubsequences: false)
        var heading = lines.first.map(String.init) ?? ""
        let firstIsParagraph = !(heading.hasPrefix("```") || heading.hasPrefix("- ") || heading.hasPrefix("• ")
            || heading.first.map { $0.isNumber } == true || heading.hasPrefix("$$"))
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

    /// The note's Anki identity and tags, percent-encoded so that no Markdown, card syntax, math
    /// or comment rule can read them (a guid may hold `$$`, `::` or `-->`).
    static func identityComment(guid: String, tags: [String]) -> String {
        var comment = "<!-- anki guid:\(encoded(guid))"
        if !tags.isEmpty { comment += " tags:" + tags.map(encoded).joined(separator: " ") }
        return comment + " -->"
    }

    /// Every byte outside letters, digits and `._+,;@()'` (and `:` between a tag's levels)
    /// as `%XX`; letters of other scripts stay.
    static func encoded(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let safe = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._+,;@()':".unicodeScalars.contains(scalar)
            if safe {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).padded(to: 2) }
            }
        }
        return result
    }

    /// A YAML double-quoted scalar: `"C++"`, `"say \"hi\""`; control characters escaped.
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}" {
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
