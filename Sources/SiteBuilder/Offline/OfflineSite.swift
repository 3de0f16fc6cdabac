import Domain
import Foundation
import HTMLView

/// Makes a build installable and usable offline: writes `manifest.webmanifest`, then `sw.js`
/// with the files an offline visitor gets at install (see `OfflinePlan`).
///
/// Runs after every other file is staged.
struct OfflineSite {
    static let workerPath = "sw.js"
    static let manifestPath = "manifest.webmanifest"

    let settings: SiteSettings
    let templates: HTMLTemplates
    var plan = OfflinePlan()

    /// - Parameter candidates: every file of the build the worker may store (pages, assets, media).
    func write(into output: some BuildOutput, candidates: [OfflinePlan.Candidate]) throws {
        try output.write(try WebAppManifest(site: settings).json(), to: OfflineSite.manifestPath)
        let paths = try plan.precached(candidates + [.asset(OfflineSite.manifestPath)]) { try output.size(of: $0) }
        let precache = OfflinePrecache(staged: try paths.map { OutputDirectory.StagedFile(path: $0, contents: try output.contents(of: $0)) })
        let script = try ServiceWorkerScript(templates: templates).render(version: precache.version, files: precache.files, visitedLimit: OfflinePlan.maxVisited)
        try output.write(Data(script.utf8), to: OfflineSite.workerPath)
    }
}
