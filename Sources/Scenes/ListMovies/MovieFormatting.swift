import Domain
import Foundation

/// English wording of movie values, shared by the list and detail presenters.
public struct MovieFormatting: Sendable {
    public init() {}

    /// `166` → "2 h 46 min", `60` → "1 h", `46` → "46 min".
    public func runtime(_ minutes: Int) -> String {
        let (hours, rest) = (minutes / 60, minutes % 60)
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }

    /// `8.66` → "8.7/10", `8` → "8.0/10".
    public func rating(_ rating: Double) -> String {
        let tenths = Int((rating * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)/10"
    }

    /// "2024".
    public func year(_ date: CalendarDate) -> String {
        String(date.year)
    }

    /// "1 March 2024".
    public func date(_ date: CalendarDate) -> String {
        EnglishDate.text(day: date.day, month: date.month, year: date.year)
    }

    /// "French" for `fr`; the code itself when the name is unknown.
    public func language(_ code: String) -> String {
        MovieFormatting.languageNames.value(for: code) { Locale(identifier: "en").localizedString(forLanguageCode: $0) ?? $0 }
    }

    /// Each language's name, asked of the locale once a process: a catalog names a few
    /// languages, and the locale is slow to ask again for each movie's page.
    private static let languageNames = LockedCache<String, String>()

    /// "Drama, Science fiction", or `nil` for none.
    public func list(_ values: [String]) -> String? {
        values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// "2024 · 2 h 46 min · 8.7/10": the facts a list item or a detail header shows, `nil` when none is known.
    public func summary(of movie: Movie) -> String? {
        let parts = [movie.released.map(year), movie.runtime.map(runtime), movie.rating.map(rating)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "most popular first", "A–Z", "newest first"…
    public func order(_ sort: MovieSort) -> String {
        let ascending = sort.direction == .ascending
        switch sort.attribute {
        case .popularity: return ascending ? "least popular first" : "most popular first"
        case .rating: return ascending ? "lowest rated first" : "highest rated first"
        case .released: return ascending ? "oldest first" : "newest first"
        case .title: return ascending ? "by title, A–Z" : "by title, Z–A"
        }
    }
}
