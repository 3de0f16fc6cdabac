import FileSafety
import Foundation
import Testing

/// What happened, in the order it happened, from any thread.
private final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ event: String) { lock.withLock { list.append(event) } }
    var all: [String] { lock.withLock { list } }
}

@Suite(.timeLimit(.minutes(1))) struct DirectoryLockTests {
    @Test func aSecondLock_waitsUntilTheFirstIsReleased() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try await DirectoryLock.acquire(scratch.url)
        let (waiting, reportWaiting) = AsyncStream.makeStream(of: Void.self)
        let events = Events()
        let second = Task {
            let lock = try await DirectoryLock.acquire(scratch.url, onWait: { reportWaiting.yield() })
            events.append("second acquired")
            return lock
        }
        var waits = waiting.makeAsyncIterator()
        _ = await waits.next()   // the second is now blocked on the first
        events.append("first released")
        first.release()
        let lock = try await second.value
        lock.release()
        #expect(events.all == ["first released", "second acquired"])
    }

    @Test func cancelling_aWaitingLock_endsTheWait() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try await DirectoryLock.acquire(scratch.url)
        defer { first.release() }
        let (waiting, reportWaiting) = AsyncStream.makeStream(of: Void.self)
        let second = Task { try await DirectoryLock.acquire(scratch.url, onWait: { reportWaiting.yield() }) }
        var events = waiting.makeAsyncIterator()
        _ = await events.next()
        second.cancel()
        await #expect(throws: CancellationError.self) { _ = try await second.value }
    }

    @Test func aBlockingLock_isExclusiveWithTheAsyncOne() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let held = try DirectoryLock.acquireBlocking(scratch.url)
        let (waiting, reportWaiting) = AsyncStream.makeStream(of: Void.self)
        let events = Events()
        let other = Task {
            let lock = try await DirectoryLock.acquire(scratch.url, onWait: { reportWaiting.yield() })
            events.append("async acquired")
            return lock
        }
        var waits = waiting.makeAsyncIterator()
        _ = await waits.next()
        events.append("blocking released")
        held.release()
        try await other.value.release()
        #expect(events.all == ["blocking released", "async acquired"])
    }

    @Test func aMissingFolder_isOneLine() async throws {
        await #expect {
            _ = try await DirectoryLock.acquire(URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        } throws: { error in
            (error as? IOFailure)?.description.contains("No such file or directory") == true
        }
    }
}
