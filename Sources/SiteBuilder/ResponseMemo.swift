import Foundation
import Scenes

/// What each page was presented from in the last build (`site serve`): the interactor's
/// response, the page's context and the fingerprint of the view model the presenter made of
/// them. A presenter is a pure function of the two, so a page whose interactor gives an equal
/// response in an equal context has the view model it had: its fingerprint is known without
/// presenting it, and the presenter runs only if the page must be rendered.
///
/// Comparing costs what the page shows (a detail page's movie and the list beside it), and
/// costs little when nothing changed: texts read from unchanged parts of the content share
/// their storage with the last build's, and equal storage compares at once.
final class ResponseMemo: @unchecked Sendable {
    private struct Entry {
        let response: any Sendable
        let context: PageContext
        let fingerprint: Int
    }

    private let lock = NSLock()
    private var previous: [SiteRoute: Entry] = [:]
    private var current: [SiteRoute: Entry] = [:]
    private var known = 0

    /// The fingerprint of the view model presented from `response` in `context` in the last
    /// build, if that build presented the page from equal ones.
    func fingerprint<Response: Equatable & Sendable>(of response: Response, in context: PageContext) -> Int? {
        guard let entry = lock.withLock({ previous[context.route] }), entry.context == context,
              let before = entry.response as? Response, before == response else { return nil }
        lock.withLock { known += 1 }
        return entry.fingerprint
    }

    /// Records what the page at `context.route` was presented from in this build.
    func record<Response: Sendable>(_ response: Response, in context: PageContext, fingerprint: Int) {
        let entry = Entry(response: response, context: context, fingerprint: fingerprint)
        lock.withLock { current[context.route] = entry }
    }

    /// Starts a build: what it records replaces the last build's when it succeeds (`commit`).
    func begin() {
        lock.withLock {
            current = [:]
            known = 0
        }
    }

    /// How many pages this build knew the fingerprint of without presenting them.
    var knownFingerprints: Int { lock.withLock { known } }

    func commit() {
        lock.withLock {
            previous = current
            current = [:]
        }
    }

    /// Forgets the last build's (the output is no longer the one it wrote); what this build
    /// records is kept for `commit`.
    func forget() {
        lock.withLock { previous = [:] }
    }
}
