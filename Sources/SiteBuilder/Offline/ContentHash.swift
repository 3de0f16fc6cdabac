import Crypto
import Foundation

/// SHA-256 digests in hex, from swift-crypto: the offline worker's file hashes and the build's version.
enum ContentHash {
    /// The hex digest of `bytes`.
    static func hex(_ bytes: Data) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// The hex digest of everything `update` was given.
    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
