import Foundation

/// Values made once a process, by key, shared by every core: the compiled globs of a vault's
/// settings.
/// Behind an `NSLock`, which ThreadSanitizer understands (it reported `Mutex`, a futex it does
/// not see, as a race).
public final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    public init() {}

    /// The value for `key`, made by `make` the first time it is asked for (under the lock, so
    /// it is made once).
    public func value(for key: Key, making make: (Key) -> Value) -> Value {
        lock.withLock {
            if let known = values[key] { return known }
            let value = make(key)
            values[key] = value
            return value
        }
    }
}
