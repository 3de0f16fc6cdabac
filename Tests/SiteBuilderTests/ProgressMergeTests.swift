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
    /// (never waited on), a time past JavaScript's last date. Each is one line; nothing is written.
    @Test func hostileFiles_areEachOneLine_andNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        try folder.write(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), to: "deep.json")
        try Data(#"{"format":"site-study-progress","version":2,"decks":{"q":{"cards":{},"reviews":[{"card":""#.utf8 + [0xFF, 0xFE]
            + #"","time":1,"rating":3,"duration":1}]}}}"#.utf8).write(to: folder.url.appendingPathComponent("bytes.json"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        #expect(mkfifo(path("fifo"), 0o600) == 0)
        try folder.write(Self.export(Self.review(time: 8_640_000_000_000_001)), to: "late.json")
        let names = ["deep.json", "bytes.json", "folder", "fifo", "late.json"]
        let failure = try #require(throws: ProgressMerge.Failure.self) {
            try ProgressMerge.run(inputs: names.map(path), output: path("out.json"), exported: Self.exported)
        }
        #expect(failure.lines.count == names.count)
        #expect(failure.lines[0] == "\(path("deep.json")): format: not a study progress export (it must be JSON with \"format\": \"site-study-progress\")")
        #expect(failure.lines[2].contains("not a regular file") && failure.lines[3].contains("not a regular file"))
        #expect(failure.lines[4] == "\(path("late.json")): decks.quiz.reviews[0]: a review’s time must be a whole number of milliseconds since 1970")
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
