import Foundation
import Testing
@testable import Markdown

/// Obsidian Spaced Repetition's own parser tests (`tests/unit/parser.test.ts`, OSR 1.15.4),
/// translated case by case to Tests/Fixtures/osr/osr-cases.json: for each note text and
/// settings, the cards OSR finds as `[kind, text, first line, last line]`.
@Suite struct OSRCardFinderTests {
    struct Case: Decodable, CustomTestStringConvertible {
        let name: String
        let level: String
        let input: String
        let settings: [String: Setting]
        let raw_expected: [[Value]]?

        var testDescription: String { name }
    }

    enum Setting: Decodable {
        case text(String), texts([String]), flag(Bool)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .text(text) }
            else if let texts = try? container.decode([String].self) { self = .texts(texts) }
            else { self = .flag(try container.decode(Bool.self)) }
        }
    }

    enum Value: Decodable, Equatable {
        case text(String), number(Int)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/osr/osr-cases.json")
        guard let data = try? Data(contentsOf: url), let all = try? JSONDecoder().decode([Case].self, from: data) else { return [] }
        return all.filter { $0.level == "parse" }
    }()

    @Test func theTranslatedSuiteIsThere() {
        #expect(Self.cases.count == 101)
    }

    @Test(arguments: cases)
    func findsTheCardsOSRFinds(_ testCase: Case) throws {
        var settings = OSRSettings()
        for (key, value) in testCase.settings {
            switch (key, value) {
            case ("clozePatterns", .texts(let patterns)): settings.clozePatterns = patterns
            case ("singleLineCardSeparator", .text(let text)): settings.singleLineCardSeparator = text
            case ("singleLineReversedCardSeparator", .text(let text)): settings.singleLineReversedCardSeparator = text
            case ("multilineCardSeparator", .text(let text)): settings.multilineCardSeparator = text
            case ("multilineReversedCardSeparator", .text(let text)): settings.multilineReversedCardSeparator = text
            case ("multilineCardEndMarker", .text(let text)): settings.multilineCardEndMarker = text
            default: continue   // showParserDebugMessages: logging only
            }
        }
        let found = OSRCardFinder(settings: settings).cards(in: testCase.input).map { card -> [Value] in
            [.text(card.kind.rawValue), .text(card.text), .number(card.firstLine), .number(card.lastLine)]
        }
        #expect(found == (testCase.raw_expected ?? []))
    }
}
