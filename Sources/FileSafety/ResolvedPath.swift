import CFileSystem

/// What the kernel makes of a path with its symbolic links followed. Not `Equatable`: `String`
/// equality would call an NFC path and its NFD twin, two files on disk, equal; compare the
/// resolved path's bytes.
public enum ResolvedPath: Sendable {
    /// The path every link resolved, absolute.
    case resolved(String)
    /// The path cannot be opened; `errno` says why (`ENOENT`, `ENOTDIR`, `ELOOP`…).
    case failed
    /// This way is not available here (not Linux, or no /proc): use `realpath(3)`.
    case unavailable
}

/// `path` with every symbolic link resolved in one walk of the kernel: glibc's `realpath` calls
/// `readlink` on every component, each a walk of the whole path, which costs the cube of a
/// folder chain's depth to list it (hostile content can nest folders deep).
public func resolvedPath(_ path: String) -> ResolvedPath {
    resolved { cfs_resolve(path, $0, $1) }
}

/// The path of the file open at `descriptor`, every link resolved: what was opened, whatever
/// the path said when it was checked.
public func resolvedPath(ofDescriptor descriptor: Int32) -> ResolvedPath {
    resolved { cfs_descriptor_path(descriptor, $0, $1) }
}

private func resolved(_ resolve: (UnsafeMutablePointer<CChar>, UInt) -> Int) -> ResolvedPath {
    var buffer = [CChar](repeating: 0, count: 4097)
    let length = resolve(&buffer, UInt(buffer.count))
    switch length {
    case -1: return .failed
    case ..<0: return .unavailable
    default: return .resolved(String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
