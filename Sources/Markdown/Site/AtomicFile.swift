import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same directory,
/// are flushed to disk, and the temporary file is renamed over the target.
///
/// `rename(2)` within one file system is atomic, so a reader (or a crash, or Ctrl-C) sees either
/// the old file or the new one, never a truncated mix. The file keeps its permissions.
/// Shared by the contact editor and `site export anki`.
public enum AtomicFile {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ bytes: [UInt8], to url: URL) throws(Failure) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0o644
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode_t(0o600))
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(directory.path)") }
        var written = 0
        var failed: Failure?
        while written < bytes.count, failed == nil {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno != EINTR { failed = failure("cannot write \(temporary.path)") }
            if result > 0 { written += result }
        }
        if failed == nil, fchmod(descriptor, mode_t(permissions)) != 0 { failed = failure("cannot set permissions of \(temporary.path)") }
        if failed == nil, fsync(descriptor) != 0 { failed = failure("cannot flush \(temporary.path)") }
        if close(descriptor) != 0, failed == nil { failed = failure("cannot close \(temporary.path)") }
        if failed == nil, rename(temporary.path, url.path) != 0 { failed = failure("cannot replace \(url.path)") }
        if let failed {
            unlink(temporary.path)
            throw failed
        }
    }

    /// `write(2)`, named apart from this type's `write`.
    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func failure(_ message: String) -> Failure {
        Failure(description: "\(message): \(String(cString: strerror(errno)))")
    }
}
