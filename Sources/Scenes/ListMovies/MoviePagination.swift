import Domain

/// How a list of `totalCount` movies splits into numbered pages of `pageSize` (the catalog's `page_size`).
/// An empty list still has one page, which says so; every other page holds at least one movie.
public struct MoviePagination: Sendable, Hashable {
    public let totalCount: Int
    public let pageSize: Int

    public init(totalCount: Int, pageSize: Int) {
        precondition(pageSize > 0, "a page holds at least one movie")
        self.totalCount = max(totalCount, 0)
        self.pageSize = pageSize
    }

    public var pageCount: Int { max(1, (totalCount + pageSize - 1) / pageSize) }

    /// True for pages 1 through `pageCount`.
    public func contains(page: Int) -> Bool { (1...pageCount).contains(page) }

    /// The index of the first movie on `page` (1-based page, 0-based index).
    public func offset(ofPage page: Int) -> Int { (page - 1) * pageSize }

    /// The page showing the movie at `index` (0-based).
    public func page(containing index: Int) -> Int { index / pageSize + 1 }
}
