import Foundation

/// Which deck files are Obsidian Spaced Repetition notes, and their cards.
///
/// A file is an OSR note when it carries a flashcard tag (`#flashcards`, or one below it such as
/// `#flashcards/geography`) in its front matter `tags` or anywhere in its text outside code
/// blocks: the rule OSR itself uses to pick notes. Such a file is read as OSR reads it (headings
/// are structure, `OSRCardFinder` finds the cards, `OSRQuestion` splits them). Any other deck file
/// keeps the site's own syntax, where a `## heading` is a card.
enum OSRNote {
    static func isFlashcardNote(frontMatterTags: [String], body: String, settings: OSRSettings) -> Bool {
        tags(frontMatterTags: frontMatterTags, body: body).contains { tag in
            settings.flashcardTags.contains { tag == $0 || tag.hasPrefix($0 + "/") }
        }
    }

    /// Every tag of a note, `#` first: its front matter `tags`, then those of its text.
    static func tags(frontMatterTags: [String], body: String) -> [String] {
        frontMatterTags.flatMap { $0.split(whereSeparator: \.isWhitespace) }.map { $0.hasPrefix("#") ? String($0) : "#" + $0 }
            + tagsInText(body)
    }

    /// The `#tags` of a note's text, as Obsidian finds them: after the start of a line or white
    /// space, not inside a fenced code block, made of letters, digits, `_`, `-` and `/`.
    static func tagsInText(_ text: String) -> [String] {
        var tags: [String] = []
        var fence: Character?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let mark = trimmed.first, mark == "`" || mark == "~", trimmed.hasPrefix(String(repeating: mark, count: 3)) {
                fence = fence == nil ? mark : (fence == mark ? nil : fence)
                continue
            }
            guard fence == nil, line.contains("#") else { continue }
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if character == "#", previous.isWhitespace {
                    let body = line[line.index(after: index)...].prefix { $0.isLetter || $0.isNumber || "_-/".contains($0) }
                    if !body.isEmpty, !body.allSatisfy(\.isNumber) { tags.append("#" + body) }
                }
                previous = character
                index = line.index(after: index)
            }
        }
        return tags
    }

    /// The note's cards as the site's inline notes, each at its 0-based line in `body`.
    static func notes(in body: String, settings: OSRSettings) -> [InlineNote] {
        let question = OSRQuestion(settings: settings)
        return OSRCardFinder(settings: settings).cards(in: body).compactMap(question.note(for:))
    }
}
