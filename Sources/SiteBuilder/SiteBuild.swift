import Domain
import Foundation
import HTMLView
import Markdown
import Scenes

/// Builds a site: reads `Content/`, runs a scene per page, and swaps the result into the output.
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

    /// Builds the whole site. Throws `ContentErrors` (every error in the content) or an I/O error,
    /// and in either case leaves the previous output untouched.
    public func run() throws -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw OutputDirectoryError.io("content directory '\(contentDisplayPath)' does not exist")
        }
        let site = try SiteContentReader(directory: content, displayPath: contentDisplayPath).read()
        let environment = SceneEnvironment(
            settings: site.settings, decks: site.decks, contacts: site.contacts, movies: site.movies,
            renderer: CmarkRenderer(), templates: try HTMLTemplates(), buildDate: buildDate,
            sections: try SiteBuild.sections(of: site)
        )
        let router = SiteRouter(environment: environment)
        try output.beginStaging()
        do {
            let routes = try router.routes()
            for route in routes {
                try router.render(route, into: StagedPage(output: output, path: route.path))
            }
            for asset in try SiteAssets.all() {
                try output.write(asset.contents, to: asset.path)
            }
            for path in site.media {
                try output.write(try Data(contentsOf: content.appendingPathComponent(path)), to: "media/" + path)
            }
            if let baseURL = site.settings.baseURL {
                try output.write(Data(Sitemap.xml(baseURL: baseURL, routes: routes).utf8), to: "sitemap.xml")
            }
            try OfflineSite(settings: site.settings, templates: environment.templates).write(into: output)
            try output.commitStaging()
            let decks = try site.decks.fetchDecks()
            return BuildReport(
                decks: decks.count,
                cards: decks.reduce(0) { $0 + $1.cards.count },
                pages: routes.count,
                mediaFiles: site.media.count,
                warnings: site.warnings,
                seconds: (clock.now - start).seconds
            )
        } catch {
            output.abandonStaging()
            throw error
        }
    }
}

extension SiteBuild {
    /// The navigation: Home, then each address book and each movie catalog.
    static func sections(of site: SiteContent) throws -> [SiteSection] {
        [SiteSection(label: "Home", route: .home)]
            + (try site.contacts.fetchAddressBooks()).map { SiteSection(label: $0.title, route: .addressBook($0.id)) }
            + (try site.movies.fetchCatalogs()).map { SiteSection(label: $0.title, route: .movieList($0.id, page: 1)) }
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
