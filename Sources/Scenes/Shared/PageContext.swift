import Domain

/// The site settings and the route of the page being presented; presenters format chrome from it.
public struct PageContext: Sendable {
    public let site: SiteSettings
    public let route: SiteRoute

    public init(site: SiteSettings, route: SiteRoute) {
        self.site = site
        self.route = route
    }

    public var rootPath: String { route.rootPath }

    /// The chrome for a page titled `title` (`nil` on the home page, which carries the site title alone).
    public func chrome(title: String?, description: String? = nil) -> PageChrome {
        let documentTitle = title.map { "\($0) · \(site.title)" } ?? site.title
        return PageChrome(
            language: site.language,
            documentTitle: documentTitle,
            description: description.flatMap { $0.isEmpty ? nil : $0 } ?? site.description,
            siteTitle: site.title,
            homeURL: SiteRoute.home.url(from: route),
            stylesheetURL: rootPath + "assets/site.css",
            scriptURL: rootPath + "assets/study.js",
            navigation: [
                .init(label: "Decks", url: SiteRoute.home.url(from: route), current: route == .home ? "page" : nil)
            ],
            footer: "Works offline: save this site, or open it from disk."
        )
    }
}
