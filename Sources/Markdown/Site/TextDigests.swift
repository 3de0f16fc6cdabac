import Foundation

/// Three digests of every content file a build read as text, by path: of its exact bytes, of
/// its canonical form (Swift's `String` hashing, which treats NFC and NFD spellings alike), and
/// of its non-ASCII bytes in order.
///
/// `site serve` skips presenting a page whose response compares equal to the last build's, and
/// rendering one whose view model hashes as before, and `String` compares and hashes
/// canonically: an edit that changes a file's Unicode normalization (what some editors do on
/// save) would leave its pages as they were, unlike a clean build. A build that sees, since the
/// last build that succeeded, a file changed in its bytes alone, or changed in its non-ASCII
/// bytes (where a change of normalization along with other edits shows), trusts no remembered
/// response and no view model's hash (`mayHaveChangedNormalization`): every page is presented,
/// rendered and compared.
public final class TextDigests: @unchecked Sendable {
    private struct Digests: Equatable {
        let exact: Int
        let canonical: Int
        let nonASCII: Int
    }

    private let lock = NSLock()
    /// What the last build that succeeded read, and what this build reads.
    private var succeeded: [String: Digests] = [:]
    private var current: [String: Digests] = [:]

    public init() {}

    /// Starts a build.
    public func begin() {
        lock.withLock { current = [:] }
    }

    /// The build succeeded: the next compares with what it read.
    public func commit() {
        lock.withLock { succeeded = current }
    }

    func record(_ text: String, path: String) {
        var (bytes, nonASCII) = (Hasher(), Hasher())
        var copy = text
        copy.withUTF8 { utf8 in
            bytes.combine(bytes: UnsafeRawBufferPointer(utf8))
            for byte in utf8 where byte >= 0x80 { nonASCII.combine(byte) }
        }
        let digests = Digests(exact: bytes.finalize(), canonical: text.hashValue, nonASCII: nonASCII.finalize())
        lock.withLock { current[path] = digests }
    }

    /// Whether a file this build read differs from what the last build that succeeded read only
    /// in its bytes, not as Unicode text, or differs in its non-ASCII bytes.
    public var mayHaveChangedNormalization: Bool {
        lock.withLock {
            current.contains { path, now in
                guard let before = succeeded[path], before.exact != now.exact else { return false }
                return before.canonical == now.canonical || before.nonASCII != now.nonASCII
            }
        }
    }
}
