import Foundation
import Testing
@testable import HTMLView
@testable import Scenes
import TestSupport

@Suite struct JSONWriterTests {
    static let awkward = "a/b <\\/script> & \"quoted\"\n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F} é 😀 \u{2028}"

    static func review(offer: Bool) -> StudyDeck.ViewModel.Review {
        typealias Review = StudyDeck.ViewModel.Review
        let schedules = [
            Review.Schedule(card: 0, state: 2, step: nil, stability: 12.5, difficulty: 5, dueDay: "2026-11-30", dueTime: nil, lastReviewDay: "2026-11-20", lastReviewTime: nil),
            Review.Schedule(card: 3, state: 1, step: 0, stability: 0.1 + 0.2, difficulty: 1e-7, dueDay: nil, dueTime: 1_790_000_000_123, lastReviewDay: nil, lastReviewTime: -5),
        ]
        return Review(
            deck: "bio/cells", earlierDeck: offer ? "bio-c" + awkward : nil, title: awkward,
            earlierIDs: ["zeta": ["z1", "z2"], "Alpha": [], "alpha": ["a"], "beta": [awkward]],
            scheduleOffer: offer ? Review.ScheduleOffer(schedules: schedules, text: "{count} cards", taken: awkward) : nil,
            siblings: [0, 0, 2, -1], desiredRetention: 0.9, newCardsPerDay: 20, chartDays: 14,
            labels: .init(
                again: "Again", hard: "Hard", good: "Good", easy: "Easy", counts: "{due} due · {new} new", doneMessage: awkward,
                nothingScheduled: "n", undone: "u", graded: awkward
            )
        )
    }

    @Test(arguments: [true, false])
    func reviewJSON_isWhatJSONEncoderWrites(offer: Bool) throws {
        let review = Self.review(offer: offer)
        #expect(try review.json() == ScriptJSON.encode(review))
    }

    @Test func strings_areEscapedAsJSONEncoderEscapesThem() throws {
        let every = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [Self.awkward, "", "é", "\u{10FFFF}"]
        var json = JSONWriter()
        json.array(every) { $0.string($1) }
        #expect(json.json == (try ScriptJSON.encode(every)))
    }

    /// Seeded strings of escapes and plain runs of every length, side by side, at the start
    /// and at the end, for a script and not: the bytes `JSONEncoder` writes.
    @Test func seededStrings_areEscapedAsJSONEncoderEscapesThem() throws {
        var random = SeededRandom(seed: 23)
        let pieces = ["<", ">", "&", "\"", "\\", "\n", "\u{1}", "a", "bc", "défi", "😀", "\u{2028}", "/", "<li class=\"x\">"]
        let strings = (0..<300).map { _ in (0..<random.below(24)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        var script = JSONWriter()
        script.array(strings) { $0.string($1) }
        #expect(script.json == (try ScriptJSON.encode(strings)))
        var plain = JSONWriter(forScript: false)
        plain.array(strings) { $0.string($1) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(plain.json == String(decoding: try encoder.encode(strings), as: UTF8.self))
    }

    @Test func numbers_areWhatJSONEncoderWrites() throws {
        let doubles = [0, -0.0, 1, 2.5, 0.9, 100, 1e16, 1e-7, 0.1 + 0.2, 123_456_789.123, -3.75e300, Double.leastNonzeroMagnitude]
        var json = JSONWriter()
        try json.array(doubles) { try $0.number($1) }
        #expect(json.json == (try ScriptJSON.encode(doubles)))
        let integers: [Int64] = [0, -1, .max, .min]
        var ints = JSONWriter()
        ints.array(integers) { $0.number($1) }
        #expect(ints.json == (try ScriptJSON.encode(integers)))
    }

    @Test func infinityAndNaN_throwAsInJSONEncoder() {
        var json = JSONWriter()
        #expect(throws: EncodingError.self) { try json.number(.infinity) }
        #expect(throws: EncodingError.self) { try json.number(.nan) }
    }

    @Test func outsideAScript_markupCharactersStayAsTheyAre() {
        var json = JSONWriter(forScript: false)
        json.object { json in
            json.key("c")
            json.string("<&>")
        }
        #expect(json.json == #"{"c":"<&>"}"#)
    }
}

@Suite struct HomeReviewJSONTests {
    @Test func homeReviewJSON_isWhatJSONEncoderWrites() throws {
        let review = ShowHome.Review(
            decks: ["zoo": ["a", "b<c>"], "Bio": [], "bio": [JSONWriterTests.awkward]],
            earlierDecks: ["zoo": "z" + JSONWriterTests.awkward, "bio": "bi"],
            siblings: ["zoo": [0, 0], "Bio": [], "bio": [-1]],
            newCardsPerDay: 20, counts: JSONWriterTests.awkward
        )
        #expect(review.json() == (try ScriptJSON.encode(review)))
        let unrenamed = ShowHome.Review(decks: review.decks, earlierDecks: nil, siblings: review.siblings, newCardsPerDay: 20, counts: "c")
        #expect(unrenamed.json() == (try ScriptJSON.encode(unrenamed)))
        #expect(!unrenamed.json().contains("earlierDecks"))
    }
}
