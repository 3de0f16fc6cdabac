import Domain

/// The site settings, the navigation and the route of the page being presented; presenters
/// format the page chrome from it.
public struct PageContext: Sendable, Equatable {
    public let site: SiteSettings
    public let route: SiteRoute
    /// The site's navigation (Home first).
    public let navigation: SiteNavigation
    /// True when the build ships KaTeX (`assets/katex/`), so pages with math render it.
    public let rendersMath: Bool
    /// The way from this page to the site root. The 404 page is served at any depth, so it uses
    /// the absolute `base_url` when the site has one. (Computed once: every link of a page uses it.)
    public let rootPath: String

    public init(
        site: SiteSettings, route: SiteRoute, navigation: SiteNavigation = SiteNavigation(), rendersMath: Bool = false
    ) {
        self.site = site
        self.route = route
        self.navigation = navigation
        self.rendersMath = rendersMath
        rootPath = route == .notFound ? (site.baseURL ?? "") : route.rootPath(site.urlStyle)
    }

    /// A URL from this page to `target` (relative, except on the 404 page of a site with a `base_url`).
    public func url(to target: SiteRoute) -> String {
        rootPath + target.path(site.urlStyle)
    }

    /// A poster's URL: a file's from this page, a remote one as it is.
    func url(of poster: Movie.Poster) -> String {
        switch poster {
        case .file(let path): rootPath + path
        case .remote(let url): url
        }
    }

    /// The chrome for a page titled `title` (`nil` on the home page, which carries the site title alone).
    public func chrome(title: String?, description: String? = nil) -> PageChrome {
        let documentTitle = title.map { "\($0) · \(site.title)" } ?? site.title
        return PageChrome(
            language: site.language,
            documentTitle: documentTitle,
            description: PageDescription.of(description ?? "").nonEmpty ?? PageDescription.of(site.description),
            siteTitle: site.title,
            homeURL: url(to: .home),
            stylesheetURL: rootPath + "assets/site.css",
            scriptURL: rootPath + "assets/study.js",
            assetsURL: rootPath + "assets/",
            navigation: navigation.entries(on: route).map { entry in
                .init(label: entry.section.label, url: url(to: entry.section.route), current: entry.current.map { $0 == .page ? "page" : "true" })
            },
            footer: "Works offline: save this site, or open it from disk."
        )
    }
}
