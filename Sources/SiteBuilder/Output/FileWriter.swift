import Foundation

/// Writes one file of the staging directory with plain `open`/`write`/`close`.
///
/// Foundation's `Data.write(to:)` syncs each file to disk, which for a site of 100,000 pages
/// cost more than rendering them (docs/PERFORMANCE.md). The staging directory is only swapped in
/// once every file is written, so a crash mid-build never leaves a half-written site behind.
enum FileWriter {
    static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write(buffer: $0, to: path) }
    }

    static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(buffer: UnsafeRawBufferPointer($0), to: path) }
    }

    /// Makes the folder at `path` unless it exists; its parent must exist.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw failure("cannot create the folder", path) }
    }

    private static func write(buffer: UnsafeRawBufferPointer, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("cannot write", path)
            }
            offset += written
        }
    }

    private static func failure(_ what: String, _ path: String) -> OutputDirectoryError {
        .io("\(what) \(path): \(String(cString: strerror(errno)))")
    }
}
