import FileSafety
import Foundation
import Testing

@Suite struct DirectoryLockTests {
    @Test func aSecondLock_waitsUntilTheFirstIsReleased() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try await DirectoryLock.acquire(scratch.url)
        let (waiting, reportWaiting) = AsyncStream.makeStream(of: Void.self)
        let second = Task { try await DirectoryLock.acquire(scratch.url, onWait: { reportWaiting.yield() }) }
        var events = waiting.makeAsyncIterator()
        _ = await events.next()   // the second is now blocked on the first
        first.release()
        let lock = try await second.value
        lock.release()
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
        let other = Task { try await DirectoryLock.acquire(scratch.url, onWait: { reportWaiting.yield() }) }
        var events = waiting.makeAsyncIterator()
        _ = await events.next()
        held.release()
        try await other.value.release()
    }

    @Test func aMissingFolder_isOneLine() async throws {
        await #expect {
            _ = try await DirectoryLock.acquire(URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        } throws: { error in
            (error as? IOFailure)?.description.contains("No such file or directory") == true
        }
    }
}
