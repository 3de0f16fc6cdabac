import Domain

/// Reads a bullet list of `Key: value` lines from the source text, so values keep every character
/// as written and errors point at the exact column.
struct FieldListReader {
    let file: String
    /// The lines of the text the list is in…
    let lines: [Substring]
    /// …which begins on this line of the file (a part of a large file begins further down).
    var firstLine = 1

    struct Outcome {
        var fields: [EntryDraft.Field] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The text of the file's `line`, if the lines hold it.
    private func text(ofLine line: Int) -> Substring? {
        lines.indices.contains(line - firstLine) ? lines[line - firstLine] : nil
    }

    /// True when the list's first item reads as a field; otherwise the list belongs to the body.
    func looksLikeFields(_ list: MarkdownNode) -> Bool {
        guard let item = list.children.first, let line = text(ofLine: item.startLine) else { return false }
        return FieldLine(line) != nil
    }

    func read(_ list: MarkdownNode) -> Outcome {
        var outcome = Outcome()
        for item in list.children {
            let line = item.startLine
            guard let text = text(ofLine: line) else { continue }
            guard let field = FieldLine(text) else {
                outcome.diagnostics.append(.error(
                    at: SourceLocation(file: file, line: line, column: max(item.startColumn, 1)),
                    "expected a 'Key: value' field line"
                ))
                continue
            }
            var value = field.value
            if item.endLine > line {
                let continuation = lines[(line - firstLine + 1)..<min(item.endLine - firstLine + 1, lines.count)].map { $0.trimmingSpaces }
                value = ([value] + continuation).filter { !$0.isEmpty }.joined(separator: " ")
            }
            outcome.fields.append(EntryDraft.Field(
                key: field.key, normalizedKey: field.key.lowercased(), value: value, line: line,
                keyColumn: field.keyColumn, valueColumn: field.valueColumn
            ))
        }
        return outcome
    }
}

/// One `- Key: value` source line, split with byte columns (1-based) as compilers report them.
struct FieldLine {
    let key: String
    let value: String
    let keyColumn: Int
    let valueColumn: Int

    init?(_ line: Substring) {
        // On the line's own bytes where it has them in one piece (a line of a file read into
        // one string always does), not on a copy.
        guard let parsed = line.utf8.withContiguousStorageIfAvailable({ FieldLine(bytes: $0) })
            ?? Array(line.utf8).withUnsafeBufferPointer({ FieldLine(bytes: $0) }) else { return nil }
        self = parsed
    }

    private init?(bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+") else { return nil }
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let keyStart = index
        guard let colon = bytes[keyStart...].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<colon]), as: UTF8.self)
        guard FieldLine.isKey(key) else { return nil }
        // `- https://example.org` is a link in a list, not a field called "https".
        guard colon + 1 >= bytes.count || bytes[colon + 1] != UInt8(ascii: "/") else { return nil }
        var valueStart = colon + 1
        while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: " ") || bytes[valueStart] == UInt8(ascii: "\t") { valueStart += 1 }
        self.key = key
        self.value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart...]), as: UTF8.self).trimmingSpaces
        keyColumn = keyStart + 1
        valueColumn = valueStart + 1
    }
}

extension FieldLine {
    /// Whether `key` names a field: 1 to 32 letters, spaces, hyphens and underscores, starting
    /// with a letter. An ASCII key is read by bytes (each character is its byte), any other by
    /// characters.
    static func isKey(_ key: String) -> Bool {
        guard let first = key.utf8.first else { return false }
        guard key.isASCII else { return isKeyByCharacters(key) }
        return key.utf8.count <= 32 && first.isASCIILetter
            && key.utf8.allSatisfy { $0.isASCIILetter || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    static func isKeyByCharacters(_ key: String) -> Bool {
        !key.isEmpty && key.count <= 32 && key.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "_" })
            && key.first?.isLetter == true
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns (a carriage return that
    /// a line feed follows is one character with it, and stays). By bytes where that gives the
    /// same: a cut next to an ASCII byte; by characters otherwise (a combining accent after a
    /// space, or a prefix mark before one, makes one character of the two).
    var trimmingSpaces: String {
        utf8.withContiguousStorageIfAvailable(String.trimmingSpaces(ofUTF8:))
            ?? Array(utf8).withUnsafeBufferPointer(String.trimmingSpaces(ofUTF8:))
    }

    /// `trimmingSpaces`, character by character.
    var trimmingSpacesByCharacters: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text of these UTF-8 bytes, `trimmingSpaces`: by bytes when each cut falls next to an
    /// ASCII byte, by characters otherwise (a rare case that decodes them twice). `ClozeParser`
    /// joins its cards as bytes and makes each into a string here.
    static func trimmingSpaces(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        let kept = bytes.spaceTrimmed
        if kept.isEmpty { return "" }
        guard (kept.lowerBound == 0 || bytes[kept.lowerBound] < 0x80) && (kept.upperBound == bytes.count || bytes[kept.upperBound - 1] < 0x80) else {
            return String(decoding: bytes, as: UTF8.self).trimmingSpacesByCharacters
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// What is left of these bytes without leading and trailing spaces, tabs and carriage
    /// returns (one that a line feed follows stays): `trimmingSpaces` by bytes.
    var spaceTrimmed: Range<Int> {
        func isSpace(_ index: Int) -> Bool {
            let byte = self[index]
            return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || (byte == UInt8(ascii: "\r") && (index + 1 == count || self[index + 1] != UInt8(ascii: "\n")))
        }
        var start = 0, end = count
        while start < end, isSpace(start) { start += 1 }
        while end > start, isSpace(end - 1) { end -= 1 }
        return start..<end
    }
}
