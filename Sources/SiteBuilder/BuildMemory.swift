import Foundation
import HTMLView
import Markdown
import Scenes

/// What one build leaves for the next in the same process (`site serve`): the content's parts as
/// the readers read them, every page's fingerprint, the digests of the files the offline worker
/// stores, the build they belong to, and the templates. The next build skips rendering a page of
/// the same fingerprint, and hashing a stored file it did not write, provided the output is still
/// that build's (the manifests' build ids agree) and, for pages, the templates are the same.
/// Nothing of it is kept on disk.
public final class BuildMemory: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var build: String?
    private(set) var templates: Int?
    private var fingerprints: [String: Int] = [:]
    private var digests: [String: String] = [:]
    private var manifest: (bytes: Data, manifest: BuildManifest)?
    /// What the readers made of each part of the content, for the next build to reuse.
    public let parts = PartCache()
    /// The digests of every text the last build read, to notice an edit of the normalization alone.
    public let texts = TextDigests()
    /// What the pages were presented from, to know a page's fingerprint without presenting it.
    private var presented = ResponseMemo()
    /// How many pages the last build knew the fingerprint of without presenting them.
    private(set) var knownFingerprints = 0

    public init() {}

    /// The fingerprints to trust for a build over the output of `build`, with `templates`, by path.
    /// View models hash and compare their texts canonically: a page whose text changed only its
    /// normalization would hash as before, yet its bytes differ. A build that may have read such
    /// an edit (`TextDigests`) trusts none.
    func fingerprints(after build: String?, templates: Int) -> [String: Int] {
        guard !texts.mayHaveChangedNormalization else { return [:] }
        return lock.withLock {
            guard let build, build == self.build, templates == self.templates else { return [:] }
            return fingerprints
        }
    }

    /// The SHA-256 digests (hex) of the files the offline worker stored, by path, for a build
    /// over the output of `build`.
    func digests(after build: String?) -> [String: String] {
        lock.withLock {
            build != nil && build == self.build ? digests : [:]
        }
    }

    /// The manifest in `bytes`, decoded once however many builds read it (a site of 11,000
    /// pages lists 11,000 files in it).
    func manifest(in bytes: Data?) -> BuildManifest? {
        guard let bytes else { return nil }
        if let known = lock.withLock({ manifest }), known.bytes == bytes { return known.manifest }
        guard let decoded = BuildManifest.read(bytes) else { return nil }
        lock.withLock { manifest = (bytes, decoded) }
        return decoded
    }

    /// What the last build's pages were presented from, for a build of `site` (empty when the
    /// content may have changed only its normalization, as `fingerprints(after:templates:)`).
    /// Like the fingerprints it gives, it only tells a page's fingerprint:
    /// `fingerprints(after:templates:)` says whether the output still has the page rendered from it.
    func responses(for site: ResponseMemo.Sitewide) -> ResponseMemo {
        guard !texts.mayHaveChangedNormalization else { return ResponseMemo(site: site) }
        return lock.withLock { presented.following(site) }
    }

    /// Remembers a build that succeeded, whose manifest, `bytes` in the output, is `manifest`.
    func remember(
        manifest: BuildManifest, bytes: Data, templates: Int, site: ResponseMemo.Sitewide, pages: PageRendering.Outcome, digests: [String: String]
    ) {
        lock.withLock {
            self.manifest = (bytes, manifest)
            build = manifest.build
            self.templates = templates
            fingerprints = pages.fingerprints
            presented = ResponseMemo(site: site, entries: pages.presented)
            knownFingerprints = pages.knownFingerprints
            self.digests = digests
        }
        texts.commit()
    }

    /// Forgets everything (a build failed after it began to change the output).
    func forget() {
        lock.withLock {
            build = nil
            fingerprints = [:]
            digests = [:]
            presented = ResponseMemo()
        }
    }
}
