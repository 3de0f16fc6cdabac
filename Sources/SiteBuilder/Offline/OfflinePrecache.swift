import Domain
import Crypto
import Foundation
import HTMLView

/// What the service worker stores for offline use: every file of the build with its SHA-256, and
/// the build's version.
/// The version is a SHA-256 over every (path, content hash) pair in path order, so two builds
/// with the same files have the same version (builds stay byte-identical) and a change to any
/// byte of any file, or a file added, removed or renamed, gives a new one.
struct OfflinePrecache: Equatable {
    let files: [ServiceWorkerScript.File]
    let version: String

    /// The precache for files (sorted by path) with their SHA-256 digests in hex.
    init(digests: [(path: String, sha256: String)]) {
        files = digests.map { ServiceWorkerScript.File(path: URLPath.encoded($0.path), sha256: $0.sha256) }
        var version = SHA256()
        for file in files {
            // A NUL cannot occur in a path, so the pairs cannot run into each other.
            version.update(data: Array(file.sha256.utf8) + Array(file.path.utf8) + [0])
        }
        self.version = String(ContentHash.hex(version.finalize()).prefix(32))
    }
}
