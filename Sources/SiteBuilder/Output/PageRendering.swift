import Foundation
import Scenes

/// Renders and writes pages on every core, in chunks, and reports progress between chunks.
/// A cancelled task (Ctrl-C) stops starting chunks and throws `CancellationError` once the
/// running ones are done, so nothing writes into the output after it returns.
/// Each page's bytes depend only on its route and the immutable snapshot, so the order in which
/// workers finish never changes the output: builds stay byte-identical. A page whose view model
/// has the fingerprint it had in `previous` (the last build in this process) is not rendered:
/// its file is the previous build's, kept.
struct PageRendering: Sendable {
    let router: SiteRouter
    let output: any BuildOutput
    /// The fingerprint of each page of the output, by its path.
    var previous: [String: Int] = [:]
    /// The pages hashed as they are written, for the worker's list (`OfflinePlan.withinCount`):
    /// such a page is not read back to be hashed.
    var digested: Set<String> = []
    /// Pages per task at most: big enough to keep task overhead small. A site of few pages gets
    /// smaller tasks (`chunkSize(for:workers:)`), so no core is left alone with the last quarter.
    static let maximumChunkSize = 64

    /// What the pages came to: each route's fingerprint, what each was presented from (with
    /// a memo), how many fingerprints were known without presenting, and how many pages were
    /// rendered.
    struct Outcome: Sendable {
        /// By the page's path.
        var fingerprints: [String: Int] = [:]
        var presented: [SiteRoute: ResponseMemo.Entry] = [:]
        var knownFingerprints = 0
        var rendered = 0
        /// Each page written of the digested tiers, hashed, by its path.
        var digests: [String: OfflineSite.WrittenFile] = [:]
    }

    /// What one chunk of routes came to.
    private struct Chunk: Sendable {
        let range: Range<Int>
        /// Each page's path (made once) and fingerprint.
        var fingerprints: [(path: String, fingerprint: Int?)] = []
        var presented: [ResponseMemo.Entry?] = []
        var known = 0
        var rendered = 0
        var digests: [(path: String, file: OfflineSite.WrittenFile)] = []
    }

    /// Writes the pages of `routes`, whose paths are `paths` (`SiteRoute.path(_:)` of each, in the site's style, worked
    /// out once a build: the manifest lists them too).
    func write(_ routes: [SiteRoute], paths: [String], progress: (Int) -> Void) async throws -> Outcome {
        precondition(paths.count == routes.count, "a path for each route")
        try output.createParentDirectories(for: paths)
        let workers = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        let chunkSize = Self.chunkSize(for: routes.count, workers: workers)
        var chunks = stride(from: 0, to: routes.count, by: chunkSize).map { $0..<min($0 + chunkSize, routes.count) }
        // The last two chunks first (the last may hold only the very last routes): the folder
        // pages, the last routes (`SiteRouter.routes()`), each of its own shape and rendered by
        // swift-mustache, would otherwise keep one core busy at the end while the others wait.
        let last = chunks.suffix(2)
        chunks = Array(last) + chunks.dropLast(last.count)
        let routers = Routers(router)
        return try await withThrowingTaskGroup(of: Chunk.self) { group in
            var next = chunks.makeIterator()
            var written = 0
            var outcome = Outcome()
            outcome.fingerprints.reserveCapacity(routes.count)
            func start() {
                guard let range = next.next() else { return }
                group.addTask { [output, previous, digested] in
                    try Task.checkCancellation()
                    let router = routers.take()
                    defer { routers.giveBack(router) }
                    var chunk = Chunk(range: range)
                    /// The folder of the last page this task wrote: made, if it was written.
                    var lastFolder: Substring?
                    for index in range {
                        let page = try router.prepare(routes[index])
                        let path = paths[index]
                        chunk.fingerprints.append((path, page.fingerprint))
                        chunk.presented.append(page.presented)
                        if page.wasKnown { chunk.known += 1 }
                        // An unhashed page is never the previous one: its view model was not compared.
                        if let fingerprint = page.fingerprint, previous[path] == fingerprint, try output.keep(path) { continue }
                        let folder = path.lastIndex(of: "/").map { path[..<$0] }
                        let html = try page.render()
                        try output.writePage(html, to: path, folderMade: folder != nil && folder == lastFolder)
                        if digested.contains(path) { chunk.digests.append((path, OfflineSite.WrittenFile(html))) }
                        lastFolder = folder
                        chunk.rendered += 1
                    }
                    return chunk
                }
            }
            for _ in 0..<workers * 2 { start() }
            while let chunk = try await group.next() {
                if written < routes.count / 2, written + chunk.range.count >= routes.count / 2 { FaultPoint.reach(.pagesHalfWritten) }
                written += chunk.range.count
                outcome.rendered += chunk.rendered
                outcome.knownFingerprints += chunk.known
                for (path, file) in chunk.digests { outcome.digests[path] = file }
                for (index, route) in routes[chunk.range].enumerated() {
                    if let fingerprint = chunk.fingerprints[index].fingerprint { outcome.fingerprints[chunk.fingerprints[index].path] = fingerprint }
                    if let presented = chunk.presented[index] { outcome.presented[route] = presented }
                }
                progress(written)
                try Task.checkCancellation()
                start()
            }
            return outcome
        }
    }

    /// Pages per task: at least eight tasks per core, so that the cores finish together. With
    /// 64 pages a task, a site of 200 decks would be four tasks on two cores, and one core would
    /// render the last 64 decks alone.
    static func chunkSize(for pages: Int, workers: Int) -> Int {
        min(maximumChunkSize, max(1, pages / (workers * 8)))
    }
}

/// The routers of the workers rendering pages (`SiteRouter.worker()`): a chunk takes one that no
/// other chunk is using, and gives it back when it is done, so each router's memos and stencils
/// serve one core at a time and grow over the chunks it renders.
private final class Routers: @unchecked Sendable {
    private let lock = NSLock()
    private let shared: SiteRouter
    private var idle: [SiteRouter] = []

    init(_ shared: SiteRouter) {
        self.shared = shared
    }

    func take() -> SiteRouter {
        lock.withLock { idle.popLast() } ?? shared.worker()
    }

    func giveBack(_ router: SiteRouter) {
        lock.withLock { idle.append(router) }
    }
}
