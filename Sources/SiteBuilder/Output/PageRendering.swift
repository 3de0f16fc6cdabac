import Foundation
import Scenes

/// Renders and writes pages on every core, in chunks, and reports progress between chunks.
/// A cancelled task (Ctrl-C) stops starting chunks and throws `CancellationError` once the
/// running ones are done, so nothing writes into the staging folder after it returns.
///
/// Each page's bytes depend only on its route and the immutable snapshot, so the order in which
/// workers finish never changes the output: builds stay byte-identical.
struct PageRendering: Sendable {
    let router: SiteRouter
    let output: OutputDirectory
    /// Pages per task: big enough to keep task overhead small, small enough to spread the work.
    var chunkSize = 64

    func write(_ routes: [SiteRoute], progress: (Int) -> Void) async throws {
        try output.createParentDirectories(for: routes.map(\.path))
        let chunks = stride(from: 0, to: routes.count, by: chunkSize).map { $0..<min($0 + chunkSize, routes.count) }
        let workers = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        try await withThrowingTaskGroup(of: Int.self) { group in
            var next = chunks.makeIterator()
            var written = 0
            func start() {
                guard let chunk = next.next() else { return }
                group.addTask { [router, output] in
                    try Task.checkCancellation()
                    for route in routes[chunk] {
                        try output.writePage(try router.render(route), to: route.path)
                    }
                    return chunk.count
                }
            }
            for _ in 0..<workers * 2 { start() }
            while let count = try await group.next() {
                if written < routes.count / 2, written + count >= routes.count / 2 { FaultPoint.reach(.pagesHalfWritten) }
                written += count
                progress(written)
                try Task.checkCancellation()
                start()
            }
        }
    }
}
