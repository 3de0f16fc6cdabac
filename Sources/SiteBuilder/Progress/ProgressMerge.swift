import Domain
import FileSafety
import Foundation
import Scenes

/// `site progress merge`: the merge of any number of progress exports into one, by the rules
/// the deck page's **Import progress** follows (`DeckProgress.merged`): the union of the review
/// logs, every card replayed with its deck's settings (the first file's that has them). Nothing
/// is written unless every file reads; the output is replaced atomically, and only if it is
/// empty, missing or a progress export itself.
public enum ProgressMerge {
    /// Everything wrong, one line each: `file: record: problem`.
    public struct Failure: Error, Sendable {
        public let lines: [String]
    }

    public struct Report: Sendable, Equatable {
        public let files: Int
        public let decks: Int
        public let reviews: Int
        /// Reviews found in more than one file, counted once.
        public let shared: Int
        public let cards: Int

        public var summary: String {
            let count = { (number: Int, one: String, many: String) in "\(number.formatted()) \(number == 1 ? one : many)" }
            return "Merged \(count(files, "file", "files")): \(count(decks, "deck", "decks")), "
                + "\(count(cards, "card", "cards")), \(count(reviews, "review", "reviews")) (\(shared.formatted()) in more than one file)"
        }
    }

    public static func run(inputs: [String], output: String, exported: Date) throws(Failure) -> Report {
        var exports: [ProgressExport] = []
        var lines: [String] = []
        for path in inputs {
            do {
                exports.append(try read(path))
            } catch {
                lines.append(error.lines[0])
            }
        }
        if let refusal = refusal(of: output) { lines.append(refusal) }
        guard lines.isEmpty else { throw Failure(lines: lines) }

        let merged = merged(exports)
        let decks = merged.decks
        do {
            try AtomicFile.write(Array(merged.json(exported: exported).utf8), to: URL(fileURLWithPath: output))
        } catch {
            throw Failure(lines: [error.description])
        }
        let reviews = decks.values.map(\.progress.reviews.count).reduce(0, +)
        return Report(
            files: inputs.count, decks: decks.count, reviews: reviews,
            shared: exports.flatMap(\.decks.values).map(\.progress.reviews.count).reduce(0, +) - reviews,
            cards: decks.values.map(\.progress.cards.count).reduce(0, +)
        )
    }

    /// The exports merged: each deck's parts in the order of `exports`, with the first settings.
    static func merged(_ exports: [ProgressExport]) -> ProgressExport {
        var decks: [String: ProgressExport.Deck] = [:]
        for name in Set(exports.flatMap(\.decks.keys)) {
            let parts = exports.compactMap { $0.decks[name] }
            let settings = parts.lazy.compactMap(\.settings).first ?? FSRSScheduler.Settings()
            let progress = DeckProgress.merged(parts.map(\.progress), scheduler: FSRSScheduler(settings: settings))
            decks[name] = ProgressExport.Deck(progress: progress, settings: settings)
        }
        return ProgressExport(decks: decks)
    }

    /// The export at `path`, or its one line of failure.
    static func read(_ path: String) throws(Failure) -> ProgressExport {
        let data: Data
        do {
            data = try FileBytes.read(path)
        } catch {
            throw Failure(lines: [error.description])
        }
        do {
            return try ProgressExport(json: data)
        } catch {
            throw Failure(lines: ["\(path): \(error.record): \(problem(error.rule))"])
        }
    }

    /// Why `output` may not be replaced, or nil: only a missing or empty file, or a progress export, may.
    static func refusal(of output: String, option: String = "--output") -> String? {
        guard FileManager.default.fileExists(atPath: output) else { return nil }
        guard let data = try? FileBytes.read(output) else { return "\(output): not a regular file this program may replace" }
        if data.isEmpty || (try? ProgressExport(json: data)) != nil { return nil }
        return "\(output): not a progress export, so it is not replaced (choose another \(option))"
    }

    /// What the rule `rule` asks, in the deck page's words (`StudyDeckPresenter.progressTools`).
    static func problem(_ rule: String) -> String {
        let problems = StudyDeckPresenter.progressTools.importProblems
        return Mirror(reflecting: problems).children.first { $0.label == rule }?.value as? String ?? rule
    }
}
