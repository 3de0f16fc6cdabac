/// How a catalog lists its movies: page size, order, and which movies qualify.
public struct MovieListSettings: Sendable, Hashable {
    public let pageSize: Int
    public let sort: MovieSort
    /// Only movies released within this window before the build date; `nil` lists every movie.
    public let releasedWithin: ReleaseWindow?
    /// Only movies in this language (ISO 639-1); `nil` lists every language.
    public let language: String?

    public init(pageSize: Int = 20, sort: MovieSort = MovieSort(), releasedWithin: ReleaseWindow? = nil, language: String? = nil) {
        self.pageSize = pageSize
        self.sort = sort
        self.releasedWithin = releasedWithin
        self.language = language
    }
}

/// The order of a movie list (the article's sort attributes).
public struct MovieSort: Sendable, Hashable {
    public enum Attribute: String, Sendable, CaseIterable {
        case popularity, rating, released, title
    }

    public enum Direction: String, Sendable {
        case ascending, descending
    }

    public let attribute: Attribute
    public let direction: Direction

    /// Most popular first unless told otherwise.
    public init(_ attribute: Attribute = .popularity, _ direction: Direction? = nil) {
        self.attribute = attribute
        self.direction = direction ?? (attribute == .title ? .ascending : .descending)
    }
}

/// A span of time before a date, such as `1 year` or `6 months`.
public struct ReleaseWindow: Sendable, Hashable {
    public enum Unit: String, Sendable, CaseIterable {
        case day, week, month, year
    }

    public let count: Int
    public let unit: Unit

    public init(count: Int, unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// The first day inside the window that ends on `date` (inclusive): 1 year before 2026-11-22 is 2025-11-22.
    public func start(endingOn date: CalendarDate) -> CalendarDate {
        switch unit {
        case .day: CalendarDate(daysSinceEpoch: date.daysSinceEpoch - count)
        case .week: CalendarDate(daysSinceEpoch: date.daysSinceEpoch - 7 * count)
        case .month: date.subtracting(months: count)
        case .year: date.subtracting(months: 12 * count)
        }
    }
}
