import Crypto

/// A SHA-256 digest of a value, the same in every process (unlike Swift's `Hasher`, seeded anew
/// in each): what a build keeps on disk to know, in the next process, that a page's inputs are
/// the ones it was rendered from (`DigestEncoder` says how a value is spelled for it).
public struct StableDigest: Hashable, Sendable, Encodable {
    private let first: UInt64, second: UInt64, third: UInt64, fourth: UInt64

    /// The digest of `bytes`.
    public init(bytes: some Sequence<UInt8>) {
        let hash = SHA256.hash(data: Array(bytes))
        (first, second, third, fourth) = hash.withUnsafeBytes { raw in
            (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
             raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        }
    }

    /// The digest of the given words, as `words` gave them (a digest read back from disk).
    public init(words: [UInt64]) {
        precondition(words.count == 4, "a digest is four words")
        (first, second, third, fourth) = (words[0], words[1], words[2], words[3])
    }

    /// The 256 bits, as four words.
    public var words: [UInt64] { [first, second, third, fourth] }

    /// Appends the four words, little-endian, without making an array of them.
    func appendWords(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: (first.littleEndian, second.littleEndian, third.littleEndian, fourth.littleEndian)) { bytes.append(contentsOf: $0) }
    }

    /// The digest of `value` as `DigestEncoder` spells it.
    public init(of value: some Encodable) {
        self.init(bytes: DigestEncoder.bytes(of: value))
    }

    /// The first 64 bits, as a page's fingerprint.
    public var fingerprint: Int { Int(truncatingIfNeeded: first) }
}
