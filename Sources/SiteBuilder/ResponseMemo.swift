import Domain
import Scenes

/// What each page of the last build in this process was presented from (`site serve`): the
/// interactor's response and the fingerprint of the view model presented from it. A page whose
/// interactor gives an equal response, in a site whose every page shares what it shared then
/// (`Sitewide`), has the fingerprint it had, so it is known without presenting the page again.
///
/// A movie read from an unchanged part of the content is the very value the last build had
/// (`Movie` shares its storage) and compares at once. `String`s compare NFC and NFD spellings
/// equal where pages differ, so a build that may have read such an edit (`TextDigests`) uses no
/// memo. Immutable during a build: pages look it up without a lock, and their new entries go back
/// with them (`PreparedPage.presented`) to make the next build's.
struct ResponseMemo: Sendable {
    /// How one page was presented.
    struct Entry: @unchecked Sendable {   // `response` is a scene's `Sendable` response
        let response: any Sendable
        let fingerprint: Int
    }

    /// What the context of every page of a site shares (`PageContext` but the route).
    struct Sitewide: Equatable, Sendable {
        let settings: SiteSettings
        let navigation: SiteNavigation
        let rendersMath: Bool
    }

    /// The site the entries were presented in.
    var site: Sitewide?
    var entries: [SiteRoute: Entry] = [:]

    /// This memo for a build of `site`: empty unless the last build's pages shared the same.
    func following(_ site: Sitewide) -> ResponseMemo {
        self.site == site ? self : ResponseMemo(site: site)
    }

    /// The fingerprint of the page at `route` in the last build, if that build presented it from
    /// an equal response.
    func fingerprint<Response: Equatable & Sendable>(of response: Response, at route: SiteRoute) -> Int? {
        guard let entry = entries[route], let before = entry.response as? Response, before == response else { return nil }
        return entry.fingerprint
    }
}
