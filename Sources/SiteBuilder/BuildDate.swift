import Domain
import Foundation

/// Which day a build treats as today: `--date`, else `SOURCE_DATE_EPOCH`, else the current UTC date;
/// and which moment an export treats as now.
public enum BuildDate {
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case invalidOption(String)
        case invalidEpoch(String)

        public var description: String {
            switch self {
            case .invalidOption(let text): "--date '\(text)' is not a date in the form YYYY-MM-DD"
            case .invalidEpoch(let text): "SOURCE_DATE_EPOCH '\(text)' is not a number of seconds since 1970-01-01"
            }
        }
    }

    public static func resolve(option: String?, environment: [String: String], now: Date = Date()) throws(Error) -> CalendarDate {
        if let option {
            guard let date = CalendarDate(iso: option) else { throw .invalidOption(option) }
            return date
        }
        let instant = try instant(environment: environment, now: now)
        return CalendarDate(daysSinceEpoch: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The moment a build or an export treats as now: `SOURCE_DATE_EPOCH` (whole seconds since
    /// 1970, the reproducible-builds convention), else `now`.
    public static func instant(environment: [String: String], now: Date = Date()) throws(Error) -> Date {
        guard let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty else { return now }
        guard let seconds = Int(epoch) else { throw .invalidEpoch(epoch) }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
