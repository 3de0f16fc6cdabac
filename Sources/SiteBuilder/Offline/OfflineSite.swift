import Domain
import Foundation
import HTMLView

/// Makes a build installable and usable offline: writes `manifest.webmanifest`, then `sw.js`
/// with the files an offline visitor gets at install (see `OfflinePlan`).
/// Runs after every other file is staged.
struct OfflineSite {
    static let workerPath = "sw.js"
    static let manifestPath = "manifest.webmanifest"

    let settings: SiteSettings
    let templates: HTMLTemplates
    var plan = OfflinePlan()

    /// - Parameters:
    ///   - candidates: every file of the build the worker may store (pages, assets, media).
    ///   - known: digests of the previous build's files (`site serve`), trusted for the files
    ///     this build left as they were.
    ///   - written: files this build hashed as it wrote them (`PageRendering`): neither read
    ///     back nor asked their size.
    /// - Returns: the digest of every precached file, by path.
    @discardableResult
    func write(
        into output: some BuildOutput, candidates: [OfflinePlan.Candidate], known: [String: String] = [:], written: [String: WrittenFile] = [:]
    ) throws -> [String: String] {
        try output.write(try WebAppManifest(site: settings).json(), to: OfflineSite.manifestPath)
        let paths = try plan.precached(candidates + [.asset(OfflineSite.manifestPath)]) { path in
            try written[path]?.bytes ?? output.size(of: path)
        }
        // The rest read back and hashed on every core: a large deck's pages are many megabytes.
        let digests = try ConcurrentMap.map(paths, minimumCount: 64) { slice in
            slice.map { path in
                Result { () throws -> (String, String) in
                    if let file = written[path] { return (path, file.sha256) }
                    if output.isPrevious(path), let digest = known[path] { return (path, digest) }
                    return (path, ContentHash.hex(try output.contents(of: path)))
                }
            }
        }.map { try $0.get() }
        let precache = OfflinePrecache(digests: digests)
        let script = try ServiceWorkerScript(templates: templates).render(version: precache.version, files: precache.files, visitedLimit: OfflinePlan.maxVisited)
        try output.write(Data(script.utf8), to: OfflineSite.workerPath)
        return Dictionary(uniqueKeysWithValues: digests)
    }

    /// A file as the build wrote it: its SHA-256 (hex) and its size in bytes.
    struct WrittenFile: Sendable, Equatable {
        let sha256: String
        let bytes: Int

        init(_ bytes: [UInt8]) {
            sha256 = ContentHash.hex(of: bytes)
            self.bytes = bytes.count
        }
    }
}
