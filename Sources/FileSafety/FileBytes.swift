import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with plain `open`/`fstat`/`read` (Foundation's `Data(contentsOf:)` costs
/// several times more for the small files a build compares by the thousand).
public enum FileBytes {
    /// The bytes of the file at `path`; throws an `IOFailure` naming it.
    public static func read(_ path: String) throws(IOFailure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot read", path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw IOFailure(errno, "cannot read", path) }
        var data = Data(count: Int(status.st_size))
        var offset = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }
                offset += count
            }
            return nil
        }
        if let failure { throw IOFailure(failure, "cannot read", path) }
        return offset == data.count ? data : data.prefix(offset)
    }

    /// The bytes of the file at `path` as an array (what the part archive parses: no copy out
    /// of a `Data`).
    public static func array(_ path: String) throws(IOFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot read", path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw IOFailure(errno, "cannot read", path) }
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure { throw IOFailure(failure, "cannot read", path) }
        return bytes
    }
}
