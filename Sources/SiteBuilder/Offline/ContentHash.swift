import Crypto
import Foundation

/// SHA-256 digests in hex, from swift-crypto: the offline worker's file hashes and the build's version.
enum ContentHash {
    /// The hex digest of `bytes`.
    static func hex(_ bytes: Data) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// The hex digest of a page's bytes, as it is written.
    static func hex(of page: [UInt8]) -> String {
        page.withUnsafeBytes { hex(SHA256.hash(data: $0)) }
    }

    /// The hex digest of everything `update` was given.
    static func hex(_ digest: SHA256.Digest) -> String {
        hex(bytes: digest)
    }

    /// `bytes` in lower-case hex, two digits a byte.
    static func hex(bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
