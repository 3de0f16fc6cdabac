import Domain
import FileSafety
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The content directory on disk, read so that nothing outside it is ever read.
///
/// * A symbolic link is followed only while it stays inside the content directory; one that
///   leads out of it, loops, or dangles is refused with a one-line reason.
/// * Only regular files are read: a folder named `*.md`, a named pipe (which would block the
///   read forever), a socket or a device is refused, never opened for reading.
/// * File names that are not valid UTF-8 are reported, not mangled.
/// * A text file larger than `maximumTextBytes` is refused before it is read.
struct FileSystemContentTree: ContentTree {
    let root: URL
    /// `root.path`, made once: every file looked up or read starts from it, and `URL.path`
    /// works it out again at every call.
    private let rootPath: String
    /// The content directory with every symbolic link resolved: what "inside" is measured against.
    private let realRoot: String

    /// The largest Markdown file read: 256 MiB. A catalog of 100,000 movies with three-paragraph
    /// overviews is 116 MB in one file (the benchmark's movies-100k), and reading it peaks at
    /// about 1.6 GB; a larger file is refused before a byte of it is read.
    static let maximumTextBytes = 256 << 20

    /// Every file by name, made on the first `files(named:)` (only Obsidian notes ask).
    private let nameIndex = NameIndex()

    /// The real path of each folder a file was looked up in (nil: it has none), by its path.
    private let realFolders = LockedCache<String, String?>()

    /// The notes cards embed, each read once (`embeddableNote`).
    let embeddedNotes = EmbeddedNotes()

    /// Where every text read is recorded (`site serve`), if anywhere.
    let textDigests: TextDigests?

    init(root: URL, textDigests: TextDigests? = nil) {
        self.root = root
        self.textDigests = textDigests
        rootPath = root.path
        realRoot = FileSystemContentTree.realPath(rootPath) ?? root.standardizedFileURL.path
    }

    func files(named name: String) -> [String] {
        nameIndex.paths(named: name) { allFiles() }
    }

    func files(namedIgnoringCase name: String) -> [String] {
        nameIndex.paths(namedIgnoringCase: name) { allFiles() }
    }

    /// Every readable file of the content directory, by path, hidden entries (`.obsidian`, `.git`)
    /// and their contents left out; a folder reached twice through links is listed once.
    private func allFiles() -> [String] {
        var files: [String] = []
        var folders = [""]
        var visited: Set<[UInt8]> = []
        while let folder = folders.popLast() {
            let full = folder.isEmpty ? rootPath : rootPath + "/" + folder
            guard visited.insert(FileSystemContentTree.identity(ofFolder: full)).inserted,
                  let listing = try? FileSystemContentTree.names(in: full) else { continue }
            for bytes in listing where bytes.first != UInt8(ascii: ".") {
                guard let name = String(validating: bytes, as: UTF8.self) else { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                switch entry(path) {
                case .file: files.append(path)
                case .folder: folders.append(path)
                case .missing, .refused: continue
                }
            }
        }
        return files
    }

    func entry(_ path: String) -> ContentEntry {
        let full = rootPath + "/" + path
        // Nothing there (not even a link to nothing): one `lstat`, not `realpath`'s one for every
        // folder of the path. A vault's embeds look for their note in each folder above the card's.
        var link = stat()
        let linked = lstat(full, &link)
        if linked != 0, errno == ENOENT || errno == ENOTDIR { return .missing }
        // A regular file (not a link) is where its folder really is: that folder's real path is
        // worked out once a build, not once a file (the walk of a vault's notes asks every file).
        if linked == 0, link.st_mode & S_IFMT == S_IFREG, let slash = full.utf8.lastIndex(of: UInt8(ascii: "/")),
           let folder = realFolders.value(for: String(full[..<slash]), making: FileSystemContentTree.realPath) {
            let real = folder + full[slash...]
            return isInside(real) ? .file : .refused(reason: outsideReason(real))
        }
        guard let real = FileSystemContentTree.realPath(full) else {
            let code = errno
            var info = stat()
            if (code == ENOENT || code == ENOTDIR), lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                return .refused(reason: "is a symbolic link to a file that does not exist")
            }
            switch code {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .refused(reason: "is a symbolic link that leads back to itself (a loop)")
            default: return .refused(reason: "cannot be read: \(String(cString: strerror(code)))")
            }
        }
        guard isInside(real) else { return .refused(reason: outsideReason(real)) }
        var info = stat()
        guard stat(real, &info) == 0 else { return .refused(reason: "cannot be read: \(String(cString: strerror(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFIFO: return .refused(reason: "is a named pipe (FIFO), not a file")
        case S_IFSOCK: return .refused(reason: "is a socket, not a file")
        default: return .refused(reason: "is a device, not a file")
        }
    }

    private func isInside(_ real: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot + "/")
    }

    private func outsideReason(_ real: String) -> String {
        "is a symbolic link to \(Printable.escaped(real)), outside the content directory"
    }

    /// The entries inside `directory` (and, when `recursive`, its sub-folders) whose names end in
    /// one of `extensions`, hidden ones excepted, sorted by path, and a diagnostic for each one
    /// that cannot be read as a Markdown file. A sub-folder reached twice (through a symbolic
    /// link) is read once. `directory` may be the content root (""); paths in `skipping` (files or
    /// folders) are left out.
    func markdownFiles(
        in directory: String, extensions: [String] = [".md"], recursive: Bool = false, skipping: Set<String> = [],
        display: (String) -> String
    ) -> (paths: [String], diagnostics: [Diagnostic]) {
        var paths: [String] = [], diagnostics: [Diagnostic] = []
        var folders = [directory]
        var visited: Set<[UInt8]> = []
        while let folder = folders.popLast() {
            switch entry(folder) {
            case .missing, .file: continue
            case .refused(let reason):
                diagnostics.append(refusal(display(folder), reason))
                continue
            case .folder: break
            }
            guard visited.insert(FileSystemContentTree.identity(ofFolder: rootPath + "/" + folder)).inserted else { continue }
            let listing: [[UInt8]]
            do {
                listing = try FileSystemContentTree.names(in: rootPath + "/" + folder)
            } catch {
                diagnostics.append(refusal(display(folder), "cannot be listed: \(String(cString: strerror(error.code)))"))
                continue
            }
            for bytes in listing where bytes.first != UInt8(ascii: ".") {
                let isMarkdown = extensions.contains { bytes.count > $0.utf8.count && bytes.suffix($0.utf8.count).elementsEqual($0.utf8) }
                guard isMarkdown || recursive else { continue }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    let shown = display(folder.isEmpty ? String(decoding: bytes, as: UTF8.self) : folder + "/" + String(decoding: bytes, as: UTF8.self))
                    // One that is not Markdown is perhaps a folder of notes: say that it is left out.
                    let problem = "has a name that is not valid UTF-8"
                    diagnostics.append(isMarkdown ? refusal(shown, problem + "; rename it") : skipped(shown, problem))
                    continue
                }
                let path = folder.isEmpty ? name : "\(folder)/\(name)"
                guard !skipping.contains(path) else { continue }
                switch entry(path) {
                case .file where isMarkdown: paths.append(path)
                case .folder where recursive && !isMarkdown: folders.append(path)
                case .folder where isMarkdown: diagnostics.append(refusal(display(path), "is a folder, not a Markdown file; rename it"))
                case .refused(let reason) where isMarkdown: diagnostics.append(refusal(display(path), reason))
                case .refused(let reason): diagnostics.append(skipped(display(path), reason))   // a link to a folder of notes, perhaps
                default: continue
                }
            }
        }
        return (paths.sorted(), diagnostics)
    }

    /// The bytes of the regular file at `path`, or why it may not be read.
    func bytes(of path: String, limit: Int = FileSystemContentTree.maximumTextBytes) throws(ContentRefusal) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        var failure: ContentRefusal?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, filled in
            do throws(ContentRefusal) { filled = try FileSystemContentTree.fill(buffer, from: descriptor) } catch { failure = error }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The regular file at `path` read straight into a string when its bytes are valid UTF-8
    /// (checked in place: no copy of a 12 MB catalog is made to check it; a large file is read
    /// and checked on every core, `PiecewiseRead`, and checked once more by `String` on this
    /// one), or its bytes when they are not, for `ContentFile` to locate the first bad one.
    func utf8Text(of path: String) throws(ContentRefusal) -> UTF8File {
        let (descriptor, size) = try openRegularFile(path, limit: FileSystemContentTree.maximumTextBytes)
        defer { close(descriptor) }
        var failure: ContentRefusal?
        var invalid: [UInt8]?
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            do throws(ContentRefusal) {
                let inPieces = size >= PiecewiseRead.minimumBytes
                let filled = inPieces && PiecewiseRead.fill(buffer, from: descriptor) ? buffer.count : try FileSystemContentTree.fill(buffer, from: descriptor)
                let bytes = UnsafeBufferPointer(rebasing: buffer[..<filled])
                guard inPieces ? PiecewiseRead.isValidUTF8(bytes) : (try? UTF8Span(validating: bytes.span)) != nil else {
                    invalid = Array(bytes)
                    return 0
                }
                return filled
            } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        return invalid.map { .invalid($0) } ?? .text(text)
    }

    /// A file read as text: its text, or the bytes of one that is not valid UTF-8.
    enum UTF8File {
        case text(String)
        case invalid([UInt8])
    }

    /// The open regular file at `path` and its size, if it is one of at most `limit` bytes.
    private func openRegularFile(_ path: String, limit: Int) throws(ContentRefusal) -> (descriptor: Int32, size: Int) {
        switch entry(path) {
        case .file: break
        case .missing: throw ContentRefusal("does not exist")
        case .folder: throw ContentRefusal("is a folder, not a file")
        case .refused(let reason): throw ContentRefusal(reason)
        }
        // O_NONBLOCK: should the file be swapped for a named pipe now, opening it does not hang.
        let descriptor = open(rootPath + "/" + path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ContentRefusal("cannot be read: \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw ContentRefusal("is not a regular file")
        }
        // The file opened is judged, not only the path checked before: a folder swapped for a
        // link out of the content directory since (a sync tool mid-build) is refused, not read.
        if case .resolved(let opened) = resolvedPath(ofDescriptor: descriptor), !isInside(opened) {
            close(descriptor)
            throw ContentRefusal(outsideReason(opened))
        }
        guard Int(info.st_size) <= limit else {
            close(descriptor)
            throw ContentRefusal("is too large (\(Int(info.st_size) >> 20) MB); a content file may be at most \(limit >> 20) MB: split it")
        }
        return (descriptor, Int(info.st_size))
    }

    /// Reads `descriptor` into `buffer` until it is full or the file ends (it shrank while being
    /// read); returns how many bytes were read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32) throws(ContentRefusal) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ContentRefusal("cannot be read: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    private func refusal(_ file: String, _ reason: String) -> Diagnostic {
        .error(at: SourceLocation(file: file, line: 1, column: 1), "\(Self.name(of: file)) \(reason)")
    }

    /// An entry beside the notes that is not read (a folder of notes, perhaps), said out loud.
    private func skipped(_ file: String, _ reason: String) -> Diagnostic {
        .warning(at: SourceLocation(file: file, line: 1, column: 1), "\(Self.name(of: file)) \(reason); it is not read")
    }

    private static func name(of file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    /// The raw names in a folder (`readdir`), as bytes: Foundation would decode them lossily.
    private static func names(in folder: String) throws(PosixCode) -> [[UInt8]] {
        guard let stream = opendir(folder) else { throw PosixCode(code: errno) }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let record = readdir(stream) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    private struct PosixCode: Error { let code: Int32 }

    /// What tells a folder reached twice (through a link) from another: its real path, as bytes.
    /// `String` equality would take a folder named in NFD for its NFC twin, a different folder
    /// on disk, and skip it.
    private static func identity(ofFolder path: String) -> [UInt8] {
        Array((realPath(path) ?? path).utf8)
    }

    /// `path` with every symbolic link resolved (`resolvedPath`, in one walk of the kernel; else
    /// `realpath(3)`), or nil with `errno` set (`ENOENT`, `ELOOP`…).
    private static func realPath(_ path: String) -> String? {
        switch resolvedPath(path) {
        case .resolved(let real): return real
        case .failed: return nil
        case .unavailable: break
        }
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why a content file was not read: completes "<file> …".
struct ContentRefusal: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The notes cards embed, each read and prepared the first time a card asks for it (two
/// cards asking at once may both read it; one keeps it), with their texts (`ContentTree.embeddedText`).
final class EmbeddedNotes: @unchecked Sendable {
    private let lock = NSLock()
    /// By the path's bytes, as are `texts`: two files whose names differ only in normalization
    /// are two notes.
    private var notes: [[UInt8]: EmbeddableNote?] = [:]
    private var texts: [[UInt8]: String?] = [:]

    /// The note at `path`, and its text, as `reading` gives them the first time.
    func note(at path: String, reading: () -> (EmbeddableNote?, String?)) -> EmbeddableNote? {
        let key = Array(path.utf8)
        if let known = lock.withLock({ notes[key] }) { return known }
        let (note, text) = reading()
        lock.withLock {
            notes[key] = .some(note)
            texts[key] = .some(text)
        }
        return note
    }

    /// The text of the note at `path`: the text read for its note if a card asked for it, else
    /// the text `reading` gives (nil: it cannot be read), read once.
    func text(at path: String, reading: () -> String?) -> String? {
        let key = Array(path.utf8)
        if let known = lock.withLock({ texts[key] }) { return known }
        let text = reading()
        lock.withLock { texts[key] = .some(text) }
        return text
    }
}

/// The content directory's files by name, listed once, the first time a reader asks.
private final class NameIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [String: [String]]?
    private var byLowercasedName: [String: [String]]?

    func paths(named name: String, listing: () -> [String]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if byName == nil {
            byName = Dictionary(grouping: listing()) { String($0.split(separator: "/").last ?? "") }.mapValues(ContentPath.nearestFirst)
        }
        return byName?[name] ?? []
    }

    func paths(namedIgnoringCase name: String, listing: () -> [String]) -> [String] {
        _ = paths(named: name, listing: listing)
        lock.lock()
        defer { lock.unlock() }
        if byLowercasedName == nil, let byName {
            byLowercasedName = Dictionary(grouping: byName.values.joined()) { String($0.split(separator: "/").last ?? "").lowercased() }
                .mapValues(ContentPath.nearestFirst)
        }
        return byLowercasedName?[name.lowercased()] ?? []
    }
}
