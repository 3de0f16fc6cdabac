import Foundation
import HTMLView
import Markdown
import Scenes

/// What one build leaves for the next: the parts of the content as the readers read them, the
/// fingerprint of every page, the digests of the files the offline worker stores, the build
/// they belong to, and the templates the pages were rendered with.
///
/// The next build skips rendering a page whose fingerprint is the same, and hashing a stored
/// file it did not write, provided the output is still the one that build wrote (the manifests'
/// build ids agree: a build by anything else in between makes them differ) and, for pages, the
/// templates are the same.
///
/// In one process (`site serve`) it remembers everything. With a folder (`persistedIn:`, what
/// `site build` and `site serve` give it: `.Public.memory/` beside the output), it also keeps
/// the stable fingerprints, the digests (`BuildMemoryFile`) and the readings of the parts
/// (`PartArchive`) on disk, so that a `site build` after an edit parses only the parts and
/// renders only the pages the edit changed: `site build` when it succeeds, `site serve` when it
/// stops (`persist()`), so that no rebuild waits for the disk.
public final class BuildMemory: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var build: String?
    private(set) var templates: Int?
    private var fingerprints: [String: PageFingerprint] = [:]
    private var digests: [String: String] = [:]
    private var manifest: (bytes: Data, manifest: BuildManifest)?
    /// What the readers made of each part of the content, for the next build to reuse.
    public let parts: PartCache
    /// The digests of every text the last build read, to notice an edit of the normalization
    /// alone; nil for a memory of one build (`site build`: the fingerprints it keeps on disk
    /// spell texts byte for byte, and no build in this process comes after it).
    public let texts: TextDigests?
    /// What the pages were presented from, to know a page's fingerprint without presenting it.
    private var presented = ResponseMemo()
    /// How many pages the last build knew the fingerprint of without presenting them.
    private(set) var knownFingerprints = 0

    /// Where the memory is kept on disk, if anywhere.
    public let folder: URL?
    /// True when more builds follow in this process: the memory goes to disk only on `persist()`.
    let rebuilds: Bool
    /// What `persist()` writes: the last build that succeeded, unless the output changed since,
    /// with its manifest's sorted files (`BuildMemoryFile.bytes(inOrderOf:)`).
    private var unsaved: (file: BuildMemoryFile, files: [String])?

    /// A memory that starts empty, or from what the last build left in `folder`; `rebuilds`
    /// says whether more builds will follow in this process (`site serve`), which then also
    /// compare the texts they read with the last build's (`texts`).
    public init(persistedIn folder: URL? = nil, rebuilds: Bool = true) {
        self.folder = folder
        self.rebuilds = rebuilds
        texts = rebuilds ? TextDigests() : nil
        parts = PartCache(
            archive: folder?.appendingPathComponent("parts"), rebuilds: rebuilds, writesAsRead: BuildMemory.keepsReadings(in: folder)
        )
        presented.records = rebuilds
        needsLoading = folder != nil
    }

    /// Whether a build left its memory in `folder` (its pages' fingerprints, or readings): then
    /// each reading is kept as soon as it is read. A first build into an output (a fresh clone,
    /// a CI job, a deploy) is most often the only one, and writing every reading out cost it a
    /// third of a vault's build and a twelfth of a catalog's: `site build` then keeps none, and
    /// `site serve` writes what it remembers when it stops (`persist()`). From the second build
    /// on, a build after an edit parses only what the edit changed.
    private static func keepsReadings(in folder: URL?) -> Bool {
        guard let folder else { return false }
        return [BuildMemoryFile.name, "parts"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// True until what the last build left on disk is read: only a build that reads the content
    /// needs it (one that finds nothing changed does not).
    private var needsLoading: Bool

    /// Reads what the last build left on disk, the first time it is needed; call with `lock` held.
    private func loadIfNeeded() {
        guard needsLoading else { return }
        needsLoading = false
        guard let folder, let file = BuildMemoryFile.read(in: folder) else { return }
        build = file.build
        templates = file.templates
        fingerprints = file.fingerprints.mapValues { PageFingerprint(value: $0, isStable: true) }
        digests = file.digests
    }

    /// The fingerprints to trust for a build over the output of `build`, with `templates`, by path.
    func fingerprints(after build: String?, templates: Int) -> [String: PageFingerprint] {
        // View models hash their texts canonically: a page whose text changed normalization
        // would hash as before, yet its bytes differ. Stable fingerprints spell bytes exactly.
        let onlyStable = texts?.mayHaveChangedNormalization == true
        return lock.withLock {
            loadIfNeeded()
            guard let build, build == self.build, templates == self.templates else { return [:] }
            return onlyStable ? fingerprints.filter { $0.value.isStable } : fingerprints
        }
    }

    /// The SHA-256 digests (hex) of the files the offline worker stored, by path, for a build
    /// over the output of `build`.
    func digests(after build: String?) -> [String: String] {
        lock.withLock {
            loadIfNeeded()
            return build != nil && build == self.build ? digests : [:]
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

    /// What the last build's pages were presented from. Like the fingerprints it gives, it
    /// only tells a page's fingerprint: `fingerprints(after:templates:)` says whether the output
    /// still has the page rendered from it.
    var responses: ResponseMemo { lock.withLock { presented } }

    /// Remembers a build that succeeded, whose manifest, `bytes` in the output, is `manifest`;
    /// `stable` is the value of each of its pages' stable fingerprints, by path.
    func remember(
        manifest: BuildManifest, bytes: Data, templates: Int, pages: PageRendering.Outcome, stable: [String: Int], digests: [String: String]
    ) {
        lock.withLock {
            needsLoading = false
            self.manifest = (bytes, manifest)
            build = manifest.build
            self.templates = templates
            fingerprints = pages.fingerprints
            if rebuilds { presented = pages.presented }
            knownFingerprints = pages.knownFingerprints
            self.digests = digests
        }
        texts?.commit()
        let file = BuildMemoryFile(build: manifest.build, templates: templates, fingerprints: stable, digests: digests)
        lock.withLock { unsaved = (file, manifest.files) }
        if !rebuilds { persist() }
    }

    /// Keeps what the last build that succeeded left on disk, if this memory has a folder. A
    /// failure costs the next build its shortcut, never its output: the file is removed, or
    /// left naming an older build.
    public func persist() {
        guard let folder, let (file, files) = lock.withLock({ () -> (BuildMemoryFile, [String])? in defer { unsaved = nil }; return unsaved }) else { return }
        parts.commit()
        do {
            try file.write(in: folder, inOrderOf: files)
        } catch {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(BuildMemoryFile.name))
        }
    }

    /// What the last build read and derived, held as long as this memory when no build follows
    /// in this process (`site build`, which then ends without freeing it value by value: 20 ms
    /// for 200 decks of 50 cards). With rebuilds nothing is held: during the next build the
    /// process would hold two sites.
    private var lastSite: Any?

    /// Holds `values` (what a build read and derived) as long as this memory, unless builds follow.
    func hold(_ values: Any) {
        guard !rebuilds else { return }
        lock.withLock { lastSite = values }
    }

    /// Forgets everything (a build failed after it began to change the output).
    func forget() {
        lock.withLock {
            needsLoading = false
            build = nil
            fingerprints = [:]
            digests = [:]
            presented = ResponseMemo(records: rebuilds)
            unsaved = nil
        }
        if let folder { try? FileManager.default.removeItem(at: folder.appendingPathComponent(BuildMemoryFile.name)) }
    }
}
