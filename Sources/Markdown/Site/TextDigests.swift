import Foundation

/// Two digests of every content file a build read as text, by path: of its exact bytes, and of
/// its canonical form (Swift's `String` hashing, which treats NFC and NFD spellings alike).
///
/// `site serve` skips rendering a page whose view model hashes as before, and `String` hashes
/// canonically: an edit that only changes a file's Unicode normalization (what some editors do on
/// save) would leave its pages as they were, unlike a clean build. A build that sees such a
/// change since the last build that succeeded (`normalizationOnlyChange`) renders every page
/// instead.
public final class TextDigests: @unchecked Sendable {
    private struct Digests: Equatable {
        let exact: Int
        let canonical: Int
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
        var bytes = Hasher()
        var copy = text
        copy.withUTF8 { bytes.combine(bytes: UnsafeRawBufferPointer($0)) }
        let digests = Digests(exact: bytes.finalize(), canonical: text.hashValue)
        lock.withLock { current[path] = digests }
    }

    /// Whether a file this build read differs from what the last build that succeeded read only
    /// in its bytes, not as Unicode text.
    public var normalizationOnlyChange: Bool {
        lock.withLock {
            current.contains { path, now in
                guard let before = succeeded[path] else { return false }
                return before.exact != now.exact && before.canonical == now.canonical
            }
        }
    }
}
