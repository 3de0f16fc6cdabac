import Dispatch
import Domain
import Foundation
import HTMLView
import Markdown
import Scenes

/// `site check`: everything a build validates, without writing anything, and then every link and
/// image of every generated page, checked against the files the build would write.
/// Links written in the content are checked when it is read (`LinkResolver`: a missing file is
/// an error at its `file:line:column`), so a link left broken here is one the site itself made:
/// it is reported at the generated page's line and column (`Public/decks/quiz/index.html:40:12`).
public struct SiteCheck: Sendable {
    public let content: URL
    public let contentDisplayPath: String
    public let buildDate: CalendarDate

    public init(content: URL, contentDisplayPath: String, buildDate: CalendarDate) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
        self.buildDate = buildDate
    }

    public struct Report: Sendable {
        /// Every error, warning and note, sorted.
        public let diagnostics: [Diagnostic]
        /// The pages checked (0 when the content does not read).
        public let pages: Int

        public var errors: Int { diagnostics.count { $0.severity == .error } }
        public var warnings: Int { diagnostics.count { $0.severity == .warning } }
    }

    /// Checks the content; `outputDisplayPath` names the generated files in diagnostics.
    public func run(outputDisplayPath: String = "Public") -> Report {
        guard FileManager.default.fileExists(atPath: content.path) else {
            return Report(diagnostics: [.error(at: SourceLocation(file: contentDisplayPath, line: 1, column: 1),
                                               "content directory '\(contentDisplayPath)' does not exist")], pages: 0)
        }
        let read: SiteContent
        do {
            read = try SiteContentReader(directory: content, displayPath: contentDisplayPath).read()
        } catch {
            return Report(diagnostics: error.diagnostics, pages: 0)
        }
        do {
            let site = try SiteSnapshot(read, today: buildDate)
            let (katex, katexWarnings) = KaTeXAssets.needed(by: site.decks)
            let router = SiteRouter(site: site, renderer: CmarkRenderer(style: site.settings.urlStyle), templates: try read.templates(), rendersMath: katex != nil)
            let routes = router.routes()
            let style = site.settings.urlStyle
            var files = Set(routes.map { $0.path(style) })
            files.formUnion(try read.assets().map(\.path) + (katex?.files().map(\.path) ?? []))
            files.formUnion(try ProgressToolsAsset.files(for: site.decks).map(\.path))
            files.formUnion(read.media.map { URLStyle.mediaFolder + $0 })
            files.formUnion([OfflineSite.manifestPath, OfflineSite.workerPath, CardLineageFile.path])
            if site.settings.baseURL != nil { files.insert("sitemap.xml") }
            let pages = routes.filter { $0.path(style).hasSuffix(".html") }
            let found = LinkFindings(count: pages.count)
            let known = files
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                let route = pages[index]
                do {
                    let html = try router.render(route)
                    found.store(GeneratedLinks.broken(in: html, at: route.path(style), files: known, display: outputDisplayPath), at: index)
                } catch {
                    found.store([.error(at: SourceLocation(file: "\(outputDisplayPath)/\(route.path(style))", line: 1, column: 1),
                                        "the page cannot be rendered: \(error)")], at: index)
                }
            }
            return Report(diagnostics: (read.warnings + katexWarnings + found.all).sorted(), pages: pages.count)
        } catch let errors as ContentErrors {
            return Report(diagnostics: read.warnings + errors.diagnostics, pages: 0)
        } catch {
            return Report(diagnostics: [.error(at: SourceLocation(file: contentDisplayPath, line: 1, column: 1), "\(error)")], pages: 0)
        }
    }
}

/// One slot per page, each written by one iteration of a concurrent loop, read after it.
private final class LinkFindings: @unchecked Sendable {
    private var slots: [[Diagnostic]]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ diagnostics: [Diagnostic], at index: Int) {
        lock.lock()
        slots[index] = diagnostics
        lock.unlock()
    }

    var all: [Diagnostic] { slots.flatMap { $0 } }
}
