import Domain
import Foundation

/// Obsidian Spaced Repetition writes its schedule into the note, after each card:
/// `Question::Answer <!--SR:!2026-01-01,3,250-->`, or on the line after a multi-line card.
/// The site keeps progress in the browser, so these comments are not content: they are removed
/// (with the spaces before them) before the deck is parsed, instead of leaving an HTML comment
/// on the page and in the Anki export. Only `<!--SR:` comments are removed; any other HTML stays
/// omitted as usual. What they say is read (`schedules(in:)`), so the study page can offer to
/// carry on from it.
enum SchedulingComments {
    private static let marker = "<!--SR:"
    private static let opening = Array(marker.utf8)
    private static let closing = Array("-->".utf8)

    /// `text` without its `<!--SR:…-->` comments. Lines stay where they were: a comment never
    /// spans a line break here (one that does is left as it is).
    static func removed(from text: String) -> String {
        // Most decks hold no comment: the text is searched where it is, and copied only when one is found.
        let found = text.utf8.withContiguousStorageIfAvailable { ByteSearch.firstIndex(of: opening, in: $0) != nil }
        guard found ?? true else { return text }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            guard let first = ByteSearch.firstIndex(of: opening, in: bytes) else { return text }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var cursor = 0
            var start: Int? = first
            while let open = start {
                guard let close = ByteSearch.firstIndex(of: closing, in: bytes, from: open + opening.count),
                      !bytes[open..<close].contains(UInt8(ascii: "\n")) else { break }
                var cut = open
                while cut > cursor, bytes[cut - 1] == UInt8(ascii: " ") || bytes[cut - 1] == UInt8(ascii: "\t") { cut -= 1 }
                result += bytes[cursor..<cut]
                cursor = close + closing.count
                start = ByteSearch.firstIndex(of: opening, in: bytes, from: cursor)
            }
            result += bytes[cursor...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The schedules of the first `<!--SR:…-->` comment in a card's text, one per card of its
    /// note in order, as Obsidian Spaced Repetition reads them (`CommentParser`): segments after
    /// each `!`, either SM-2 (`2026-01-01,3,250`: due day, interval, ease) or FSRS
    /// (`fsrs,<due>,<interval>,<stability>,<difficulty>,<state>,<reps>,<lapses>,<step>,<last review>`).
    /// A segment that does not read, or that stands for a new card (OSR's `2000-01-01`, FSRS
    /// state 0), is `nil`; so is everything when there is no comment.
    static func schedules(in text: String) -> [ImportedSchedule?] {
        // Most cards carry none: their bytes are searched, not their characters.
        guard ByteSearch.contains(text, marker), let start = text.range(of: marker),
              let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) else { return [] }
        return text[start.upperBound..<end.lowerBound]
            .split(separator: "!", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map(schedule)
    }

    private static func schedule(_ segment: String) -> ImportedSchedule? {
        let fields = segment.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if fields.first == "fsrs" {
            guard fields.count >= 10, let due = time(fields[1]), let stability = Double(fields[3]), stability.isFinite,
                  let difficulty = Double(fields[4]), difficulty.isFinite, let stateNumber = Int(fields[5]),
                  let state = ImportedSchedule.State(rawValue: stateNumber) else { return nil }
            return ImportedSchedule(
                state: state, step: Int(fields[8]), stability: stability, difficulty: difficulty,
                due: due, lastReview: time(fields[9])
            )
        }
        guard fields.count >= 3, let due = day(fields[0]), due != newCardDay,
              let interval = Int(fields[1]), let ease = Int(fields[2]) else { return nil }
        return .sm2(due: due, interval: interval, ease: ease)
    }

    /// The due day OSR writes for a card it has not scheduled yet.
    private static let newCardDay = CalendarDate(year: 2000, month: 1, day: 1)

    /// A day in one of the formats OSR accepts: `2026-01-31`, `31-01-2026`, `Sat Jan 31 2026`.
    static func day(_ text: String) -> CalendarDate? {
        if let date = CalendarDate(iso: text) { return date }
        let dashed = text.split(separator: "-")
        if dashed.count == 3, dashed[0].count == 2, dashed[1].count == 2, dashed[2].count == 4,
           let day = Int(dashed[0]), let month = Int(dashed[1]), let year = Int(dashed[2]) {
            return CalendarDate(year: year, month: month, day: day)
        }
        let words = text.split(separator: " ")
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        if words.count == 4, let month = months.firstIndex(of: words[1].lowercased()),
           let day = Int(words[2]), let year = Int(words[3]) {
            return CalendarDate(year: year, month: month + 1, day: day)
        }
        return nil
    }

    /// An ISO 8601 time (`2026-01-31T09:30:00.000Z`, as OSR's FSRS comments write it); `-` is none.
    private static func time(_ text: String) -> ImportedSchedule.Moment? {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) {
                return .time(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded()))
            }
        }
        return nil
    }
}
