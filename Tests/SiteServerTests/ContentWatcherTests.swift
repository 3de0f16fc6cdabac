import Foundation
import SiteBuilder
@testable import SiteServer
import Testing
import TestSupport

@Suite struct ContentWatcherTests {
    /// Waits for the next change the watcher reports (a state, not a time: the test fails only
    /// if the run's own time limit passes).
    private func nextChange(_ changes: inout AsyncStream<Void>.AsyncIterator) async -> Bool {
        await changes.next() != nil
    }

    @Test(arguments: [false, true])
    func reports_writesNewFilesInNewFoldersAndRemovals(poll: Bool) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Quiz\n", to: "Content/decks/quiz.md")
        let watcher = ContentWatcher(folder: site.url.appendingPathComponent("Content"), poll: poll)
        defer { watcher.stop() }
        #expect(watcher.method == (poll ? .polling(reason: "asked for with --poll") : .inotify))
        var changes = watcher.changes.makeAsyncIterator()
        try site.write("# Quiz, edited\n", to: "Content/decks/quiz.md")
        #expect(await nextChange(&changes))
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("Content/decks/more"), withIntermediateDirectories: true)
        #expect(await nextChange(&changes))
        try site.write("# Rivers\n", to: "Content/decks/more/rivers.md")   // inside a folder made after the start
        #expect(await nextChange(&changes))
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/decks/quiz.md"))
        #expect(await nextChange(&changes))
        watcher.stop()
        var pending = 0   // a change seen after the last wait, buffered; then the stream ends
        while await changes.next() != nil { pending += 1 }
        #expect(pending <= 1)
    }
}

/// The watch limit reached by a folder made while watching: the watcher says so, polls from
/// then on, and misses nothing inside the folder it could not watch.
@Suite struct ContentWatcherFallbackTests {
    final class Reasons: @unchecked Sendable {
        private let lock = NSLock()
        private var reasons: [String] = []
        func add(_ reason: String) { lock.withLock { reasons.append(reason) } }
        var all: [String] { lock.withLock { reasons } }
    }

    @Test func pastTheWatchLimit_pollingTakesOver() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Quiz\n", to: "Content/decks/quiz.md")
        let reasons = Reasons()
        // Content/ and Content/decks/ are watched; a third folder is one too many.
        let watcher = ContentWatcher(folder: site.url.appendingPathComponent("Content"), poll: false, watchLimit: 2) { reasons.add($0) }
        defer { watcher.stop() }
        #expect(watcher.method == .inotify)
        var changes = watcher.changes.makeAsyncIterator()
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("Content/decks/more"), withIntermediateDirectories: true)
        #expect(await changes.next() != nil)
        #expect(reasons.all.count == 1)
        #expect(reasons.all.first?.contains("the inotify watch limit is reached") == true)
        try site.write("# Rivers\n", to: "Content/decks/more/rivers.md")   // in the folder inotify could not watch
        #expect(await changes.next() != nil)
        try site.write("# Rivers and lakes\n", to: "Content/decks/more/rivers.md")
        #expect(await changes.next() != nil)
    }
}

@Suite struct ContentFingerprintTests {
    @Test func changes_withAnyEditAdditionRemovalOrRename_andOnlyThen() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Quiz\n", to: "Content/decks/quiz.md")
        let content = site.url.appendingPathComponent("Content")
        let start = ContentFingerprint(of: content)
        #expect(ContentFingerprint(of: content) == start)
        try site.write("# Quiz!\n", to: "Content/decks/quiz.md")
        let rewritten = ContentFingerprint(of: content)
        #expect(rewritten != start)
        try site.write("# Rivers\n", to: "Content/decks/rivers.md")
        let added = ContentFingerprint(of: content)
        #expect(added != rewritten)
        try FileManager.default.moveItem(atPath: content.path + "/decks/rivers.md", toPath: content.path + "/decks/lakes.md")
        let renamed = ContentFingerprint(of: content)
        #expect(renamed != added)
        try FileManager.default.removeItem(atPath: content.path + "/decks/lakes.md")
        #expect(ContentFingerprint(of: content) != renamed)
    }

    /// inotify events as the kernel writes them: a header (watch, mask, cookie, name length)
    /// and the name, padded.
    private static func events(_ masks: [Int32]) -> [UInt8] {
        masks.flatMap { mask -> [UInt8] in
            var header = inotify_event()
            (header.wd, header.mask, header.len) = (1, UInt32(mask), 16)
            let bytes = withUnsafeBytes(of: &header) { Array($0) }
            return bytes + Array("index.md".utf8) + [UInt8](repeating: 0, count: 8)
        }
    }

    /// A burst waits only briefly once its last event finishes a write (the file closed after
    /// writing, or moved in: an editor's save is done), and the full quiet period otherwise.
    @Test(arguments: [
        ([IN_MODIFY, IN_CLOSE_WRITE], false, true),
        ([IN_CREATE, IN_MODIFY, IN_MOVED_TO], false, true),
        ([IN_CLOSE_WRITE, IN_MODIFY], false, false),
        ([IN_DELETE], false, false),
        ([IN_CREATE | IN_ISDIR], true, false),
        ([IN_MOVED_TO | IN_ISDIR, IN_CLOSE_WRITE], true, true),
    ] as [([Int32], Bool, Bool)])
    func aBurstIsSettledWhenItsLastEventFinishesAWrite(masks: [Int32], mentionsFolder: Bool, finishesAWrite: Bool) {
        let summary = ContentWatcher.summary(of: Self.events(masks)[...])
        #expect(summary.mentionsFolder == mentionsFolder)
        #expect(summary.lastFinishesAWrite == finishesAWrite)
    }
}
