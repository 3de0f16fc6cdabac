import Foundation

/// Writes one file with plain `open`/`write`/`close`, not flushed to disk: the pages of the
/// staging directory.
/// Foundation's `Data.write(to:)` syncs each file to disk, which for a large site can
/// outweigh rendering its pages (docs/PERFORMANCE.md). The staging directory is only swapped in
/// once every file is written, so a crash mid-build never leaves a half-written site behind.
public enum FileWriter {
    /// Writes `data` to `path`; a failure names the file as `shown` (its place in the output,
    /// worked out only on a failure).
    public static func write(_ data: Data, to path: String, shown: @autoclosure () -> String) throws {
        try data.withUnsafeBytes { try write(buffer: $0, to: path, shown: shown) }
    }

    /// Writes `bytes` to `path` (a page, as it was rendered); a failure names the file as `shown`.
    public static func write(_ bytes: [UInt8], to path: String, shown: @autoclosure () -> String) throws {
        try bytes.withUnsafeBytes { try write(buffer: $0, to: path, shown: shown) }
    }

    /// Makes the folder at `path` unless it exists; its parent must exist.
    public static func makeFolder(_ path: String, shown: @autoclosure () -> String) throws(IOFailure) {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw IOFailure(errno, "cannot create the folder", shown()) }
    }

    private static func write(buffer: UnsafeRawBufferPointer, to path: String, shown: () -> String) throws(IOFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw IOFailure(errno, "cannot create", shown()) }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let failure = IOFailure(errno, "cannot write", shown())
                close(descriptor)
                throw failure
            }
            offset += written
        }
        // Delayed write errors (a full disk on some file systems) surface at close.
        if close(descriptor) != 0 { throw IOFailure(errno, "cannot write", shown()) }
    }
}
