import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import SiteBuilder
import Testing
import TestSupport

/// `site progress merge`: every wrong file named with its first wrong record, nothing written, and
/// an output that is not an export never replaced.
@Suite struct ProgressMergeTests {
    static let card = "0123456789abcdef"
    static let exported = Date(timeIntervalSince1970: 1_796_000_000)

    static func export(_ reviews: String, version: Int = 2) -> String {
        #"{"format":"site-study-progress","version":\#(version),"decks":{"quiz":{"cards":{},"reviews":[\#(reviews)]}}}"#
    }

    static func review(time: Int, rating: Int = 3) -> String {
        #"{"card":"\#(card)","time":\#(time),"rating":\#(rating),"duration":1000}"#
    }

    @Test func wrongFiles_areEachNamedWithTheirFirstWrongRecord_andNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.export(Self.review(time: 1)), to: "good.json")
        try folder.write(Self.export(Self.review(time: 1) + "," + Self.review(time: 2, rating: 5)), to: "rating.json")
        try folder.write("hello", to: "notes.txt")
        try folder.write(#"{"format":"site-study-progress","version":2,"decks":{"Quiz":{}}}"#, to: "name.json")
        try folder.write(Self.export(#"{"card":"\#(Self.card)","time":1.5,"rating":3,"duration":0}"#), to: "time.json")
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        let failure = try #require(throws: ProgressMerge.Failure.self) {
            try ProgressMerge.run(
                inputs: ["good.json", "rating.json", "notes.txt", "name.json", "time.json"].map(path),
                output: path("out.json"), exported: Self.exported
            )
        }
        #expect(failure.lines == [
            "\(path("rating.json")): decks.quiz.reviews[1]: a review’s rating must be 1, 2, 3 or 4 (Again, Hard, Good, Easy)",
            "\(path("notes.txt")): format: not a study progress export (it must be JSON with \"format\": \"site-study-progress\")",
            "\(path("name.json")): decks.Quiz: a deck’s name has only lower-case letters, digits and hyphens",
            "\(path("time.json")): decks.quiz.reviews[0]: a review’s time must be a whole number of milliseconds since 1970",
        ])
        #expect(!folder.exists("out.json"))
    }

    /// Hostile files: nesting deeper than any export, bytes that are not UTF-8, a folder, a FIFO
    /// (never waited on), a review after the year 9999, weights outside py-fsrs's bounds (no
    /// decay), a record with a `__proto__` field. Each is one line; nothing is written.
    @Test func hostileFiles_areEachOneLine_andNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        try folder.write(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), to: "deep.json")
        try Data(#"{"format":"site-study-progress","version":2,"decks":{"q":{"cards":{},"reviews":[{"card":""#.utf8 + [0xFF, 0xFE]
            + #"","time":1,"rating":3,"duration":1}]}}}"#.utf8).write(to: folder.url.appendingPathComponent("bytes.json"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        #expect(mkfifo(path("fifo"), 0o600) == 0)
        try folder.write(Self.export(Self.review(time: 253_402_300_800_000)), to: "late.json")
        var weights = FSRSScheduler.Settings.defaultParameters.map { "\($0)" }
        weights[20] = "0" // no decay: every interval would be NaN
        try folder.write(#"{"format":"site-study-progress","version":2,"decks":{"quiz":{"cards":{},"reviews":[],"settings":{"parameters":[\#(weights.joined(separator: ","))]}}}}"#, to: "weights.json")
        try folder.write(#"{"format":"site-study-progress","version":2,"decks":{"quiz":{"cards":{},"reviews":[{"__proto__":{},"card":"\#(Self.card)","time":1,"rating":3,"duration":0}]}}}"#, to: "proto.json")
        let names = ["deep.json", "bytes.json", "folder", "fifo", "late.json", "weights.json", "proto.json"]
        let failure = try #require(throws: ProgressMerge.Failure.self) {
            try ProgressMerge.run(inputs: names.map(path), output: path("out.json"), exported: Self.exported)
        }
        #expect(failure.lines.count == names.count)
        #expect(failure.lines[0] == "\(path("deep.json")): format: not a study progress export (it must be JSON with \"format\": \"site-study-progress\")")
        #expect(failure.lines[2].contains("not a regular file") && failure.lines[3].contains("not a regular file"))
        #expect(failure.lines[4] == "\(path("late.json")): decks.quiz.reviews[0]: a review’s time must be a whole number of milliseconds since 1970")
        #expect(failure.lines[5].hasPrefix("\(path("weights.json")): decks.quiz.settings: settings must have"))
        #expect(failure.lines[6] == "\(path("proto.json")): decks.quiz.reviews[0]: a review must be an object with card, time, rating and duration")
        #expect(!folder.exists("out.json"))
    }

    @Test func anOutputThatIsNotAnExport_isNeverReplaced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.export(Self.review(time: 1)), to: "a.json")
        try folder.write("my notes", to: "notes.md")
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        let failure = try #require(throws: ProgressMerge.Failure.self) {
            try ProgressMerge.run(inputs: [path("a.json")], output: path("notes.md"), exported: Self.exported)
        }
        #expect(failure.lines == ["\(path("notes.md")): not a progress export, so it is not replaced (choose another --output)"])
        #expect(try folder.read("notes.md") == "my notes")
    }

    /// An input may be the output: merging a file into itself and another changes it in place.
    @Test func theOutputMayBeOneOfTheFiles_andAMergeTwiceIsTheSame() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.export(Self.review(time: 1_796_000_000_000)), to: "a.json")
        try folder.write(Self.export(Self.review(time: 1_796_000_600_000, rating: 1)), to: "b.json")
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        let report = try ProgressMerge.run(inputs: [path("a.json"), path("b.json")], output: path("a.json"), exported: Self.exported)
        #expect(report == .init(files: 2, decks: 1, reviews: 2, shared: 0, cards: 1))
        let once = try folder.read("a.json")
        let again = try ProgressMerge.run(inputs: [path("a.json"), path("b.json")], output: path("a.json"), exported: Self.exported)
        #expect(again.shared == 1 && again.reviews == 2)
        #expect(try folder.read("a.json") == once)
        let merged = try ProgressExport(json: Data(once.utf8))
        let scheduler = FSRSScheduler()
        let expected = scheduler.review(scheduler.review(nil, .good, at: 1_796_000_000_000), .again, at: 1_796_000_600_000)
        #expect(merged.decks["quiz"]?.progress.cards[Self.card] == expected)
    }
}

extension ProgressMergeTests {
    /// A review at the last time a file may hold replays to a due time the browser keeps too.
    @Test func theLastReviewTime_givesDueTimesBothReadersKeep() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.export(Self.review(time: Int(ProgressExport.lastReviewTime), rating: 4)), to: "a.json")
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        _ = try ProgressMerge.run(inputs: [path("a.json")], output: path("out.json"), exported: Self.exported)
        let merged = try ProgressExport(json: Data(try folder.read("out.json").utf8))
        let due = try #require(merged.decks["quiz"]?.progress.cards[Self.card]?.due)
        #expect(due > ProgressExport.lastReviewTime && due <= 8_640_000_000_000_000)
    }
}
