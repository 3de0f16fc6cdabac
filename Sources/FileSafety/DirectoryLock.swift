import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock(2)`) on a directory, held until `release()` or deinit.
/// Two `site build` runs writing the same output, or two `site contacts` edits of one address
/// book, take the lock on the folder that holds what they replace, so the second waits for the
/// first instead of both writing at once. The lock is on the folder itself, which a rename never
/// replaces, and the kernel drops it when the process ends, however it ends (SIGKILL included).
public final class DirectoryLock: @unchecked Sendable {
    private let descriptor: Int32
    private let state = NSLock()
    private var released = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock on `directory`, waiting as long as another process holds it; `onWait` is
    /// called once, before waiting. Task cancellation (Ctrl-C) ends the wait with `CancellationError`.
    public static func acquire(_ directory: URL, onWait: @Sendable () -> Void = {}) async throws -> DirectoryLock {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot open the folder", directory.path) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return DirectoryLock(descriptor: descriptor) }
        guard errno == EWOULDBLOCK else {
            let failure = IOFailure(errno, "cannot lock the folder", directory.path)
            close(descriptor)
            throw failure
        }
        onWait()
        return try await BlockingWait(descriptor: descriptor).lock()
    }

    /// Takes the lock on `directory`, blocking the calling thread as long as another process
    /// holds it: for short commands (a contact edit) that wait for each other.
    public static func acquireBlocking(_ directory: URL) throws(IOFailure) -> DirectoryLock {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot open the folder", directory.path) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let failure = IOFailure(errno, "cannot lock the folder", directory.path)
            close(descriptor)
            throw failure
        }
        return DirectoryLock(descriptor: descriptor)
    }

    /// Releases the lock (also done when the lock is deallocated).
    public func release() {
        let first = state.withLock {
            defer { released = true }
            return !released
        }
        if first { close(descriptor) }
    }

    deinit { release() }

    /// A blocking `flock` on a thread of its own, which a cancelled task stops waiting for.
    private final class BlockingWait: @unchecked Sendable {
        private let descriptor: Int32
        private let state = NSLock()
        private var continuation: CheckedContinuation<DirectoryLock, any Error>?
        private var finished = false

        init(descriptor: Int32) { self.descriptor = descriptor }

        func lock() async throws -> DirectoryLock {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    state.withLock { self.continuation = continuation }
                    if Task.isCancelled { finish(.failure(CancellationError())) }
                    let descriptor = self.descriptor
                    Thread.detachNewThread {
                        var result: Int32
                        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
                        let outcome: Result<DirectoryLock, any Error> = result == 0
                            ? .success(DirectoryLock(descriptor: descriptor))
                            : .failure(IOFailure(errno, "cannot lock a folder", "(file descriptor \(descriptor))"))
                        // A lock nobody waits for any more is released at once (by DirectoryLock's deinit).
                        self.finish(outcome)
                    }
                }
            } onCancel: {
                finish(.failure(CancellationError()))
            }
        }

        private func finish(_ outcome: Result<DirectoryLock, any Error>) {
            let waiting: CheckedContinuation<DirectoryLock, any Error>? = state.withLock {
                guard !finished, let continuation else { return nil }
                finished = true
                return continuation
            }
            waiting?.resume(with: outcome)
        }
    }
}
