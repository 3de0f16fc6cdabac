import Domain
import Scenes

/// What a page is made of, spelled for its `StableDigest`: the interactor's response and the
/// page's context. A presenter is a pure function of the two and the view adds nothing of its
/// own, so under the same templates equal digests mean equal bytes, in any process: the
/// fingerprint a build keeps on disk for the next (`BuildMemory`).
///
/// What every page's context shares (the site's settings, the navigation, whether KaTeX ships)
/// is digested once a build (`SitewideContext`); each page adds its route and its way to the root.
/// `IncrementalBuildTests` checks that these are all of `PageContext`'s fields.
struct PageInputs<Response: DigestSpelled>: DigestSpelled {
    let response: Response
    let route: SiteRoute
    let rootPath: String
    let site: StableDigest

    init(response: Response, context: PageContext, site: StableDigest) {
        self.response = response
        route = context.route
        rootPath = context.rootPath
        self.site = site
    }

    var fingerprint: Int { StableDigest(spelling: self).fingerprint }

    func spell(into spelling: inout DigestSpelling) {
        spelling.add(response)
        spelling.add(route)
        spelling.add(rootPath)
        spelling.add(site)
    }
}

/// What the context of every page of a site shares (`PageContext` less the route): digested
/// once a build for `PageInputs`.
struct SitewideContext: Encodable {
    let settings: SiteSettings
    let navigation: SiteNavigation
    let rendersMath: Bool

    static func digest(site: SiteSnapshot, rendersMath: Bool) -> StableDigest {
        StableDigest(of: SitewideContext(settings: site.settings, navigation: site.navigation, rendersMath: rendersMath))
    }
}
