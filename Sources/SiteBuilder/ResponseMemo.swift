import Domain
import Scenes

/// What each page of the last build in this process was presented from (`site serve`): the
/// interactor's response, the page's context and the page's stable fingerprint (`PageInputs`,
/// the digest of both). A page whose interactor gives an equal response in an equal context has
/// the fingerprint it had: it is known without spelling the response again.
///
/// Comparing costs what the page shows (a detail page's movie and the list beside it), and
/// costs little when nothing changed: a movie read from an unchanged part of the content is the
/// very value the last build had (`Movie` shares its storage), and compares at once.
///
/// Immutable during a build: every page looks it up without a lock, and the pages' new entries
/// go back with them (`PreparedPage.presented`) to make the next build's.
struct ResponseMemo: Sendable {
    /// How one page was presented.
    struct Entry: @unchecked Sendable {   // `response` is a scene's `Sendable` response
        let response: any Sendable
        let context: PageContext
        /// The digest of what the context shares with every page (`SitewideContext`).
        let site: StableDigest
        let fingerprint: Int
    }

    var entries: [SiteRoute: Entry] = [:]

    /// The fingerprint of the page made from `response` in `context` in the last build, if that
    /// build made the page from the same ones, byte for byte: the movies and headings of a
    /// response compare by their digests, and the sitewide part of the context by `site`
    /// (`String`s compare NFC and NFD spellings equal; pages do not).
    func fingerprint<Response: Equatable & Sendable>(of response: Response, in context: PageContext, site: StableDigest) -> Int? {
        guard let entry = entries[context.route], entry.site == site, entry.context == context,
              let before = entry.response as? Response, before == response else { return nil }
        return entry.fingerprint
    }
}
