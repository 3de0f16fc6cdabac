import Domain
@testable import Markdown
import Testing
import TestSupport

/// A kind looks its fields up by key in any case, and names every key it does not read.
@Suite struct EntryFieldsTests {
    static func fields(_ keys: [String]) -> EntryFields {
        EntryFields(keys.enumerated().map { index, key in
            EntryDraft.Field(key: key, normalizedKey: key.lowercased(), value: "v\(index)", line: index + 3, keyColumn: 3, valueColumn: 3)
        }, file: "Content/movies/a.md")
    }

    @Test(arguments: [
        ("Released", "released", true), ("released", "Released", true), ("RELEASED", "Released", true), ("Release", "Released", false),
        ("Releaseds", "Released", false), ("Größe", "GRÖSSE", false), ("Größe", "größe", true), ("GRÖẞE", "Größe", true),
        ("\u{212A}ey", "Key", true), ("Ke\u{301}y", "Key", false), ("Kéy", "Ke\u{301}y", true), ("", "", true), ("a", "", false),
    ])
    func aKey_isFoundInAnyCase_asLowerCasingBothWouldFindIt(written: String, asked: String, found: Bool) {
        // What a comparison of both keys lower-cased gives (the rule before the byte comparison).
        #expect((written.lowercased() == asked.lowercased()) == found)
        #expect(Self.fields([written]).contains(asked) == found)
        var fields = Self.fields([written])
        fields.rejectUnknownKeys(known: [asked])
        #expect(fields.diagnostics.isEmpty == found)
    }

    @Test func everyUnknownKey_isNamed_withTheKeysTheKindReads() {
        var fields = Self.fields(["Released", "Emial", "genres", "Cast"])
        fields.rejectUnknownKeys(known: ["Released", "Genres", "Cast"])
        #expect(fields.diagnostics.map(\.message) == ["unknown field 'Emial' (expected one of: Released, Genres, Cast)"])
        #expect(fields.diagnostics.map(\.location.line) == [4])
    }

    @Test func aMalformedValue_namesWhatWasExpected() {
        var fields = Self.fields(["Rating", "Runtime"])
        #expect(fields.number("Rating", range: 0...10) == nil)
        #expect(fields.integer("Runtime", range: 1...1000) == nil)
        #expect(fields.diagnostics.map(\.message) == [
            "malformed Rating 'v0': expected a number from 0 to 10", "malformed Runtime 'v1': expected a whole number from 1 to 1000",
        ])
    }

    /// The rule `commaSeparated` must give, character by character (what it was before its
    /// byte path): split at each comma that is a character of its own, trim, drop empty pieces.
    static func byCharacters(_ value: String) -> [String] {
        value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    @Test func commaSeparatedValues_areSplitAsCharacters_whateverTheText() {
        var random = SeededRandom(seed: 8)
        let pieces = [",", ",", " ", "\t", "\r", "\n", "\r\n", "a", "Zo", "ë", "e\u{301}", "\u{301}", "李", ",\u{301}", "\u{200D}", "x"]
        for _ in 0..<3_000 {
            let value = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined()
            #expect(EntryFields.commaSeparated(value) == Self.byCharacters(value), "\(Array(value.unicodeScalars))")
        }
    }

    @Test(arguments: [
        ("Ana Lind, Bo Ek ,, Cy", ["Ana Lind", "Bo Ek", "Cy"]),
        ("Zoë, Ana", ["Zoë", "Ana"]),
        ("a,\u{301}b", ["a,\u{301}b"]),   // a comma an accent follows is one character, not a separator
        (" , \t,", []),
    ])
    func commaSeparatedValues(value: String, expected: [String]) {
        #expect(EntryFields.commaSeparated(value) == expected)
    }

    @Test(arguments: ["7.5", "-1", "+2", "1e3", "\u{0663}", "1\u{301}", "7\u{FF0E}5", " 7"])
    func aNumber_isReadFromASCIIDigitsAndSignsOnly(text: String) {
        var fields = EntryFields([EntryDraft.Field(key: "Rating", normalizedKey: "rating", value: text, line: 1, keyColumn: 1, valueColumn: 3)], file: "a.md")
        let accepted = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") } ? Double(text) : nil
        #expect(fields.number("Rating", range: -10...10) == accepted)
    }

    @Test func aKeyGivenThreeTimes_isReportedAtTheSecondAndThird() {
        var fields = Self.fields(["Director", "Cast", "director", "DIRECTOR"])
        #expect(fields.text("Director") == "v0")
        #expect(fields.diagnostics.map(\.location.line) == [5, 6])
        #expect(fields.diagnostics.first?.message == "field 'director' appears twice (first on line 3); it takes one value")
    }
}

extension EntryFields {
    /// True when at least one line has this key.
    func contains(_ key: String) -> Bool {
        !lines(key).isEmpty
    }
}
