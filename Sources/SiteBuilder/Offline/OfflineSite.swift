import Domain
import Foundation
import HTMLView

/// Makes a build installable and usable offline: writes `manifest.webmanifest`, then `sw.js`
/// listing every file staged so far (the manifest included, the worker itself not).
///
/// Runs after every other file is staged, so the worker's list is the whole site.
struct OfflineSite {
    static let workerPath = "sw.js"
    static let manifestPath = "manifest.webmanifest"

    let settings: SiteSettings
    let templates: HTMLTemplates

    func write(into output: OutputDirectory) throws {
        try output.write(try WebAppManifest(site: settings).json(), to: OfflineSite.manifestPath)
        let precache = OfflinePrecache(staged: try output.stagedFiles().filter { $0.path != OfflineSite.workerPath })
        let script = try ServiceWorkerScript(templates: templates).render(version: precache.version, files: precache.files)
        try output.write(Data(script.utf8), to: OfflineSite.workerPath)
    }
}
