import FileSafety
import Foundation

/// An incremental build's output: the previous output, changed only where bytes differ.
///
/// Each file the build makes is compared with the file already in the output. An identical one
/// is left alone (its modification time stays, so uploads stay small); a different or new one is
/// written into a pending folder beside the output (`.Public.pending-<pid>`). Nothing in the
/// output changes until `commit`, so a build that fails or is interrupted before it leaves the
/// previous output exactly as it was.
///
/// `commit` moves the pending files into place and removes the files the build no longer makes,
/// each move an atomic `rename(2)`, saving every replaced file in an undo folder first: if a move
/// fails (a full disk), every one already done is undone and the output is the previous one
/// again. The manifest is taken out first and put back last, so an output whose commit was cut
/// short (the process killed) has none, and the next build is a full one that replaces it whole.
final class OutputUpdate: BuildOutput, @unchecked Sendable {
    let output: OutputDirectory
    private let pending: URL
    private let undo: URL
    private let lock = NSLock()
    private var changed: Set<String> = []
    /// The output folder, open from `begin` to `abandon`: a page kept is looked up from it,
    /// not from the root (an 11,000-page rebuild looks up every page).
    private var folder: Int32 = -1

    init(_ output: OutputDirectory) {
        self.output = output
        pending = output.leftover("pending")
        undo = output.leftover("undo")
    }

    /// Starts the build (with the lock held): cleans up after builds that died, then makes the
    /// pending folder.
    func begin() throws {
        try output.recoverLeftovers()
        if mkdir(pending.path, 0o755) != 0 { throw IOFailure(errno, "cannot create a folder in", pending.deletingLastPathComponent().path) }
        folder = open(output.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    // MARK: BuildOutput

    func createParentDirectories(for paths: [String]) throws {}

    func writePage(_ bytes: [UInt8], to path: String, folderMade: Bool) throws {
        try write(Data(bytes), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let live = try output.liveURL(for: path)
        if let old = try? FileBytes.read(live.path), old == data { return }
        let target = pending.appendingPathComponent(path)
        try makeFolders(target.deletingLastPathComponent(), shown: path)
        try FileWriter.write(data, to: target.path, shown: live.path)
        _ = lock.withLock { changed.insert(path) }
    }

    func keep(_ path: String) throws -> Bool {
        var status = stat()
        let live = try output.livePath(for: path)
        let found = folder >= 0 ? fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) : lstat(live, &status)
        return found == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    func isPrevious(_ path: String) -> Bool {
        lock.withLock { !changed.contains(path) }
    }

    func contents(of path: String) throws -> Data {
        try FileBytes.read(try current(path))
    }

    func size(of path: String) throws -> Int {
        try FileBytes.statSize(try current(path))
    }

    private func current(_ path: String) throws -> String {
        let isChanged = lock.withLock { changed.contains(path) }
        return isChanged ? pending.appendingPathComponent(path, isDirectory: false).path : try output.liveURL(for: path).path
    }

    // MARK: Commit

    private enum Step {
        /// `live` was moved to `saved` in the undo folder.
        case saved(live: String, saved: String)
        /// The folder `live` was made for a new file.
        case madeFolder(live: String)
        /// A new file was moved to `live`.
        case placed(live: String)
    }

    /// Applies the build: removes the files of `previous` that `files` lacks, moves the changed
    /// files into place, and writes `manifest`, the manifest's bytes (stamped with the build's `start`). Returns how
    /// many files it wrote or removed.
    func commit(files: [String], previous: BuildManifest, manifest: Data, start: Double) throws -> Int {
        var steps: [Step] = []
        do {
            if mkdir(undo.path, 0o755) != 0 { throw IOFailure(errno, "cannot create a folder in", undo.deletingLastPathComponent().path) }
            try save(BuildManifest.name, into: &steps)
            let kept = Set(files)
            let removed = previous.files.filter { !kept.contains($0) }
            for path in removed where FileManager.default.fileExists(atPath: output.url.appendingPathComponent(path).path) {
                try save(path, into: &steps)
                removeEmptyFolders(above: path)
            }
            FaultPoint.reach(.midCommit)
            let written = lock.withLock { changed }.sorted()
            for path in written {
                let live = output.url.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: live.path) { try save(path, into: &steps) }
                try makeLiveFolders(for: path, into: &steps)
                guard rename(pending.appendingPathComponent(path, isDirectory: false).path, live.path) == 0 else { throw IOFailure(errno, "cannot write", live.path) }
                steps.append(.placed(live: live.path))
            }
            let manifestFile = pending.appendingPathComponent(BuildManifest.name)
            try FileWriter.write(manifest, to: manifestFile.path, shown: output.url.appendingPathComponent(BuildManifest.name).path)
            try BuildManifest.stamp(manifestFile.path, start: start)
            guard rename(manifestFile.path, output.url.appendingPathComponent(BuildManifest.name).path) == 0 else {
                throw IOFailure(errno, "cannot write", output.url.appendingPathComponent(BuildManifest.name).path)
            }
            try? FileManager.default.removeItem(at: undo)
            abandon()
            return written.count + removed.count
        } catch {
            // New files out, then the folders made for them, then every saved file back.
            for case .placed(let live) in steps.reversed() { unlink(live) }
            for case .madeFolder(let live) in steps.reversed() { rmdir(live) }
            var restored = true
            for case .saved(let live, let saved) in steps.reversed() {
                try? makeFolders(URL(fileURLWithPath: live).deletingLastPathComponent(), shown: live)
                restored = rename(saved, live) == 0 && restored
            }
            if !restored {
                // The output is not the previous build's: without a manifest, the next build is a full one.
                unlink(output.url.appendingPathComponent(BuildManifest.name).path)
            }
            try? FileManager.default.removeItem(at: undo)
            abandon()
            throw error
        }
    }

    /// Puts back the previous site after a commit that was cut short (the process killed), from
    /// its undo folder: the previous manifest (saved first) says which files the previous site
    /// had; every saved file goes back, and every other file of the output that the previous
    /// site did not have (a new file already placed) goes. Best effort: whatever cannot be put
    /// back leaves the output without a manifest, so the next build replaces it whole.
    static func rollBack(_ undo: URL, into output: OutputDirectory) {
        let savedManifest = undo.appendingPathComponent(BuildManifest.name)
        guard let data = FileManager.default.contents(atPath: savedManifest.path),
              let previous = try? JSONDecoder().decode(BuildManifest.self, from: data),
              previous.files.allSatisfy(OutputDirectory.isOwnedFile) else { return }
        let root = output.url.path
        for saved in files(below: undo) where saved != BuildManifest.name {
            let live = root + "/" + saved
            try? FileManager.default.createDirectory(atPath: (live as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard rename(undo.path + "/" + saved, live) == 0 else { return }
        }
        let owned = Set(previous.files)
        for file in files(below: output.url) where OutputDirectory.isOwnedFile(file) && !owned.contains(file) {
            unlink(root + "/" + file)
            var folder = (file as NSString).deletingLastPathComponent
            while !folder.isEmpty, rmdir(root + "/" + folder) == 0 { folder = (folder as NSString).deletingLastPathComponent }
        }
        rename(savedManifest.path, root + "/" + BuildManifest.name)
    }

    /// Every regular file below `folder`, relative to it.
    private static func files(below folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = walk.nextObject() as? String {
            if (walk.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(path) }
        }
        return files
    }

    /// Drops the pending folder after a failed or interrupted build (or a commit).
    func abandon() {
        try? FileManager.default.removeItem(at: pending)
        if folder >= 0 { close(folder) }
        folder = -1
    }

    /// Moves the output's file at `path` into the undo folder.
    private func save(_ path: String, into steps: inout [Step]) throws {
        let live = output.url.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: live.path) else { return }
        let saved = undo.appendingPathComponent(path)
        try makeFolders(saved.deletingLastPathComponent(), shown: saved.path)
        guard rename(live.path, saved.path) == 0 else { throw IOFailure(errno, "cannot replace", live.path) }
        steps.append(.saved(live: live.path, saved: saved.path))
    }

    /// Makes the missing folders above the output's file at `path`, recording each.
    private func makeLiveFolders(for path: String, into steps: inout [Step]) throws {
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty ? "" : "/") + part
            let live = output.url.appendingPathComponent(folder).path
            if mkdir(live, 0o755) == 0 {
                steps.append(.madeFolder(live: live))
            } else if errno != EEXIST {
                throw IOFailure(errno, "cannot create the folder", live)
            }
        }
    }

    /// Removes the folders holding `path` that are now empty, up to the output's root.
    private func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, rmdir(output.url.appendingPathComponent(folder).path) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func makeFolders(_ folder: URL, shown: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw IOFailure.describing(error, "cannot create the folder", shown)
        }
    }
}
