import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A digest of what every entry under the content folder is (its path, kind, size, inode and
/// change times), without reading a byte of it: two equal fingerprints mean nothing in the
/// content was added, removed, renamed or written in between.
/// Computed in one walk, cheap enough to repeat; the watcher of `site serve`
/// polls with it where inotify is not available, and a build compares it with the previous
/// build's to know that nothing changed.
public struct ContentFingerprint: Equatable, Sendable, CustomStringConvertible {
    public let description: String
    /// When the most recently modified entry was modified, in seconds since 1970. (An edit after
    /// the fingerprint gives its file a newer modification time, unless it falls in the same
    /// clock tick as the one before: a build trusts a fingerprint only when this is older.)
    public let newestChange: Double
    /// A digest of which entries there are and what kind each is (paths and file types; a link's
    /// own identity too, as what it points to may change): equal layouts mean no file was added,
    /// removed, renamed or changed kind, so every link in the content resolves as before
    /// (`PartCache`).
    public let layout: String

    public init(of folder: URL) {
        var hash = SHA256()
        var layoutHash = SHA256()
        var pending = [folder.path]
        var isRoot = true
        var newest = 0.0
        while let path = pending.popLast() {
            var status = stat()
            // The folder itself may be a link (`Content` → elsewhere); links inside it are not followed.
            let found = isRoot ? stat(path, &status) : lstat(path, &status)
            isRoot = false
            var record = path
            if found == 0 {
                record += "\0\(status.st_mode)\0\(status.st_size)\0\(status.st_ino)"
                    + "\0\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\0\(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
                newest = max(newest, Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
            }
            hash.update(data: Data((record + "\n").utf8))
            let isLink = found == 0 && status.st_mode & S_IFMT == S_IFLNK
            layoutHash.update(data: Data((found == 0 && !isLink ? path + "\0\(status.st_mode & S_IFMT)\n" : record + "\n").utf8))
            guard found == 0, status.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) else { continue }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            pending += names.sorted(by: >).map { path + "/" + $0 }
        }
        description = ContentHash.hex(hash.finalize())
        newestChange = newest
        layout = ContentHash.hex(layoutHash.finalize())
    }

    public static func == (lhs: ContentFingerprint, rhs: ContentFingerprint) -> Bool {
        lhs.description == rhs.description
    }
}
