/// A birthday: month and day, with the year when it is known (`--MM-DD` in content leaves it out).
public struct Birthday: Sendable, Hashable, CustomStringConvertible {
    /// How the accepted forms are named in error messages.
    public static let expectedForm = "YYYY-MM-DD or --MM-DD"

    public let year: Int?
    public let month: Int
    public let day: Int

    /// `nil` unless the day exists (29 February is allowed without a year).
    public init?(year: Int?, month: Int, day: Int) {
        guard (1...12).contains(month), (1...CalendarDate.days(inMonth: month, year: year ?? 2000)).contains(day) else { return nil }
        if let year, CalendarDate(year: year, month: month, day: day) == nil { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses `YYYY-MM-DD` or `--MM-DD`.
    public init?(text: String) {
        if text.hasPrefix("--") {
            let parts = text.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
                  let month = Int(parts[0]), let day = Int(parts[1]) else { return nil }
            self.init(year: nil, month: month, day: day)
        } else {
            guard let date = CalendarDate(iso: text) else { return nil }
            self.init(year: date.year, month: date.month, day: date.day)
        }
    }

    /// As content writes it: `1815-12-10`, or `--12-10` without a year.
    public var description: String {
        let monthDay = "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        guard let year, let date = CalendarDate(year: year, month: month, day: day) else { return "--" + monthDay }
        return date.description
    }
}
