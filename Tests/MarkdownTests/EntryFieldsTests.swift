import Domain
@testable import Markdown
import Testing

/// A kind looks its fields up by key in any case, and names every key it does not read.
@Suite struct EntryFieldsTests {
    static func fields(_ keys: [String]) -> EntryFields {
        EntryFields(keys.enumerated().map { index, key in
            let location = SourceLocation(file: "Content/movies/a.md", line: index + 3, column: 3)
            return EntryDraft.Field(key: key, normalizedKey: key.lowercased(), value: "v\(index)", keyLocation: location, valueLocation: location, line: index + 3)
        })
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
}
