import Foundation
import Scenes

/// Renders and writes pages on every core, in chunks, and reports progress between chunks.
/// A cancelled task (Ctrl-C) stops starting chunks and throws `CancellationError` once the
/// running ones are done, so nothing writes into the output after it returns.
///
/// Each page's bytes depend only on its route and the immutable snapshot, so the order in which
/// workers finish never changes the output: builds stay byte-identical. A page whose view model
/// has the fingerprint it had in `previous` (the last build in this process) is not rendered:
/// its file is the previous build's, kept.
struct PageRendering: Sendable {
    let router: SiteRouter
    let output: any BuildOutput
    var previous: [SiteRoute: Int] = [:]
    /// Pages per task: big enough to keep task overhead small, small enough to spread the work.
    var chunkSize = 64

    /// What the pages came to: each route's fingerprint, and how many pages were rendered.
    struct Outcome {
        var fingerprints: [SiteRoute: Int] = [:]
        var rendered = 0
    }

    func write(_ routes: [SiteRoute], progress: (Int) -> Void) async throws -> Outcome {
        try output.createParentDirectories(for: routes.map(\.path))
        let chunks = stride(from: 0, to: routes.count, by: chunkSize).map { $0..<min($0 + chunkSize, routes.count) }
        let workers = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        return try await withThrowingTaskGroup(of: (Range<Int>, [Int], Int).self) { group in
            var next = chunks.makeIterator()
            var written = 0
            var outcome = Outcome()
            outcome.fingerprints.reserveCapacity(routes.count)
            func start() {
                guard let chunk = next.next() else { return }
                group.addTask { [router, output, previous] in
                    try Task.checkCancellation()
                    var fingerprints: [Int] = []
                    var rendered = 0
                    for route in routes[chunk] {
                        let page = try router.prepare(route)
                        fingerprints.append(page.fingerprint)
                        if previous[route] == page.fingerprint, try output.keep(route.path) { continue }
                        try output.writePage(try page.render(), to: route.path)
                        rendered += 1
                    }
                    return (chunk, fingerprints, rendered)
                }
            }
            for _ in 0..<workers * 2 { start() }
            while let (chunk, fingerprints, rendered) = try await group.next() {
                if written < routes.count / 2, written + chunk.count >= routes.count / 2 { FaultPoint.reach(.pagesHalfWritten) }
                written += chunk.count
                outcome.rendered += rendered
                for (route, fingerprint) in zip(routes[chunk], fingerprints) { outcome.fingerprints[route] = fingerprint }
                progress(written)
                try Task.checkCancellation()
                start()
            }
            return outcome
        }
    }
}
