import Domain
import FileSafety
import Foundation
import HTMLView
import Markdown
import Scenes

/// Builds a site: reads `Content/` once, derives the snapshot once, renders every page in
/// parallel, and swaps the result into the output.
public struct SiteBuild: Sendable {
    public let content: URL
    /// How to name the content directory in diagnostics (as the user typed it).
    public let contentDisplayPath: String
    public let output: OutputDirectory
    /// "Today" for this build (movie release windows count back from it), so builds are reproducible.
    public let buildDate: CalendarDate

    public init(content: URL, contentDisplayPath: String, output: OutputDirectory, buildDate: CalendarDate) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
        self.output = output
        self.buildDate = buildDate
    }

    /// Builds the site. Throws `ContentErrors` (every error in the content), an `IOFailure`, or
    /// `CancellationError` when cancelled before the output changes (Ctrl-C), each time leaving
    /// the previous output untouched. `progress` hears how many pages are written; `onWait` is
    /// called if another build of the same output must finish first. Over a previous build of the
    /// same content (`BuildManifest`) the build is incremental: nothing when the content did not
    /// change, else only the files whose bytes differ (`OutputUpdate`); with `memory` (`site
    /// serve`), pages whose view model did not change are not even rendered. `endsProcess` (`site
    /// build`): what the build read is left for the system to take back at exit (`ProcessEnd`).
    public func run(
        memory: BuildMemory? = nil,
        endsProcess: Bool = false,
        progress: @escaping @Sendable (BuildProgress) -> Void = { _ in },
        onWait: @Sendable () -> Void = {}
    ) async throws -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let startedAt = Date().timeIntervalSince1970
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw OutputDirectoryError.io("content directory '\(contentDisplayPath)' does not exist")
        }
        // The built-in templates parse on a core of their own while the content is read.
        Task.detached(priority: .userInitiated) { HTMLTemplates.preload() }
        try await repairOutput(onWait: onWait)
        let fingerprint = ContentFingerprint(of: content)
        let source = BuildManifest.Source(tool: Tool.identity, content: content, date: buildDate.description)
        if let unchanged = try await unchangedBuild(source: source, fingerprint: fingerprint, memory: memory, onWait: onWait) {
            return BuildReport(manifest: unchanged, seconds: (clock.now - start).seconds, change: .nothing)
        }
        // Readings depend on which files exist, and on the program that read them.
        memory?.parts.begin(layout: fingerprint.layout + "\0" + source.tool)
        memory?.texts.begin()
        let content = try SiteContentReader(
            directory: self.content, displayPath: contentDisplayPath, partCache: memory?.parts, textDigests: memory?.texts
        ).read()
        // A part read while files came and went was read against another layout than the one it
        // would be remembered under: it is not remembered.
        if let memory, memory.parts.reusedAndRead.read > 0, ContentFingerprint(of: self.content).layout != fingerprint.layout {
            memory.parts.discardThisBuild()
        }
        let read = clock.now
        let previousLineage = CardLineageFile.previous(in: output.url)
        let site = try SiteSnapshot(content, today: buildDate, previousLineage: previousLineage.lineage)
        let templates = try content.templates()
        let (katex, katexWarnings) = KaTeXAssets.needed(by: site.decks)
        let sitewide = ResponseMemo.Sitewide(settings: site.settings, navigation: site.navigation, rendersMath: katex != nil)
        let warnings = content.warnings + katexWarnings
            + [previousLineage.warning].compactMap { $0 } + CardLineageFile.notes(site.editedCards, in: site)
        let router = SiteRouter(
            site: site, renderer: CmarkRenderer(style: site.settings.urlStyle), templates: templates, rendersMath: katex != nil,
            memo: memory?.responses(for: sitewide)
        )
        let routes = router.routes()
        let paths = ConcurrentMap.map(routes) { [style = site.settings.urlStyle] in $0.map { $0.path(style) } }
        let pageCandidates = zip(routes, paths).map { OfflinePlan.Candidate.page($0, path: $1) }
        let derived = clock.now
        try Task.checkCancellation()
        let lock = try await output.lock(onWait: onWait)
        defer { lock.release() }
        // Incremental over a previous build of the same source; else a full build, swapped in whole.
        let previous = manifest(in: BuildManifest.bytes(in: output.url), memory: memory).flatMap { $0.source == source ? $0 : nil }
        let update = previous.map { _ in OutputUpdate(output) }
        let sink: any BuildOutput
        if let update {
            try update.begin()
            sink = update
        } else {
            try output.beginStaging()
            sink = output
        }
        do {
            let themeID = content.theme.templatesFingerprint
            // Written out while the pages render (an entry for every card).
            async let lineageData = CardLineageFile.data(site.lineage)
            let pages = try await PageRendering(
                router: router, output: sink, previous: memory?.fingerprints(after: previous?.build, templates: themeID) ?? [:],
                digested: OfflinePlan().withinCount(pageCandidates)
            ).write(routes, paths: paths) { written in
                progress(BuildProgress(pagesWritten: written, pageCount: routes.count, seconds: (clock.now - start).seconds))
            }
            let rendered = clock.now
            var files = paths
            func write(_ data: Data, to path: String) throws {
                try sink.write(data, to: path)
                files.append(path)
            }
            // The progress tools' words are the presenter's, written for this build (not a theme's file).
            let generated = try ProgressToolsAsset.files(for: site.decks)
            let assets = try content.assets().filter { asset in !generated.contains { $0.path == asset.path } }
                + generated + (katex?.files() ?? [])
            for asset in assets { try write(asset.contents, to: asset.path) }
            try Task.checkCancellation()
            for path in content.media { try write(Data(try content.mediaBytes(path)), to: URLStyle.mediaFolder + path) }
            try write(await lineageData, to: CardLineageFile.path)
            if let baseURL = site.settings.baseURL {
                try write(Data(SitemapView.xml(baseURL: baseURL, routes: routes, style: site.settings.urlStyle).utf8), to: "sitemap.xml")
            }
            let copied = clock.now
            files += [OfflineSite.manifestPath, OfflineSite.workerPath]
            // Sorted and written out on another core while the worker's files are written
            // (a large site's paths are slow to sort).
            let listed = files   // a copy: nothing the build writes from here can change what is sorted
            let counts = (decks: site.decks.count, cards: site.decks.reduce(0) { $0 + $1.cards.count }, pages: routes.count, media: content.media.count)
            async let manifestAndData = { () -> (BuildManifest, Data) in
                let manifest = BuildManifest(
                    source: source, fingerprint: fingerprint,
                    decks: counts.decks, cards: counts.cards, pages: counts.pages, mediaFiles: counts.media, files: listed.sorted()
                )
                return (manifest, manifest.data)
            }()
            let digests = try OfflineSite(settings: site.settings, templates: templates).write(
                into: sink,
                candidates: pageCandidates + assets.map { .asset($0.path) } + content.media.map { .media(URLStyle.mediaFolder + $0) },
                known: memory?.digests(after: previous?.build) ?? [:],
                written: pages.digests
            )
            let offline = clock.now
            try Task.checkCancellation()
            let (manifest, manifestData) = await manifestAndData
            let change: BuildReport.Change
            if let update, let previous {
                memory?.forget()   // from here the output is no longer the remembered build's
                change = .files(try update.commit(files: manifest.files, previous: previous, manifest: manifestData, start: startedAt), rendered: pages.rendered)
            } else {
                try output.write(manifestData, to: BuildManifest.name)
                try BuildManifest.stamp(try output.stagedURL(for: BuildManifest.name).path, start: startedAt)
                try output.commitStaging()
                change = .everything
            }
            memory?.remember(manifest: manifest, bytes: manifestData, templates: themeID, site: sitewide, pages: pages, digests: digests)
            if endsProcess { ProcessEnd.keep((content, site, router, routes, templates)) }
            return BuildReport(
                manifest: manifest, warnings: warnings.sorted(), seconds: (clock.now - start).seconds, change: change,
                phases: [
                    .init(name: "read", seconds: (read - start).seconds),
                    .init(name: "derive", seconds: (derived - read).seconds),
                    .init(name: "pages", seconds: (rendered - derived).seconds),
                    .init(name: "assets and media", seconds: (copied - rendered).seconds),
                    .init(name: "offline", seconds: (offline - copied).seconds),
                    .init(name: "swap", seconds: (clock.now - offline).seconds),
                ]
            )
        } catch {
            if let update { update.abandon() } else { output.abandonStaging() }
            memory?.forget()   // the next build renders every page again
            throw error
        }
    }

    /// The manifest in `bytes`, decoded once a process while they do not change (`site serve`).
    private func manifest(in bytes: Data?, memory: BuildMemory?) -> BuildManifest? {
        memory.map { $0.manifest(in: bytes) } ?? BuildManifest.read(bytes)
    }

    /// Cleans up after builds that died, before anything else: a commit cut short puts the
    /// previous site back even if this build then fails on the content.
    private func repairOutput(onWait: @Sendable () -> Void) async throws {
        let lock = try await output.lock(onWait: onWait)
        defer { lock.release() }
        try output.recoverLeftovers()
    }

    /// The manifest of the output, if it is a build of this very content: same source, and a
    /// fingerprint (trusted when it was taken) equal to the content's now.
    private func unchangedBuild(
        source: BuildManifest.Source, fingerprint: ContentFingerprint, memory: BuildMemory?, onWait: @Sendable () -> Void
    ) async throws -> BuildManifest? {
        let bytes = BuildManifest.bytes(in: output.url)
        guard let manifest = manifest(in: bytes, memory: memory), manifest.source == source,
              manifest.describesContent(fingerprint, in: output.url) else { return nil }
        let lock = try await output.lock(onWait: onWait)
        defer { lock.release() }
        guard BuildManifest.bytes(in: output.url) == bytes else { return nil }   // another build came in between
        try output.recoverLeftovers()   // what a build that died left beside the output
        return manifest
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// The content as read is what a snapshot reads from.
extension SiteContent: SiteGateways {}
