import Foundation
import SiteBuilder
#if canImport(Glibc)
import Glibc
#endif

/// Tells `site serve` when anything under the content folder changes.
///
/// On Linux it listens with inotify, on every folder of the content (folders made later are
/// added as they appear); a burst of events (an editor's save writes, renames and deletes) is
/// one change, reported once the folder has been quiet for `quietPeriod`. Where inotify cannot
/// be used (another system, or the per-user watch limit reached) it polls: the content's
/// `ContentFingerprint` every `pollInterval`. If the watch limit is reached later, by folders
/// made while it watches, it says so (`onFallback`) and polls from then on: no change inside
/// an unwatched folder is missed.
public final class ContentWatcher: @unchecked Sendable {
    public enum Method: Equatable, Sendable {
        case inotify
        case polling(reason: String)
    }

    /// How the watcher learns of changes.
    public let method: Method
    /// One element per change, until `stop()`.
    public let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let folder: URL
    private let stopPipe: (read: Int32, write: Int32)
    private let stopped = Flag()
    private let onFallback: @Sendable (String) -> Void
    /// Folders with a watch (touched only by the watcher's thread once it runs), and how many
    /// there may be: nil for the system's limit; tests set one to reach it.
    private var watched: Set<String> = []
    private let watchLimit: Int?

    static let quietPeriod: Int32 = 80   // milliseconds, while a file may still be being written
    /// After a file was closed from writing or moved in (an editor's save is done), a shorter
    /// wait catches what the same save does next (a backup removed, modes set).
    static let settledPeriod: Int32 = 20 // milliseconds
    static let pollInterval: Int32 = 400 // milliseconds

    /// Starts watching `folder`; `poll` forces polling. `onFallback` hears why, if inotify
    /// stops being enough while watching and polling takes over.
    public convenience init(folder: URL, poll: Bool = false, onFallback: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(folder: folder, poll: poll, watchLimit: nil, onFallback: onFallback)
    }

    init(folder: URL, poll: Bool, watchLimit: Int?, onFallback: @escaping @Sendable (String) -> Void) {
        self.folder = folder
        self.onFallback = onFallback
        self.watchLimit = watchLimit
        (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        var fds: [Int32] = [-1, -1]
        let piped = pipe(&fds) == 0
        stopPipe = piped ? (fds[0], fds[1]) : (-1, -1)
        var method = Method.polling(reason: "asked for with --poll")
        var inotify: Int32 = -1
        if !piped {
            // Without the pipe nothing could wake a thread blocked on inotify; polling wakes up
            // every `pollInterval` and sees `stop()`.
            method = .polling(reason: "cannot make a pipe: \(String(cString: strerror(errno)))")
        } else if !poll {
            inotify = inotify_init1(Int32(IN_CLOEXEC))
            if inotify < 0 {
                method = .polling(reason: "inotify is not available: \(String(cString: strerror(errno)))")
            } else if let failure = ContentWatcher.watchTree(folder.path, inotify: inotify, watched: &watched, limit: watchLimit) {
                close(inotify)
                inotify = -1
                method = .polling(reason: failure)
            } else {
                method = .inotify
            }
        }
        self.method = method
        // Polling compares with the content as it is now, not as it is when the thread starts.
        let start = inotify >= 0 ? nil : ContentFingerprint(of: folder)
        let thread = Thread { [self, inotify] in
            if let start { pollForChanges(from: start) } else { listen(inotify) }
        }
        thread.name = "content watcher"
        thread.start()
    }

    deinit {
        if stopPipe.read >= 0 { close(stopPipe.read) }
        if stopPipe.write >= 0 { close(stopPipe.write) }
    }

    /// Stops watching and ends `changes`.
    public func stop() {
        stopped.set()
        var byte: UInt8 = 1
        if stopPipe.write >= 0 { _ = write(stopPipe.write, &byte, 1) }
        continuation.finish()
    }

    // MARK: inotify

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Adds a watch on every folder under `root` (a folder watched already keeps its watch);
    /// nil when all were added, else why not.
    private static func watchTree(_ root: String, inotify: Int32, watched: inout Set<String>, limit: Int?) -> String? {
        var pending = [root]
        while let folder = pending.popLast() {
            let overLimit = limit.map { !watched.contains(folder) && watched.count >= $0 } ?? false
            if overLimit { errno = ENOSPC }
            if overLimit || inotify_add_watch(inotify, folder, mask) < 0 {
                let reason = errno == ENOSPC ? "the inotify watch limit is reached (fs.inotify.max_user_watches)" : String(cString: strerror(errno))
                if folder == root || errno == ENOSPC { return "cannot watch '\(folder)': \(reason)" }
                continue   // a folder that went away while walking
            }
            watched.insert(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
            }
        }
        return nil
    }

    private func listen(_ inotify: Int32) {
        defer { close(inotify) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while wait(for: inotify, milliseconds: -1) {
            var sawFolder = false
            var isSettled = false
            // Drain events until the folder has been quiet for a moment: one burst, one change.
            repeat {
                let count = read(inotify, &buffer, buffer.count)
                guard count > 0 else { break }
                let events = ContentWatcher.summary(of: buffer[..<count])
                sawFolder = sawFolder || events.mentionsFolder
                isSettled = events.lastFinishesAWrite
            } while wait(for: inotify, milliseconds: isSettled ? ContentWatcher.settledPeriod : ContentWatcher.quietPeriod)
            if isStopped { return }
            // New folders get watches; past the system's limit, polling takes over.
            if sawFolder, let failure = ContentWatcher.watchTree(folder.path, inotify: inotify, watched: &watched, limit: watchLimit) {
                let start = ContentFingerprint(of: folder)
                continuation.yield()
                onFallback(failure)
                pollForChanges(from: start)
                return
            }
            continuation.yield()
        }
    }

    /// Whether any event in `events` is about a folder (made, moved in, removed), and whether
    /// the last one finishes a write (a file closed after writing, or moved in).
    static func summary(of events: ArraySlice<UInt8>) -> (mentionsFolder: Bool, lastFinishesAWrite: Bool) {
        var offset = events.startIndex
        let header = MemoryLayout<inotify_event>.size
        var (mentionsFolder, lastFinishesAWrite) = (false, false)
        while offset + header <= events.endIndex {
            let (mask, length) = events[offset..<offset + header].withUnsafeBytes {
                ($0.loadUnaligned(fromByteOffset: 4, as: UInt32.self), $0.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
            }
            mentionsFolder = mentionsFolder || mask & UInt32(IN_ISDIR) != 0
            lastFinishesAWrite = mask & UInt32(IN_ISDIR) == 0 && mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
            offset += header + Int(length)
        }
        return (mentionsFolder, lastFinishesAWrite)
    }

    // MARK: Polling

    private func pollForChanges(from start: ContentFingerprint) {
        var last = start
        while !wait(for: -1, milliseconds: ContentWatcher.pollInterval) && !isStopped {
            let now = ContentFingerprint(of: folder)
            if now != last {
                last = now
                continuation.yield()
            }
        }
    }

    // MARK: Waiting

    private var isStopped: Bool {
        if stopped.isSet { return true }
        var poller = pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Waits until `fd` is readable (true) or `milliseconds` pass or the watcher stops (false).
    private func wait(for fd: Int32, milliseconds: Int32) -> Bool {
        var pollers = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0), pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&pollers, fd < 0 ? 1 : 2, milliseconds)
        guard ready > 0, pollers[0].revents == 0 else { return false }
        return fd >= 0 && pollers[1].revents != 0
    }
}

/// A flag one thread sets and another reads.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
