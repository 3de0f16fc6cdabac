/// Serves batches of any size from a source that only hands out fixed-size pages.
///
/// The movie browser article's data adapter: how many items a screen shows at once (a batch)
/// and how many the store returns per request (a page) are independent. The adapter fetches
/// just the pages a batch spans and keeps them, so consecutive batches reuse what was loaded.
public struct BatchAdapter<Item: Sendable>: Sendable {
    /// One fixed-size page from the source, and how many items the source holds in all.
    public typealias PageFetch = @Sendable (_ page: Int, _ pageSize: Int) throws -> (items: [Item], totalCount: Int)

    public let sourcePageSize: Int
    private let fetch: PageFetch
    private var pages: [Int: [Item]] = [:]
    private(set) public var totalCount: Int?
    /// Source pages fetched so far (each at most once).
    private(set) public var fetchedPages: [Int] = []

    public init(sourcePageSize: Int, fetch: @escaping PageFetch) {
        precondition(sourcePageSize > 0, "a source page holds at least one item")
        self.sourcePageSize = sourcePageSize
        self.fetch = fetch
    }

    /// Up to `count` items starting at `offset`; fewer at the end, none past it.
    public mutating func batch(offset: Int, count: Int) throws -> [Item] {
        precondition(offset >= 0 && count >= 0, "batches start at 0 and hold 0 or more items")
        if totalCount == nil { _ = try page(0) }
        let end = min(offset + count, totalCount ?? 0)
        guard offset < end else { return [] }
        var items: [Item] = []
        for index in (offset / sourcePageSize)...((end - 1) / sourcePageSize) {
            let page = try page(index)
            let first = index * sourcePageSize
            let lower = max(offset, first) - first
            let upper = min(end, first + page.count) - first
            if lower < upper { items += page[lower..<upper] }
        }
        return items
    }

    /// Every item, in batches of `size`: what a paginated list shows page by page.
    public mutating func batches(of size: Int) throws -> [[Item]] {
        precondition(size > 0, "a batch holds at least one item")
        if totalCount == nil { _ = try page(0) }
        let total = totalCount ?? 0
        return try stride(from: 0, to: total, by: size).map { try batch(offset: $0, count: size) }
    }

    private mutating func page(_ index: Int) throws -> [Item] {
        if let cached = pages[index] { return cached }
        let result = try fetch(index, sourcePageSize)
        pages[index] = result.items
        totalCount = result.totalCount
        fetchedPages.append(index)
        return result.items
    }
}
