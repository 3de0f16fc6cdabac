import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file beside the file,
/// are flushed to disk, and the temporary file is renamed over it.
///
/// `rename(2)` within one file system is atomic, so a reader (or a crash, or Ctrl-C) sees either
/// the old file or the new one, never a truncated mix. What is replaced is what the user meant:
/// * a symbolic link is followed, and its target is replaced (the link stays a link);
/// * the file keeps its permissions, and its owner and group where the process may set them;
/// * a file nobody may write (no write permission bit), or anything but a regular file, is
///   refused and left as it is.
/// Shared by the contact editor and `site export anki`.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to url: URL) throws(IOFailure) {
        let target = try resolved(url.path)
        var existing = stat()
        let exists = lstat(target, &existing) == 0
        if exists {
            guard existing.st_mode & S_IFMT == S_IFREG else {
                throw IOFailure(message: "refusing to replace '\(Printable.escaped(target))': it is not a regular file")
            }
            guard existing.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 else {
                throw IOFailure(message: "refusing to replace '\(Printable.escaped(target))': it is read-only (make it writable first)")
            }
        } else if errno != ENOENT {
            throw IOFailure(errno, "cannot read", target)
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot create a temporary file in", directory) }
        var failed: IOFailure?
        var written = 0
        while written < bytes.count, failed == nil {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno != EINTR { failed = IOFailure(errno, "cannot write", temporary) }
            if result > 0 { written += result }
        }
        let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        if failed == nil, fchmod(descriptor, mode) != 0 { failed = IOFailure(errno, "cannot set the permissions of", temporary) }
        if failed == nil, exists, existing.st_uid != geteuid() || existing.st_gid != getegid() {
            // Only root (or the owner, for the group) may do this; a file we may not give back
            // to its owner is not replaced.
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                failed = IOFailure(message: "refusing to replace '\(Printable.escaped(target))': it belongs to another user, "
                    + "and the new file could not be given back to them")
            }
        }
        if failed == nil, fsync(descriptor) != 0 { failed = IOFailure(errno, "cannot flush", temporary) }
        if close(descriptor) != 0, failed == nil { failed = IOFailure(errno, "cannot close", temporary) }
        if failed == nil, rename(temporary, target) != 0 { failed = IOFailure(errno, "cannot replace", target) }
        if let failed {
            unlink(temporary)
            throw failed
        }
    }

    /// The path with every symbolic link along it followed; a file that does not exist yet
    /// resolves through its folder.
    static func resolved(_ path: String) throws(IOFailure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw IOFailure(errno, "cannot read the link", current)
            }
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw IOFailure(ELOOP, "cannot follow", path)
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// `write(2)`, named apart from this type's `write`.
    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
