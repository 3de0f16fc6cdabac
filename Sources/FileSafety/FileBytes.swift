import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with plain `open`/`fstat`/`read` (Foundation's `Data(contentsOf:)` does
/// more work for each of the small files a build compares by the thousand).
/// Only a regular file of at most `maximumSize` bytes is read: a FIFO or a device put where a
/// build expects its manifest is an error, not a hang (opened without blocking), and a
/// huge file is an error, not an allocation that fails.
public enum FileBytes {
    public static let maximumSize = 1 << 30

    /// The open file at `path`, checked: a regular file of at most `maximumSize` bytes.
    private static func open(_ path: String) throws(IOFailure) -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot read", path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = IOFailure(errno, "cannot read", path)
            close(descriptor)
            throw failure
        }
        guard status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maximumSize else {
            close(descriptor)
            throw IOFailure(message: "cannot read '\(Printable.escaped(path))': not a regular file of at most 1 GiB")
        }
        return (descriptor, Int(status.st_size))
    }

    /// The bytes of the file at `path`; throws an `IOFailure` naming it.
    public static func read(_ path: String) throws(IOFailure) -> Data {
        let (descriptor, size) = try open(path)
        defer { close(descriptor) }
        var data = Data(count: size)
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

    /// The size of whatever is at `path`, by one `stat` (any size: a film of 2 GiB among the
    /// media, which `read` would refuse, still has one).
    public static func statSize(_ path: String) throws(IOFailure) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { throw IOFailure(errno, "cannot read", path) }
        return Int(status.st_size)
    }
}
