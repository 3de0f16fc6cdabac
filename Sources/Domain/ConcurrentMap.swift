import Dispatch
import Foundation

/// Work split over every core, with its results kept in order: the readers' parts of a large
/// file, the cards of a long deck page.
public enum ConcurrentMap {
    /// How many parts to cut a long piece of work into: two per core, so a core that finishes
    /// early takes another, and at most 16.
    public static let parts = min(16, 2 * ProcessInfo.processInfo.activeProcessorCount)

    /// `transform` of every item, in order: in `parts` slices run concurrently when the list is
    /// long (`minimumCount` items or more: by default 512), in one go otherwise (where setting up
    /// the parts would cost more than it saves). For a page that shows a whole address book or a
    /// long deck.
    public static func map<Item: Sendable, Result>(
        _ items: [Item], minimumCount: Int = 512, _ transform: @Sendable (ArraySlice<Item>) -> [Result]
    ) -> [Result] {
        let count = items.count < max(minimumCount, 2) ? 1 : min(parts, items.count)
        let size = (items.count + count - 1) / max(count, 1)
        return map(count) { part in
            transform(items[min(items.count, part * size)..<min(items.count, (part + 1) * size)])
        }.flatMap { $0 }
    }

    /// `(first(), second())`, with `first` run on another thread while this one runs `second`,
    /// which may itself spread its work over every core (a `map` nested in a `map` would run
    /// its parts on one thread).
    /// `first` is claimed by whichever thread comes to it first: when no other thread has
    /// started it by the time `second` is done (every worker busy, as when two large pages
    /// render at once on two cores), this thread runs it itself rather than wait for one.
    public static func both<First, Second>(_ first: @escaping @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
        let job = ClaimableJob(first)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { job.runIfUnclaimed() }
        let secondResult = second()
        if job.runIfUnclaimed() == false { group.wait() }
        return (job.result, secondResult)
    }

    /// `transform(0) … transform(count - 1)`, run concurrently; the results in index order.
    public static func map<Result>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(index), at: index)
        }
        return slots.all
    }
}

/// One slot per index, each written by exactly one iteration of `concurrentPerform`, read after
/// all of them returned: no two threads touch the same slot.
private final class Slots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    var all: [Result] {
        slots.map { $0! }
    }
}

/// Work that runs once, on whichever thread claims it first; its result is read after it ran.
private final class ClaimableJob<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false
    private let work: @Sendable () -> Result
    private var value: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        self.work = work
    }

    /// Runs the work if no thread claimed it yet, and says whether this call ran it.
    @discardableResult
    func runIfUnclaimed() -> Bool {
        let mine = lock.withLock { () -> Bool in
            defer { claimed = true }
            return !claimed
        }
        guard mine else { return false }
        let result = work()
        lock.withLock { value = result }
        return true
    }

    /// The result, once the work ran (on this thread, or on another that the caller waited for).
    var result: Result {
        lock.withLock { value! }
    }
}
