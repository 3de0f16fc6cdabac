/// Puts movies in a list's order: by the sort attribute in its direction, movies without a value
/// for it last, then by title (A–Z, in the catalog's language) and finally by slug, so the order
/// is total and every build lists the same movies on the same pages.
/// Each value is read once into an array before sorting (not out of every movie on each of the
/// n log n comparisons), and titles compare by collation keys, computed once each and only for
/// the movies that need them: every movie when the list sorts by title, otherwise only those
/// whose attribute ties with another's.
public struct MovieOrdering: Sendable {
    public let sort: MovieSort
    private let collation: Collation

    public init(sort: MovieSort, collation: Collation = Collation(language: "en")) {
        self.sort = sort
        self.collation = collation
    }

    /// `indices` of `movies`, in the list's order.
    public func sorted(_ indices: [Int], of movies: [Movie]) -> [Int] {
        let descending = sort.direction == .descending
        switch sort.attribute {
        case .title: return byTitle(indices, of: movies, descending: descending)
        case .popularity: return sorted(indices, of: movies, descending: descending) { $0.popularity }
        case .rating: return sorted(indices, of: movies, descending: descending) { $0.rating }
        case .released: return sorted(indices, of: movies, descending: descending) { $0.released }
        }
    }

    private func byTitle(_ indices: [Int], of movies: [Movie], descending: Bool) -> [Int] {
        let titles = collation.sortKeys(indices) { [movies[$0].title] }
        let slugs = indices.map { movies[$0].id }
        return indices.indices.sorted { a, b in
            if titles[a] != titles[b] { return descending ? titles[b] < titles[a] : titles[a] < titles[b] }
            return slugs[a] < slugs[b]
        }.map { indices[$0] }
    }

    /// By `value` in the direction asked, missing values last; each run of equal values (and the
    /// run of missing ones) then by title and slug.
    private func sorted<Value: Comparable>(
        _ indices: [Int], of movies: [Movie], descending: Bool, by value: (Movie) -> Value?
    ) -> [Int] {
        let values = indices.map { value(movies[$0]) }
        var order = indices.indices.sorted { a, b in
            switch (values[a], values[b]) {
            case (nil, nil): return a < b
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?): return left == right ? a < b : (descending ? left > right : left < right)
            }
        }
        let ties = runs(of: order) { values[$0] == values[$1] }
        if !ties.isEmpty {
            let tied = ties.flatMap { order[$0] }
            var title = [CollationKey?](repeating: nil, count: indices.count)
            for (position, key) in zip(tied, collation.sortKeys(tied) { [movies[indices[$0]].title] }) { title[position] = key }
            for run in ties {
                order[run].sort { a, b in
                    guard let left = title[a], let right = title[b], left != right else {
                        return movies[indices[a]].id < movies[indices[b]].id
                    }
                    return left < right
                }
            }
        }
        return order.map { indices[$0] }
    }

    /// The ranges of `order` longer than one whose neighbours are `equal`.
    private func runs(of order: [Int], equal: (Int, Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, equal(order[start], order[end]) { end += 1 }
            if end - start > 1 { runs.append(start..<end) }
            start = end
        }
        return runs
    }
}
