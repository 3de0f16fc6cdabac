import Domain

/// Changes the text of an address book file, line by line, touching nothing but the lines it must.
/// Works on bytes split at `\n`, so each line keeps its own ending: a CRLF file stays CRLF and
/// every byte outside the edited lines (other contacts, notes, comments, front matter) is kept.
/// New lines use the file's line ending and its field lines' bullet and indentation (a different
/// bullet character would start a new list).
struct ContactFileEditor {
    enum Refusal: Error, Equatable {
        /// The file uses a line break other than LF or CRLF, where line numbers would not match the reader's.
        case unusualLineBreaks
    }

    private var lines: [[UInt8]]
    private let lineEnding: [UInt8]

    init(text: String) throws(Refusal) {
        lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let terminated = lines.dropLast()
        let crlf = terminated.filter { $0.last == UInt8(ascii: "\r") }.count
        lineEnding = crlf * 2 > terminated.count ? Array("\r\n".utf8) : Array("\n".utf8)
        // Swift's `isNewline` (which the reader splits on) also breaks at a lone CR, VT, FF, NEL, LS
        // and PS; in such a file the reader's line numbers are not line numbers here.
        let unusual = text.unicodeScalars.contains { ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
        let loneCR = lines.contains { $0.dropLast().contains(UInt8(ascii: "\r")) } || lines.last?.last == UInt8(ascii: "\r")
        if unusual || loneCR { throw .unusualLineBreaks }
    }

    var text: String {
        String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }

    // MARK: Adding

    /// Appends `## name` and its field lines at the end of the file, after a blank line.
    mutating func append(name: String, fields: ContactFieldLines) {
        if lines.last?.isEmpty == true { lines.removeLast() }   // the empty "line" after a final newline
        if let last = lines.indices.last {
            lines[last] = withEnding(lines[last])   // an unterminated last line gets its line break
            if !isBlank(lines[last]) { lines.append(withEnding([])) }
        }
        lines.append(withEnding(Array("## \(ContactFileEditor.headingText(name))".utf8)))
        let fieldLines = fields.values.flatMap { field, values in
            values.map { line(prefix: Array("- ".utf8), key: field.key, value: $0) }
        }
        if !fieldLines.isEmpty {
            lines.append(withEnding([]))
            lines += fieldLines.map(withEnding)
        }
        lines.append([])
    }

    /// The name as heading text, with Markdown punctuation escaped so it reads back as written.
    static func headingText(_ name: String) -> String {
        var text = ""
        for character in name {
            if "\\`*_{}[]<>()#+!|~&".contains(character) { text.append("\\") }
            text.append(character)
        }
        return text
    }

    // MARK: Editing

    /// Rewrites the field lines of `entry` for `fields`: the first line of a changed field is
    /// replaced by its new lines, its other lines are removed, and fields it did not have are
    /// added after the list (or as a new list under the heading).
    mutating func update(_ entry: EntryDraft, with fields: ContactFieldLines) {
        let items = fieldItems(of: entry)
        let prefix = items.first.map { Array(lines[$0.field.line - 1].prefix($0.field.keyColumn - 1)) }
        var replacements: [Int: [[UInt8]]] = [:]   // first content line (1-based) → new content lines
        var removals: [ClosedRange<Int>] = []
        var additions: [[UInt8]] = []
        for (field, values) in fields.values {
            let existing = items.filter { $0.field.normalizedKey == field.normalizedKey }
            if let first = existing.first, let prefix {
                replacements[first.content.lowerBound] = values.map { line(prefix: prefix, key: first.field.key, value: $0) }
                removals.append(first.content)
                removals += existing.dropFirst().map { $0.content.lowerBound...$0.withTrailingBlanks.upperBound }
            } else {
                additions += values.map { line(prefix: prefix ?? newListPrefix(after: entry.location.line), key: field.key, value: $0) }
            }
        }
        var result: [[UInt8]] = []
        let lastItemLine = items.last?.content.upperBound
        for (index, current) in lines.enumerated() {
            let number = index + 1
            if let replacement = replacements[number] { result += replacement.map(withEnding) }
            if !removals.contains(where: { $0.contains(number) }) { result.append(current) }
            if number == lastItemLine { result += additions.map(withEnding) }
            if items.isEmpty, number == entry.location.line, !additions.isEmpty {
                result += newList(additions, heading: &result[result.count - 1], isLastLine: index == lines.count - 1,
                                  next: index + 1 < lines.count ? lines[index + 1] : nil)
            }
        }
        lines = result
    }

    /// A blank line and the new list under a heading, and a blank line after it when text follows.
    private func newList(_ additions: [[UInt8]], heading: inout [UInt8], isLastLine: Bool, next: [UInt8]?) -> [[UInt8]] {
        var block = [withEnding([])] + additions.map(withEnding)
        if isLastLine {
            heading = withEnding(heading)   // the unterminated last line gets its line break
            block.append([])
        } else if let next, !isBlank(next) {
            block.append(withEnding([]))
        }
        return block
    }

    /// `- `, or `* ` when the body starts with a `-` list (which the new list would otherwise join).
    private func newListPrefix(after headingLine: Int) -> [UInt8] {
        let next = lines.dropFirst(headingLine).first { !isBlank($0) }
        return next.map { $0.starts(with: Array("- ".utf8)) } == true ? Array("* ".utf8) : Array("- ".utf8)
    }

    private struct FieldItem {
        let field: EntryDraft.Field
        /// The item's lines up to its last non-blank one, and the same with the blank lines after it.
        let content: ClosedRange<Int>
        let withTrailingBlanks: ClosedRange<Int>
    }

    private func fieldItems(of entry: EntryDraft) -> [FieldItem] {
        guard let list = entry.fieldLines else { return [] }
        let fields = entry.fields.sorted { $0.line < $1.line }
        return fields.enumerated().map { index, field in
            let end = index + 1 < fields.count ? fields[index + 1].line - 1 : list.upperBound
            var last = end
            while last > field.line, isBlank(lines[last - 1]) { last -= 1 }
            return FieldItem(field: field, content: field.line...last, withTrailingBlanks: field.line...end)
        }
    }

    private func line(prefix: [UInt8], key: String, value: String) -> [UInt8] {
        prefix + Array("\(key): \(value)".utf8)
    }

    /// The line with a CR before its `\n` in a CRLF file (unless it has one).
    private func withEnding(_ line: [UInt8]) -> [UInt8] {
        lineEnding.count == 2 && line.last != UInt8(ascii: "\r") ? line + [UInt8(ascii: "\r")] : line
    }

    private func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
