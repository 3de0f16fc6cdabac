/// Puts movies in a list's order: by the sort attribute in its direction, movies without a value
/// for it last, then by title (A–Z) and finally by slug, so the order is total and every build
/// lists the same movies on the same pages.
public struct MovieOrdering: Sendable {
    /// Orders two titles; the caller supplies a locale-aware comparison (the domain has no locale).
    public typealias TitleOrder = @Sendable (_ lhs: String, _ rhs: String) -> Bool

    public let sort: MovieSort
    private let titleOrder: TitleOrder

    public init(sort: MovieSort, titleOrder: @escaping TitleOrder = { $0.lowercased() < $1.lowercased() }) {
        self.sort = sort
        self.titleOrder = titleOrder
    }

    public func areInIncreasingOrder(_ lhs: Movie, _ rhs: Movie) -> Bool {
        if let decided = compareByAttribute(lhs, rhs) { return decided }
        if sort.attribute != .title, let decided = compareTitles(lhs.title, rhs.title, descending: false) { return decided }
        return lhs.id < rhs.id
    }

    /// `nil` when the attribute does not tell the two apart.
    private func compareByAttribute(_ lhs: Movie, _ rhs: Movie) -> Bool? {
        let descending = sort.direction == .descending
        switch sort.attribute {
        case .popularity: return compare(lhs.popularity, rhs.popularity, descending: descending)
        case .rating: return compare(lhs.rating, rhs.rating, descending: descending)
        case .released: return compare(lhs.released, rhs.released, descending: descending)
        case .title: return compareTitles(lhs.title, rhs.title, descending: descending)
        }
    }

    private func compare<Value: Comparable>(_ lhs: Value?, _ rhs: Value?, descending: Bool) -> Bool? {
        switch (lhs, rhs) {
        case (nil, nil): return nil
        case (nil, _): return false
        case (_, nil): return true
        case (let left?, let right?):
            if left == right { return nil }
            return descending ? left > right : left < right
        }
    }

    private func compareTitles(_ lhs: String, _ rhs: String, descending: Bool) -> Bool? {
        if titleOrder(lhs, rhs) { return !descending }
        if titleOrder(rhs, lhs) { return descending }
        return nil
    }
}
