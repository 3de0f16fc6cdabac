import Domain

/// Typed reading of one entry's `Key: value` fields, shared by every collection kind.
/// Keys are looked up case-insensitively (`Email`, `email`, `EMAIL`). Every problem becomes a
/// diagnostic pointing at the key or the value, and reading goes on so all of them are reported:
/// a malformed value names the key and the expected form
/// (`malformed Birthday 'x': expected YYYY-MM-DD or --MM-DD`), a non-repeatable key given twice is
/// reported at its second line, and `rejectUnknownKeys(known:)` reports every key a kind does not
/// read (`unknown field 'Emial' (expected one of: Email, Phone)`), so a typo never silently vanishes.
struct EntryFields {
    private let fields: [EntryDraft.Field]
    /// The entry's file, where its fields' diagnostics point.
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(_ fields: [EntryDraft.Field], file: String) {
        self.fields = fields
        self.file = file
    }

    init(_ entry: EntryDraft) {
        self.init(entry.fields, file: entry.location.file)
    }

    /// Every line with this key, in file order (for kinds that need locations or raw values).
    func lines(_ key: String) -> [EntryDraft.Field] {
        let normalized = key.lowercased()
        return fields.filter { $0.normalizedKey == normalized }
    }

    /// The first line with this key and its place among the fields, without gathering the
    /// others: most keys are asked for once an entry, and most entries give each once.
    private func firstLine(_ key: String) -> (first: EntryDraft.Field, index: Int)? {
        let normalized = key.lowercased()
        guard let index = fields.firstIndex(where: { $0.normalizedKey == normalized }) else { return nil }
        return (fields[index], index)
    }

    // MARK: Single values

    /// The value of a non-repeatable key, or `nil` when absent. Reports a repeated key or an empty value.
    mutating func text(_ key: String) -> String? {
        single(key)?.value
    }

    /// A calendar date written `YYYY-MM-DD`.
    mutating func date(_ key: String) -> CalendarDate? {
        value(key, expected: "YYYY-MM-DD", parse: CalendarDate.init(iso:))
    }

    /// A decimal number within `range` (`7.5`).
    mutating func number(_ key: String, range: ClosedRange<Double>) -> Double? {
        value(key, expected: "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))") { text in
            // By bytes: an ASCII character is its one byte, and any other byte fails the test.
            guard text.utf8.allSatisfy({ $0.isASCIIDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }),
                  let number = Double(text), number.isFinite, range.contains(number) else { return nil }
            return number
        }
    }

    /// A whole number within `range` (`1999`).
    mutating func integer(_ key: String, range: ClosedRange<Int>) -> Int? {
        value(key, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
            guard text.utf8.allSatisfy({ $0 < 0x80 }), let number = Int(text), range.contains(number) else { return nil }
            return number
        }
    }

    /// An absolute URL with one of `schemes` and a host (`https://example.org/page`).
    mutating func url(_ key: String, schemes: [String] = WebAddress.webSchemes) -> String? {
        value(key, expected: WebAddress.expectedForm(schemes: schemes)) { Self.parseURL($0, schemes: schemes) }
    }

    /// A non-repeatable value read by `parse`; when it returns `nil` the diagnostic reads
    /// `malformed <Key> '<value>': expected <expected>`.
    mutating func value<T>(_ key: String, expected: @autoclosure () -> String, parse: (String) -> T?) -> T? {
        guard let field = single(key) else { return nil }
        return parsed(field, expected: expected(), parse: parse)
    }

    // MARK: Repeatable values

    /// Every value of a repeatable key: one per line, and each line may also hold a comma-separated list.
    mutating func texts(_ key: String, separatedByCommas: Bool = true) -> [String] {
        values(key, separatedByCommas: separatedByCommas, expected: "text") { $0 }
    }

    /// Every e-mail address of a repeatable key (one per line, or comma-separated).
    mutating func emails(_ key: String) -> [String] {
        values(key, separatedByCommas: true, expected: Self.emailForm, parse: Self.parseEmail)
    }

    /// Every value of a repeatable key read by `parse`, each malformed one reported.
    mutating func values<T>(
        _ key: String, separatedByCommas: Bool = false, expected: @autoclosure () -> String, parse: (String) -> T?
    ) -> [T] {
        var result: [T] = []
        for field in lines(key) {
            guard !field.value.isEmpty else {
                diagnostics.append(.error(at: field.valueLocation(in: file), "field '\(field.key)' has no value"))
                continue
            }
            let parts = separatedByCommas ? Self.commaSeparated(field.value) : [field.value]
            for part in parts {
                let piece = EntryDraft.Field(
                    key: field.key, normalizedKey: field.normalizedKey, value: part,
                    line: field.line, keyColumn: field.keyColumn, valueColumn: field.valueColumn
                )
                if let value = parsed(piece, expected: expected(), parse: parse) { result.append(value) }
            }
        }
        return result
    }

    // MARK: Unknown keys

    /// Reports every key not in `known` (compared case-insensitively), listing the known ones.
    mutating func rejectUnknownKeys(known: KnownKeys) {
        for field in fields where !known.normalized.contains(field.normalizedKey) {
            diagnostics.append(.error(at: field.keyLocation(in: file), "unknown field '\(field.key)' (expected one of: \(known.listed))"))
        }
    }

    /// The keys a collection kind reads, as its errors list them, lowercased once (not once an entry).
    struct KnownKeys: Sendable, ExpressibleByArrayLiteral {
        fileprivate let normalized: Set<String>
        fileprivate let listed: String

        init(_ names: [String]) {
            normalized = Set(names.map { $0.lowercased() })
            listed = names.joined(separator: ", ")
        }

        init(arrayLiteral names: String...) { self.init(names) }
    }

    // MARK: Private

    private mutating func single(_ key: String) -> EntryDraft.Field? {
        guard let (first, index) = firstLine(key) else { return nil }
        for repeated in fields[(index + 1)...] where repeated.normalizedKey == first.normalizedKey {
            diagnostics.append(.error(
                at: repeated.keyLocation(in: file),
                "field '\(repeated.key)' appears twice (first on line \(first.line)); it takes one value"
            ))
        }
        guard !first.value.isEmpty else {
            diagnostics.append(.error(at: first.valueLocation(in: file), "field '\(first.key)' has no value"))
            return nil
        }
        return first
    }

    /// `expected` is worked out only for a value that is malformed.
    private mutating func parsed<T>(_ field: EntryDraft.Field, expected: @autoclosure () -> String, parse: (String) -> T?) -> T? {
        if let value = parse(field.value) { return value }
        diagnostics.append(.error(at: field.valueLocation(in: file), "malformed \(field.key) '\(field.value)': expected \(expected())"))
        return nil
    }

    /// The comma-separated pieces of `value`, trimmed, the empty ones left out. By bytes when
    /// `value` is ASCII (each character its byte); by characters otherwise, where a comma that a
    /// combining mark follows is one character with it, not a separator.
    static func commaSeparated(_ value: String) -> [String] {
        var value = value
        let pieces = value.withUTF8 { bytes -> [String]? in
            var pieces: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") || bytes[index] >= 0x80 {
                guard index == bytes.count || bytes[index] < 0x80 else { return nil }
                let piece = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let kept = piece.spaceTrimmed
                if !kept.isEmpty { pieces.append(String(decoding: UnsafeBufferPointer(rebasing: piece[kept]), as: UTF8.self)) }
                start = index + 1
            }
            return pieces
        }
        return pieces ?? value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static let emailForm = EmailAddress.expectedForm

    /// The address when `EmailAddress` accepts it (the same rule the add/edit use cases apply).
    static func parseEmail(_ text: String) -> String? {
        EmailAddress.isValid(text) ? text : nil
    }

    /// The URL when `WebAddress` accepts it with one of `schemes`.
    static func parseURL(_ text: String, schemes: [String]) -> String? {
        WebAddress.isValid(text, schemes: schemes) ? text : nil
    }
}
