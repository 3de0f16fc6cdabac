import Domain
import Foundation
import Scenes

/// Which files the service worker downloads at install: what an offline visitor needs most,
/// within a budget, so a site of 100,000 pages does not ask every visitor for all of them.
///
/// Files go in tiers, most needed first: the app itself (assets, manifest, home, 404), then the
/// decks with every media file (studying is what the site is for offline), then each address
/// book and each catalog's first page, then contact pages and vCards, then the other catalog
/// pages and their batches, then movie details and the pages of any kind without a tier of its
/// own. Whole tiers are taken while they fit; in the first tier that does not, files are taken
/// in path order while they fit. Files left out are stored by the worker when the visitor opens
/// them online, and then work offline too.
struct OfflinePlan {
    /// At most this many files are downloaded at install…
    static let maxFiles = 1_000
    /// …and at most this many bytes.
    static let maxBytes = 20_000_000
    /// Pages kept from online visits (beyond those downloaded at install): the most recently
    /// opened ones, so the browser's storage for the site stays bounded.
    static let maxVisited = 300

    /// A file of the build that the worker may store: its path below the output root and its tier.
    struct Candidate {
        let path: String
        let tier: Int
    }

    let maxFiles: Int
    let maxBytes: Int

    init(maxFiles: Int = OfflinePlan.maxFiles, maxBytes: Int = OfflinePlan.maxBytes) {
        self.maxFiles = maxFiles
        self.maxBytes = maxBytes
    }

    /// The files that may be downloaded by their count alone, before any is measured: every
    /// file of the tiers that, with the tiers before them, hold at most `maxFiles`, and of the
    /// first tier that does not fit, its first files in the order `precached` takes them, up to
    /// `maxFiles`. A build hashes these pages as it writes them, rather than reading them back
    /// for the worker's list after the last page (`OfflineSite`); one downloaded after all is
    /// read back, and one hashed but left out (by bytes) costs only its hashing.
    func withinCount(_ candidates: [Candidate]) -> Set<String> {
        var within: Set<String> = []
        for paths in Self.tiers(of: candidates) {
            let room = maxFiles - within.count
            guard room > 0 else { break }
            guard paths.count > room else {
                within.formUnion(paths)
                continue
            }
            within.formUnion(Self.first(room, of: paths))
            break
        }
        return within
    }

    /// The paths to download at install, in path order; `size` gives a file's size in bytes.
    func precached(_ candidates: [Candidate], size: (String) throws -> Int) rethrows -> [String] {
        var chosen: [String] = []
        var bytes = 0
        for paths in Self.tiers(of: candidates) {
            // A tier with more files than are left to take is cut by count: only the files
            // taken are measured (20,000 contact pages and vCards are not).
            if chosen.count + paths.count <= maxFiles {
                let sizes = try paths.map(size)
                let total = sizes.reduce(0, +)
                if bytes + total <= maxBytes {
                    chosen += paths
                    bytes += total
                    continue
                }
                // Cut by bytes, in path order, each file with its own size (by its place: two
                // names `String` holds equal, NFC and NFD, are two files).
                for index in Self.first(paths.count, of: paths.indices.map { (path: paths[$0], index: $0) }).map(\.index) {
                    guard bytes + sizes[index] <= maxBytes else { break }
                    chosen.append(paths[index])
                    bytes += sizes[index]
                }
                break
            }
            for path in Self.first(maxFiles - chosen.count, of: paths) {
                let fileSize = try size(path)
                guard bytes + fileSize <= maxBytes else { break }
                chosen.append(path)
                bytes += fileSize
            }
            break
        }
        return chosen.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The paths of `candidates`, tier by tier, most needed first.
    private static func tiers(of candidates: [Candidate]) -> [[String]] {
        var byTier: [Int: [String]] = [:]
        for candidate in candidates { byTier[candidate.tier, default: []].append(candidate.path) }
        return byTier.keys.sorted().map { byTier[$0] ?? [] }
    }

    /// The first `count` of `paths` in path order (`String`'s, and their order in `paths`
    /// between two that `String` holds equal: what a stable sort gives), in that order, without
    /// sorting them all: the tier cut is a catalog's 100,000 movie pages, of which a thousand are
    /// taken. The ones kept so far are a heap whose top is the last of them: each path is
    /// compared with it, and replaces it only if it comes before it, in log(`count`) steps.
    static func first(_ count: Int, of paths: [String]) -> [String] {
        first(count, of: paths.indices.map { (path: paths[$0], index: $0) }).map(\.path)
    }

    /// `first(_:of:)` of paths numbered by their place, which breaks ties.
    private static func first(_ count: Int, of paths: [(path: String, index: Int)]) -> [(path: String, index: Int)] {
        func before(_ a: (path: String, index: Int), _ b: (path: String, index: Int)) -> Bool {
            a.path < b.path || (!(b.path < a.path) && a.index < b.index)
        }
        guard count > 0 else { return [] }
        guard paths.count > count else { return paths.sorted(by: before) }
        var heap: [(path: String, index: Int)] = []   // a max-heap: each one comes after its children
        heap.reserveCapacity(count)
        for path in paths {
            if heap.count < count {
                heap.append(path)
                var child = heap.count - 1
                while child > 0, before(heap[(child - 1) / 2], heap[child]) {
                    heap.swapAt(child, (child - 1) / 2)
                    child = (child - 1) / 2
                }
            } else if before(path, heap[0]) {
                heap[0] = path
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var last = parent
                    if left < heap.count, before(heap[last], heap[left]) { last = left }
                    if right < heap.count, before(heap[last], heap[right]) { last = right }
                    if last == parent { break }
                    heap.swapAt(parent, last)
                    parent = last
                }
            }
        }
        return heap.sorted(by: before)
    }
}

extension SiteRoute {
    /// How much an offline visitor needs this page (see `OfflinePlan`); lower comes first.
    var offlineTier: Int {
        switch self {
        case .home, .notFound: 0
        case .deck: 1
        case .addressBook, .vCard(_, nil), .folder: 2
        case .movieList(_, page: 1): 2
        case .contact, .vCard: 3
        case .movieList, .movieBatch: 4
        // A movie, and a page of any kind of content without a tier of its own.
        default: 5
        }
    }
}

extension OfflinePlan.Candidate {
    /// Assets and the manifest belong to the app itself; media files go with the decks.
    static func asset(_ path: String) -> Self { .init(path: path, tier: 0) }
    static func media(_ path: String) -> Self { .init(path: path, tier: 1) }
    /// The page of `route`, written at `path` (`route.path(style)`), known already.
    static func page(_ route: SiteRoute, path: String) -> Self { .init(path: path, tier: route.offlineTier) }
}
