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

    /// Builds the whole site. Throws `ContentErrors` (every error in the content), an `IOFailure`,
    /// or `CancellationError` when the task is cancelled before the swap (Ctrl-C), and in each
    /// case leaves the previous output untouched. `progress` hears how many pages are written as
    /// the build goes; `onWait` is called if another build of the same output must finish first.
    public func run(
        progress: @escaping @Sendable (BuildProgress) -> Void = { _ in },
        onWait: @Sendable () -> Void = {}
    ) async throws -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw OutputDirectoryError.io("content directory '\(contentDisplayPath)' does not exist")
        }
        let content = try SiteContentReader(directory: self.content, displayPath: contentDisplayPath).read()
        let read = clock.now
        let previous = CardLineageFile.previous(in: output.url)
        let site = try SiteSnapshot(
            settings: content.settings, today: buildDate,
            decks: content.decks, contacts: content.contacts, movies: content.movies,
            previousLineage: previous.lineage
        )
        let templates = try content.templates()
        let (katex, katexWarnings) = KaTeXAssets.needed(by: site.decks)
        let warnings = content.warnings + katexWarnings
            + [previous.warning].compactMap { $0 } + CardLineageFile.notes(site.editedCards, in: site)
        let router = SiteRouter(site: site, renderer: CmarkRenderer(), templates: templates, rendersMath: katex != nil)
        let routes = router.routes()
        let derived = clock.now
        try Task.checkCancellation()
        let lock = try await output.lock(onWait: onWait)
        defer { lock.release() }
        try output.beginStaging()
        do {
            try await PageRendering(router: router, output: output).write(routes) { written in
                progress(BuildProgress(pagesWritten: written, pageCount: routes.count, seconds: (clock.now - start).seconds))
            }
            let rendered = clock.now
            let assets = try content.assets() + (katex?.files() ?? [])
            for asset in assets {
                try output.write(asset.contents, to: asset.path)
            }
            try Task.checkCancellation()
            for path in content.media {
                try output.write(Data(try content.mediaBytes(path)), to: "media/" + path)
            }
            try output.write(CardLineageFile.data(site.lineage), to: CardLineageFile.path)
            if let baseURL = site.settings.baseURL {
                try output.write(Data(SitemapView.xml(baseURL: baseURL, routes: routes).utf8), to: "sitemap.xml")
            }
            let copied = clock.now
            try OfflineSite(settings: site.settings, templates: templates).write(
                into: output,
                candidates: routes.map(OfflinePlan.Candidate.page) + assets.map { .asset($0.path) } + content.media.map { .media("media/" + $0) }
            )
            let offline = clock.now
            try Task.checkCancellation()
            try output.commitStaging()
            return BuildReport(
                decks: site.decks.count,
                cards: site.decks.reduce(0) { $0 + $1.cards.count },
                pages: routes.count,
                mediaFiles: content.media.count,
                warnings: warnings.sorted(),
                seconds: (clock.now - start).seconds,
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
            output.abandonStaging()
            throw error
        }
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
