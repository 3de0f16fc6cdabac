import Domain
import Foundation
import HTMLView

/// A study progress export: the file the deck page's **Export progress** writes and **Import
/// progress** merges, and `site progress merge` reads and writes. Version 2 carries each deck's
/// review log, its cards' starts and schedules, and the scheduler settings it was studied with;
/// a version-1 file (from builds before the log) carries schedules only, each read as a start.
/// The rules a record must follow are the browser's (`progress.js`, `progress-tools.js`), named
/// as the browser names them, so that both say the same of the same file.
public struct ProgressExport: Sendable, Hashable {
    public static let format = "site-study-progress"
    public static let version = 2
    /// A review's time is at most the end of the year 9999, so that every time replaying it gives
    /// (a due time up to 100 years later) is one JavaScript's Date holds too.
    public static let lastReviewTime: Int64 = 253_402_300_799_999

    public struct Deck: Sendable, Hashable {
        public var progress: DeckProgress
        /// The settings the deck was studied with; nil in a version-1 file.
        public var settings: FSRSScheduler.Settings?
    }

    public var decks: [String: Deck]

    /// A record that breaks a rule: where (`decks.quiz.reviews[3]`) and the rule's name.
    public struct Problem: Error, Equatable, Sendable {
        public let record: String
        public let rule: String
    }

    public init(decks: [String: Deck]) {
        self.decks = decks
    }

    /// Reads an export, or throws the first record that breaks a rule.
    public init(json data: Data) throws(Problem) {
        guard let root = JSONValue.parse(data)?.record,
              root["format"]?.string == Self.format else { throw Problem(record: "format", rule: "format") }
        guard let version = root["version"]?.integer, version == 1 || version == 2 else {
            throw Problem(record: "version", rule: "version")
        }
        guard let decks = root["decks"]?.object else { throw Problem(record: "decks", rule: "decks") }
        var read: [String: Deck] = [:]
        for name in decks.keys.sorted() {
            let record = Record("decks").field(name)
            guard Self.isDeckName(name) else { throw Problem(record: record.path, rule: "deckName") }
            read[name] = try Self.deck(decks[name] ?? .null, version: version, at: record)
        }
        self.decks = read
    }

    private static func deck(_ value: JSONValue, version: Int64, at record: Record) throws(Problem) -> Deck {
        guard let fields = value.record else { throw Problem(record: record.path, rule: "deck") }
        let cards = try cardTable(fields["cards"], at: record.field("cards"), rule: "cards")
        let history = try self.history(fields["history"], at: record.field("history"))
        if version == 1 {
            guard fields["introduced"] == nil || isIntroduced(fields["introduced"]) else {
                throw Problem(record: record.field("introduced").path, rule: "introduced")
            }
            return Deck(progress: DeckProgress(cards: cards, schedules: cards, history: history), settings: nil)
        }
        guard let items = fields["reviews"]?.array else { throw Problem(record: record.field("reviews").path, rule: "reviews") }
        var reviews: [Review] = []
        for (index, item) in items.enumerated() {
            reviews.append(try review(item, at: record.field("reviews").index(index)))
        }
        reviews.sort(by: Review.inLogOrder)
        let starts = try fields["starts"] == nil ? [:] : cardTable(fields["starts"], at: record.field("starts"), rule: "starts")
        // A card the log does not explain (no review, no start) is a schedule to merge: nothing is lost.
        let reviewed = Set(reviews.map(\.card))
        let schedules = cards.filter { starts[$0.key] == nil && !reviewed.contains($0.key) }
        let settings = try self.settings(fields["settings"], at: record.field("settings"))
        return Deck(progress: DeckProgress(cards: cards, reviews: reviews, starts: starts, schedules: schedules, history: history), settings: settings)
    }

    private static func cardTable(_ value: JSONValue?, at record: Record, rule: String) throws(Problem) -> [String: CardProgress] {
        guard let fields = value?.object else { throw Problem(record: record.path, rule: rule) }
        var cards: [String: CardProgress] = [:]
        for id in fields.keys.sorted() {
            let place = record.field(id)
            guard isCardID(id) else { throw Problem(record: place.path, rule: "cardID") }
            cards[id] = try card(fields[id] ?? .null, at: place)
        }
        return cards
    }

    /// A card by the rules of `progress.js` (CARD_RULES), checked in the same order.
    private static func card(_ value: JSONValue, at record: Record) throws(Problem) -> CardProgress {
        guard let fields = value.record else { throw Problem(record: record.path, rule: "card") }
        let broken = { (rule: String) in Problem(record: record.path, rule: rule) }
        guard let stateNumber = fields["state"]?.integer, let state = CardProgress.State(rawValue: Int(stateNumber)) else { throw broken("state") }
        let step = fields["step"]?.integer
        guard state == .review ? fields["step"]?.isNull == true : (step ?? -1) >= 0 else { throw broken("step") }
        let stability = fields["stability"]?.number, difficulty = fields["difficulty"]?.number
        guard stability.map({ $0 > 0 }) ?? (fields["stability"]?.isNull == true && state == .learning) else { throw broken("stability") }
        guard difficulty.map({ $0 >= 1 && $0 <= 10 }) ?? (fields["difficulty"]?.isNull == true && state == .learning) else {
            throw broken("difficulty")
        }
        guard let due = fields["due"]?.time else { throw broken("due") }
        let lastReview = fields["lastReview"]?.time
        guard lastReview != nil || fields["lastReview"]?.isNull == true else { throw broken("lastReview") }
        return CardProgress(state: state, step: step.map { Int($0) }, stability: stability, difficulty: difficulty, due: due, lastReview: lastReview)
    }

    private static func review(_ value: JSONValue, at record: Record) throws(Problem) -> Review {
        guard let fields = value.record else { throw Problem(record: record.path, rule: "review") }
        guard let card = fields["card"]?.string, isCardID(card) else { throw Problem(record: record.path, rule: "reviewCard") }
        guard let time = fields["time"]?.time, time <= Self.lastReviewTime else { throw Problem(record: record.path, rule: "time") }
        guard let number = fields["rating"]?.integer, let rating = Rating(rawValue: Int(number)) else {
            throw Problem(record: record.path, rule: "rating")
        }
        guard let duration = fields["duration"]?.integer, duration >= 0 else { throw Problem(record: record.path, rule: "duration") }
        return Review(card: card, time: time, rating: rating, duration: duration)
    }

    /// Settings as the site writes them; a field left out keeps its default.
    private static func settings(_ value: JSONValue?, at record: Record) throws(Problem) -> FSRSScheduler.Settings? {
        guard let value else { return nil }
        let problem = Problem(record: record.path, rule: "settings")
        guard let fields = value.record else { throw problem }
        var settings = FSRSScheduler.Settings()
        if let field = fields["desiredRetention"] {
            guard let retention = field.number, retention > 0, retention < 1 else { throw problem }
            settings.desiredRetention = retention
        }
        for (name, path) in [("learningSteps", \FSRSScheduler.Settings.learningSteps), ("relearningSteps", \.relearningSteps)] {
            guard let field = fields[name] else { continue }
            let steps = field.array?.compactMap(\.integer).filter { $0 > 0 && $0 % 1000 == 0 }
            guard let steps, steps.count == field.array?.count else { throw problem }
            settings[keyPath: path] = steps
        }
        if let field = fields["maximumInterval"] {
            guard let days = field.integer, (1...Int64(FSRSScheduler.Settings.longestInterval)).contains(days) else { throw problem }
            settings.maximumInterval = Int(days)
        }
        if let field = fields["parameters"] {
            let bounds = FSRSScheduler.Settings.parameterBounds
            guard let numbers = field.array?.compactMap(\.number), numbers.count == bounds.count, field.array?.count == bounds.count,
                  zip(numbers, bounds).allSatisfy({ $1.contains($0) }) else { throw problem }
            settings.parameters = numbers
        }
        return settings
    }

    private static func history(_ value: JSONValue?, at record: Record) throws(Problem) -> [String: [Int]] {
        guard let value else { return [:] }
        guard let days = value.object else { throw Problem(record: record.path, rule: "history") }
        var history: [String: [Int]] = [:]
        for (day, counts) in days {
            let numbers = counts.array?.compactMap(\.integer).filter { $0 >= 0 }.map { Int($0) } ?? []
            guard isDay(day), numbers.count == 3, counts.array?.count == 3, numbers[2] <= numbers[1], numbers[1] <= numbers[0] else {
                throw Problem(record: record.path, rule: "history")
            }
            history[day] = numbers
        }
        return history
    }

    private static func isIntroduced(_ value: JSONValue?) -> Bool {
        guard let fields = value?.object, let day = fields["day"]?.string, let count = fields["count"]?.integer else { return false }
        return (day.isEmpty || isDay(day)) && count >= 0
    }

    /// `YYYY-MM-DD`, digits only (`progress.js`, DAY).
    private static func isDay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10 && bytes.enumerated().allSatisfy { index, byte in
            index == 4 || index == 7 ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// 16 lower-case hex digits, then `-` and a number for a repeated question (`CardIdentity`).
    static func isCardID(_ text: String) -> Bool {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let hex = parts[0].utf8
        return hex.count == 16 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
            && (parts.count == 1 || (!parts[1].isEmpty && parts[1].utf8.allSatisfy { (48...57).contains($0) }))
    }

    /// A deck's slug: runs of lower-case ASCII letters, digits and characters outside ASCII,
    /// joined by single hyphens (`progress-tools.js`, SLUG).
    static func isDeckName(_ text: String) -> Bool {
        let runs = text.split(separator: "-", omittingEmptySubsequences: false)
        return runs.allSatisfy { run in
            !run.isEmpty && run.unicodeScalars.allSatisfy { !$0.isASCII || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}

/// Where a record is in a file, written as a path: `decks.quiz.reviews[3]`.
struct Record {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    /// A field: `.name` when the name is plain, else `["name"]` as JSON writes it.
    func field(_ name: String) -> Record {
        let plain = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" }
        return Record(plain ? "\(path).\(name)" : "\(path)[\(JSONWriter.string(name))]")
    }

    func index(_ index: Int) -> Record {
        Record("\(path)[\(index)]")
    }
}
