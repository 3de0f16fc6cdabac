import Domain
import Foundation

/// One card OSR found, turned into the site's inline note, as OSR's `QuestionText.splitText`
/// and `expand` do (docs/research/osr-parser-notes.md §5, §6):
/// * `<!--SR:…-->` comments are removed from the text (progress lives in the browser) and read
///   as each card's imported schedule;
/// * a leading tag (`#flashcards/geo What is…`) is removed, and so is a trailing block id (` ^id`);
/// * `Q::A` splits at the first separator, `Q:::A` also gives the reverse, a `?`/`??` block at
///   the first separator line;
/// * clozes: numbered deletions (`==1;;Paris==`) if there are any, else plain ones
///   (`==Paris==`, `==Paris;;city==`) in order, become the site's cloze note.
///
/// What the site shows differently from Obsidian, on purpose: flashcard tags left inside a card
/// (`Q::A #flashcards`) are removed from its text, and wiki links (`[[Page|alias]]`) show their
/// text, since the pages they name are not part of the site. An embedded note (`![[Note]]`)
/// shows the note's text, as in Obsidian (`NoteEmbeds`).
struct OSRQuestion {
    let settings: OSRSettings
    /// Where the notes a card embeds are found; without it an embedded note shows its name.
    var embeds: NoteEmbeds?
    /// What the note's cards may still show of embedded notes, all sides together.
    let embedsBudget = NoteEmbeds.NoteBudget()

    /// The card's note; nil when the card splits into none (`Q::` with no answer), a failure
    /// when it cannot be made (`InlineCardParser.Failure.tooManyClozeCards`).
    func note(for card: OSRCardFinder.Card) -> Result<InlineNote?, InlineCardParser.Failure> {
        let text = actualQuestion(card.text)
        // Embedded notes stand as placeholders until the card is split and its clozes found, so
        // that nothing in them is read as card syntax; then their text takes their place.
        var embedded: [String] = []
        let kind: InlineNote.Kind?
        switch card.kind {
        case .singleLineBasic:
            kind = split(text, at: settings.singleLineCardSeparator).map { .basic(question: clean($0.0, &embedded), answer: clean($0.1, &embedded)) }
        case .singleLineReversed:
            kind = split(text, at: settings.singleLineReversedCardSeparator).map { .reversed(question: clean($0.0, &embedded), answer: clean($0.1, &embedded)) }
        case .multiLineBasic:
            kind = splitLines(text, at: settings.multilineCardSeparator).map { .basic(question: clean($0.0, &embedded), answer: clean($0.1, &embedded)) }
        case .multiLineReversed:
            kind = splitLines(text, at: settings.multilineReversedCardSeparator).map { .reversed(question: clean($0.0, &embedded), answer: clean($0.1, &embedded)) }
        case .cloze:
            let cleaned = clean(text, &embedded)
            switch cloze(cleaned, embeddedCharacters: embedded.reduce(0) { $0 + $1.count }) {
            case .success(let found): kind = found
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let kind else { return .success(nil) }
        let shown = embedded.isEmpty ? kind : kind.map { OSRQuestion.replacingPlaceholders(in: $0, with: embedded) }
        return .success(InlineNote(kind: shown, lineOffset: card.firstLine, schedules: SchedulingComments.schedules(in: card.text)))
    }

    /// What stands around the index of an embedded note in a card until the card is made.
    private static let placeholderMark: Character = DeckMarks.mark(0x9)

    /// Where the `index`th embedded note of a card stands until the card is made.
    private static func placeholder(_ index: Int) -> String {
        "\(placeholderMark)\(index)\(placeholderMark)"
    }

    /// `text` with each placeholder replaced by its embedded note, in one pass: a note of one
    /// line in the line (inside a cloze too), a longer one as blocks of its own.
    private static func replacingPlaceholders(in text: String, with embedded: [String]) -> String {
        guard text.contains(placeholderMark) else { return text }
        var result = ""
        for (position, piece) in text.split(separator: placeholderMark, omittingEmptySubsequences: false).enumerated() {
            guard position % 2 == 1, let index = Int(piece), embedded.indices.contains(index) else {
                result += position % 2 == 1 ? "\(placeholderMark)\(piece)\(placeholderMark)" : piece
                continue
            }
            let note = embedded[index]
            result += note.contains("\n") ? "\n\n" + note + "\n\n" : note
        }
        return result
    }

    /// The card's text without its scheduling comment, leading tag and block id.
    private func actualQuestion(_ original: String) -> String {
        let withoutSR = SchedulingComments.removed(from: original)
        var question = OSRText.trimEnd(withoutSR)
        // A leading tag (`#flashcards/geo`, or any other) names the card's deck in OSR; it is not text.
        let start = OSRText.trimStart(withoutSR)
        if let tag = OSRText.leadingTag(of: start) {
            question = OSRText.trimStart(String(start[tag.upperBound...]))
        }
        if let blockID = BlockID.trailing(in: question) {
            question = OSRText.trimEnd(String(question[..<blockID.lowerBound]))
        }
        return question
    }

    private func split(_ text: String, at separator: String) -> (String, String)? {
        guard let range = OSRText.range(of: separator, in: text) else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    private func splitLines(_ text: String, at separator: String) -> (String, String)? {
        let lines = SourceText.linesAtLineFeeds(text)
        guard let index = lines.firstIndex(where: { OSRText.trim(String($0)) == separator }) else { return nil }
        return (lines[..<index].joined(separator: "\n"), lines[(index + 1)...].joined(separator: "\n"))
    }

    /// A side as the site shows it: flashcard tags removed, wiki links as their text, trimmed;
    /// each embedded note found is added to `embedded` and stands as its placeholder.
    private func clean(_ side: String, _ embedded: inout [String]) -> String {
        let budget = NoteEmbeds.Budget(note: embedsBudget)
        // Math first: inside it `[[P]]` is TeX, not a wiki link, and `#tag` no tag.
        let text = shown(MathText.protected(side).text) { page, part in
            guard let note = embeddedNote(page, part, embedding: [], budget: budget) else { return nil }
            embedded.append(MathText.protected(note).text)
            return OSRQuestion.placeholder(embedded.count - 1)
        }
        return OSRText.trim(text)
    }

    /// `text` with flashcard tags removed, wiki links as their text and `<br>` as line breaks;
    /// `embed` gives the Markdown that shows an embedded note (nil: its name), `image` the path
    /// of an embedded image.
    private func shown(
        _ text: String, image: (String) -> String = URLPath.encoded, embed: (_ page: String, _ part: String) -> String?
    ) -> String {
        var text = text
        // A tag is removed where it stands: a text without its letters has none to remove.
        for tag in settings.flashcardTags where !tag.isEmpty && ByteSearch.contains(text, tag) {
            let pattern = "(^|[ \\t])" + NSRegularExpression.escapedPattern(for: tag) + "(/[^\\s#]*)?(?=$|[\\s])"
            text = CompiledPattern.cached(pattern)?.replacingMatches(in: text, with: "$1")
                ?? text.replacingOccurrences(of: pattern, with: "$1", options: .regularExpression)
        }
        text = OSRQuestion.wikiLinksAsText(text, image: image, embed: embed)
        return OSRQuestion.lineBreakTags(text)
    }

    /// The Markdown an embedded note shows, shown as a card's text is, the notes it embeds in
    /// turn; `embedding` are the notes around it.
    private func embeddedNote(_ page: String, _ part: String, embedding: [String], budget: NoteEmbeds.Budget) -> String? {
        guard let embeds, let note = embeds.markdown(of: page, part: part, embedding: embedding, budget: budget) else { return nil }
        // Its images are found from its own folder, as Obsidian finds them, and reached from the card's.
        let image = { (image: String) in URLPath.encoded(embeds.image(image, in: note.path) ?? image) }
        return shown(note.text, image: image) { page, part in
            embeddedNote(page, part, embedding: embedding + [note.path], budget: budget).map { $0.contains("\n") ? "\n\n" + $0 + "\n\n" : $0 }
        }
    }

    /// An embedded image's size in Obsidian (`|300`, `|300x200`), rather than its description.
    private static let imageSize = CompiledPattern("^[0-9]+(x[0-9]+)?$")

    /// The file types an `![[embed]]` shows as an image.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "bmp"]

    /// Each `[[wiki link]]` or `![[embed]]` as the text Obsidian shows for it, and each embedded
    /// image (`![[cell.png]]`, `![[cell.png|300]]`, `![[cell.png|A cell]]`) as a Markdown image
    /// of that file, found as Obsidian finds it (`LinkResolver.resolvesLikeObsidian`). A link shows its alias
    /// (`[[Page#Part|alias]]` → `alias`), else the page (`[[Page#Part]]` → `Page`), else the part
    /// (`[[#Part]]` → `Part`); so does an embedded note, unless `embed` gives the Markdown that
    /// shows it. `image` gives the path an embedded image is linked by. With `keepingEmbeds`,
    /// every `![[embed]]` stays as written (text that is not Markdown: a deck's introduction,
    /// whose tree is already parsed).
    static func wikiLinksAsText(
        _ text: String, image: (String) -> String = URLPath.encoded, embed: (_ page: String, _ part: String) -> String? = { _, _ in nil },
        keepingEmbeds: Bool = false
    ) -> String {
        // Every link and embed starts with `[[`: a text without them is shown as it is.
        guard ByteSearch.contains(text, "[[") else { return text }
        var text = text
        return text.withUTF8 { bytes in
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var result = ""
            var cursor = 0
            for link in WikiLinkScanner.links(in: bytes) {
                result += string(cursor..<link.whole.lowerBound)
                cursor = link.whole.upperBound
                if link.isEmbed, keepingEmbeds {
                    result += string(link.whole)
                    continue
                }
                // The part without its `#` (and, as before, without what combines with it).
                let (page, part, alias) = (string(link.page), link.part.map { String(string($0).dropFirst()) } ?? "", link.alias.map(string) ?? "")
                if link.isEmbed, page.contains("."), imageExtensions.contains(page.split(separator: ".").last.map { $0.lowercased() } ?? "") {
                    // `|300` or `|300x200` sizes the image in Obsidian; any other text is its description.
                    let description = alias.isEmpty || imageSize.matches(alias) ? page : alias
                    result += "![\(markdownEscaped(description))](\(image(page)))"
                } else if link.isEmbed, let shown = embed(page, part) {
                    result += shown
                } else {
                    result += !alias.isEmpty ? alias : !page.isEmpty ? page : part
                }
            }
            return result + string(cursor..<bytes.count)
        }
    }

    /// `text` with Markdown's punctuation escaped, to stand as an image's description.
    private static func markdownEscaped(_ text: String) -> String {
        String(text.flatMap { character in "\\`*_[]()<>!#".contains(character) ? ["\\", character] : [character] })
    }

    private static let lineBreakTagList = ["<br>", "<br/>", "<br />", "</br>", "<BR>", "<BR/>", "<BR />", "</BR>"]

    /// `<br>` (also written `<br/>`, `<br />` or `</br>`), which Obsidian shows as a line break
    /// and the site would omit as raw HTML, as a line break; code spans keep it as written.
    static func lineBreakTags(_ text: String) -> String {
        // A text without any tag's bytes has none to turn: it is not read character by character.
        guard lineBreakTagList.contains(where: { ByteSearch.contains(text, $0) }) else { return text }
        let mask = VerbatimMask(text)
        let breaks = lineBreakTagList.flatMap { tag in mask.occurrences(of: tag).map { (start: $0, length: tag.count) } }
        guard !breaks.isEmpty else { return text }
        // One pass from the front: replacing each tag in place moved the rest of the text once a tag.
        let characters = mask.characters
        var shown: [Character] = []
        shown.reserveCapacity(characters.count)
        var cursor = 0
        for found in breaks.sorted(by: { $0.start < $1.start }) where found.start >= cursor {
            shown += characters[cursor..<found.start]
            shown.append("\n")
            cursor = found.start + found.length
        }
        shown += characters[cursor...]
        return String(shown)
    }

    /// The cloze note of a card, with OSR's numbering: numbered deletions (`==2;;Paris==`) keep
    /// their numbers when there are any; otherwise each deletion (`==Paris==`, `==Paris;;city==`)
    /// is the next card, in the order of the patterns, then of the text. OSR's overlapping form
    /// (`==ash;;Paris==`) is asked like a plain deletion. A deletion that overlaps an earlier one
    /// stays text.
    private func cloze(_ text: String, embeddedCharacters: Int) -> Result<InlineNote.Kind?, InlineCardParser.Failure> {
        let patterns = OSRClozePattern.all(settings.clozePatterns)
        let characters = Array(text)
        // A match or a group that starts or ends inside a character (`=` and a combining accent
        // after it) is none, as when they were found through `NSRegularExpression` and `Range(_:in:)`.
        func isWhole(_ range: Range<String.Index>) -> Bool {
            String.Index(range.lowerBound, within: text) != nil && String.Index(range.upperBound, within: text) != nil
        }
        func captured(_ range: Range<String.Index>?) -> String? {
            range.flatMap { isWhole($0) ? String(text[$0]) : nil }
        }
        var found: [ClozeParser.Deletion] = []
        let numbered = patterns.flatMap { $0.classic.matches(in: text) }
        if !numbered.isEmpty {
            // Numbered deletions, if any, even ones inside a character, rule out the plain ones.
            let numbered = numbered.filter { isWhole($0.range) }
            for (match, range) in zip(numbered, Self.characterOffsets(of: numbered.map(\.range), in: text)) {
                found.append(.init(range: range, number: Int(captured(match.sequence) ?? "") ?? 1, text: captured(match.answer) ?? "", hint: captured(match.hint)))
            }
        } else {
            let simple = patterns.flatMap { $0.simple.matches(in: text) }.filter { isWhole($0.range) }
            for (match, range) in zip(simple, Self.characterOffsets(of: simple.map(\.range), in: text)) {
                var (answer, hint) = (captured(match.answer) ?? "", captured(match.hint))
                if let second = hint, answer.allSatisfy({ "ash".contains($0) }) { (answer, hint) = (second, nil) }
                found.append(.init(range: range, number: found.count + 1, text: answer, hint: hint))
            }
        }
        var kept: [ClozeParser.Deletion] = []
        for deletion in found.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
            where kept.last.map({ $0.range.upperBound <= deletion.range.lowerBound }) ?? true {
            kept.append(deletion)
        }
        return ClozeParser().note(characters, kept, embeddedCharacters: embeddedCharacters).map { $0?.kind }
    }

    /// Each range of `text` in its characters, as `text.distance(from: text.startIndex, to:)`
    /// counts them, but counted in one walk over the text: a line of thousands of deletions
    /// counted it again from the start for each.
    static func characterOffsets(of ranges: [Range<String.Index>], in text: String) -> [Range<Int>] {
        var offset: [String.Index: Int] = [:]
        var (previous, count) = (text.startIndex, 0)
        // Every bound is a character's (the caller keeps whole matches), so the counts add up.
        for bound in Set(ranges.flatMap { [$0.lowerBound, $0.upperBound] }).sorted() {
            count += text.distance(from: previous, to: bound)
            (offset[bound], previous) = (count, bound)
        }
        return ranges.map { offset[$0.lowerBound, default: 0]..<offset[$0.upperBound, default: 0] }
    }
}
