import Domain
import Foundation
import Testing

@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 511, 512, 10_001])
    func map_keepsEveryResultInOrder(count: Int) {
        let items = Array(0..<count)
        #expect(ConcurrentMap.map(items) { slice in slice.map { $0 * 2 } } == items.map { $0 * 2 })
        #expect(ConcurrentMap.map(items, minimumCount: 2) { slice in slice.map { $0 + 1 } } == items.map { $0 + 1 })
    }

    /// `both` gives both results, also when every worker is busy with more calls of `both`
    /// (each caller then runs its first piece itself rather than wait for a free worker).
    @Test func both_givesBothResults_evenWithEveryWorkerBusy() {
        let calls = 4 * ProcessInfo.processInfo.activeProcessorCount + 4
        let results = ConcurrentMap.map(calls) { index in
            ConcurrentMap.both({ index * 10 }, { ConcurrentMap.map(Array(0..<600)) { slice in slice.map { $0 + index } }.count })
        }
        #expect(results.map(\.0) == (0..<calls).map { $0 * 10 })
        #expect(results.allSatisfy { $0.1 == 600 })
    }
}
