import Scenes
import Testing

@Suite struct BatchAdapterTests {
    /// A source of `count` numbered items served in pages, recording each page asked for.
    final class Source: @unchecked Sendable {
        let items: [Int]
        private(set) var requested: [Int] = []
        init(count: Int) { items = Array(0..<count) }

        func adapter(pageSize: Int) -> BatchAdapter<Int> {
            BatchAdapter(sourcePageSize: pageSize) { page, size in
                self.requested.append(page)
                let start = min(page * size, self.items.count), end = min(start + size, self.items.count)
                return (Array(self.items[start..<end]), self.items.count)
            }
        }
    }

    @Test func aBatchInsideOnePage_fetchesOnlyThatPage() throws {
        let source = Source(count: 50)
        var adapter = source.adapter(pageSize: 20)
        #expect(try adapter.batch(offset: 22, count: 5) == [22, 23, 24, 25, 26])
        #expect(source.requested == [0, 1])
        #expect(adapter.totalCount == 50)
    }

    @Test func aBatchSpanningPages_joinsThemInOrder() throws {
        let source = Source(count: 50)
        var adapter = source.adapter(pageSize: 7)
        #expect(try adapter.batch(offset: 5, count: 12) == Array(5..<17))
        #expect(source.requested == [0, 1, 2])
    }

    @Test func pagesAreFetchedOnce_acrossConsecutiveBatches() throws {
        let source = Source(count: 30)
        var adapter = source.adapter(pageSize: 10)
        _ = try adapter.batch(offset: 0, count: 6)
        _ = try adapter.batch(offset: 6, count: 6)
        _ = try adapter.batch(offset: 12, count: 6)
        #expect(source.requested == [0, 1])
        #expect(adapter.fetchedPages == [0, 1])
    }

    @Test func theLastPartialPage_givesAShortBatch_andNothingPastTheEnd() throws {
        let source = Source(count: 23)
        var adapter = source.adapter(pageSize: 10)
        #expect(try adapter.batch(offset: 20, count: 10) == [20, 21, 22])
        #expect(try adapter.batch(offset: 23, count: 10) == [])
        #expect(try adapter.batch(offset: 40, count: 10) == [])
        #expect(source.requested == [0, 2])
    }

    @Test func batchesOfASize_coverEverythingWithAShortLastOne() throws {
        let source = Source(count: 23)
        var adapter = source.adapter(pageSize: 10)
        let batches = try adapter.batches(of: 6)
        #expect(batches.map(\.count) == [6, 6, 6, 5])
        #expect(batches.flatMap { $0 } == Array(0..<23))
        #expect(adapter.fetchedPages == [0, 1, 2])
    }

    @Test func batchesOfExactlyThePageSize_lineUpWithThePages() throws {
        let source = Source(count: 20)
        var adapter = source.adapter(pageSize: 10)
        #expect(try adapter.batches(of: 10) == [Array(0..<10), Array(10..<20)])
        #expect(source.requested == [0, 1])
    }

    @Test func anEmptySource_givesNoBatches_afterOneFetch() throws {
        let source = Source(count: 0)
        var adapter = source.adapter(pageSize: 10)
        #expect(try adapter.batches(of: 5) == [])
        #expect(try adapter.batch(offset: 0, count: 5) == [])
        #expect(adapter.totalCount == 0)
        #expect(source.requested == [0])
    }

    @Test func aZeroSizedBatch_learnsTheTotalWithoutReturningItems() throws {
        let source = Source(count: 7)
        var adapter = source.adapter(pageSize: 3)
        #expect(try adapter.batch(offset: 0, count: 0) == [])
        #expect(adapter.totalCount == 7)
    }

    @Test func aFailingSource_passesTheErrorOn() {
        struct Offline: Error {}
        var adapter = BatchAdapter<Int>(sourcePageSize: 5) { _, _ in throw Offline() }
        #expect(throws: Offline.self) { try adapter.batch(offset: 0, count: 3) }
    }
}
