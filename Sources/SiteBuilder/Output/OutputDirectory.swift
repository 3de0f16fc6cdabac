import CFileSystem
import FileSafety
import Foundation

/// The output directory, written safely.
///
/// A build writes into a staging directory beside the output (`.Public.staging-<pid>`) and swaps
/// it in only when every page is written, so a failed or interrupted build leaves the previous
/// site exactly as it was:
/// * the swap is one atomic `renameat2(RENAME_EXCHANGE)`: `Public/` always holds either the whole
///   old site or the whole new one, never neither, never a mix;
/// * what the site does not own (`isKept`: `.git`, `.well-known`, any hidden entry, `CNAME`,
///   `_headers`, `_redirects`) is carried from the old output into the new one after the swap;
/// * the build holds a lock (`DirectoryLock`) on the output's parent folder from before staging
///   until after the swap, so a second build waits;
/// * under that lock, leftovers of builds that died (SIGKILL, power loss) are cleaned up first,
///   and anything kept that only a leftover still holds is moved back into the output.
public struct OutputDirectory: BuildOutput {
    /// Written into every output; its presence says a directory may be replaced by a build.
    static let markerName = ".site-output"
    static let markerText = "This directory is written by `site build` and replaced on every build.\n"
    /// Top-level files a host reads that the site never writes; carried over like hidden entries.
    static let keptNames: Set<String> = ["CNAME", "_headers", "_redirects"]

    public let url: URL
    /// `url.path`, computed once: an incremental build looks up every page of the site in it.
    let path: String
    let staging: URL
    /// `staging`'s path: each page's path is joined to it as text (a `URL` parses what it is given).
    private let stagingPath: String
    private let parent: URL

    /// Checks `url` against `content` and the places a build must never replace.
    public init(_ url: URL, content: URL, home: URL = FileManager.default.homeDirectoryForCurrentUser) throws(OutputDirectoryError) {
        let output = url.standardizedFileURL.resolvingSymlinksInPath()
        let content = content.standardizedFileURL.resolvingSymlinksInPath()
        let home = home.standardizedFileURL.resolvingSymlinksInPath()
        let (outputPath, contentPath) = (output.path, content.path)
        if outputPath == "/" { throw .isRoot }
        if outputPath == home.path { throw .isHome(outputPath) }
        if outputPath == contentPath { throw .isContent(outputPath) }
        if contentPath.hasPrefix(outputPath + "/") { throw .containsContent(output: outputPath, content: contentPath) }
        if outputPath.hasPrefix(contentPath + "/") { throw .insideContent(output: outputPath, content: contentPath) }
        try OutputDirectory.checkReplaceable(output)
        self.url = output
        path = output.path
        parent = output.deletingLastPathComponent()
        staging = parent.appendingPathComponent("\(OutputDirectory.leftoverPrefix(of: output))staging-\(ProcessInfo.processInfo.processIdentifier)")
        stagingPath = staging.path
    }

    /// This process's folder of `kind` beside the output (`.Public.pending-<pid>`); a build that
    /// dies leaves it behind, and the next one removes it (`recoverLeftovers`).
    func leftover(_ kind: String) -> URL {
        parent.appendingPathComponent("\(OutputDirectory.leftoverPrefix(of: url))\(kind)-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Removes the memory folder that builds of earlier versions kept beside the output
    /// (`.Public.memory/`: a `pages` file and a `parts/` folder), unless it holds anything else.
    func removeEarlierMemory() {
        let memory = parent.appendingPathComponent("\(OutputDirectory.leftoverPrefix(of: url))memory")
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: memory.path), !entries.isEmpty,
              Set(entries).isSubset(of: ["pages", "parts"]) else { return }
        try? FileManager.default.removeItem(at: memory)
    }

    /// True for a top-level entry of an output that the site does not own and never deletes.
    static func isKept(_ name: String) -> Bool {
        (name.hasPrefix(".") && name != markerName && name != BuildManifest.name) || keptNames.contains(name)
    }

    /// True for a path a build may write and an incremental build may remove: below the output,
    /// in no kept entry, neither the marker nor the manifest.
    static func isOwnedFile(_ path: String) -> Bool {
        guard let firstSegmentEnd = safeRelativePath(path) else { return false }
        let first = String(Substring(path.utf8.prefix(firstSegmentEnd)))
        return !isKept(first) && first != markerName && first != BuildManifest.name
    }

    /// For a relative path whose every segment is a name (not empty, `.` or `..`), the byte
    /// length of its first segment; nil for any other path. One pass over the bytes: a manifest
    /// lists every file of the site, and an incremental build looks up every page.
    private static func safeRelativePath(_ path: String) -> Int? {
        var firstSegmentEnd: Int?
        var (length, dots, index) = (0, 0, 0)
        func segmentIsSafe() -> Bool { length > 0 && !(length == dots && dots <= 2) }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard segmentIsSafe() else { return nil }
                if firstSegmentEnd == nil { firstSegmentEnd = index }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            index += 1
        }
        return segmentIsSafe() ? firstSegmentEnd ?? index : nil
    }

    private static func checkReplaceable(_ output: URL) throws(OutputDirectoryError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .notADirectory(output.path) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if entries.contains(where: { !isKept($0) }) && !entries.contains(markerName) { throw .notBuiltBySite(output.path) }
    }

    /// `.Public.`: how the staging folders of builds of `output` begin.
    private static func leftoverPrefix(of output: URL) -> String {
        ".\(output.lastPathComponent)."
    }

    // MARK: The lock

    /// Takes the lock every build of this output holds while it writes (see `DirectoryLock`);
    /// `onWait` is called when another build holds it.
    public func lock(onWait: @Sendable () -> Void = {}) async throws -> DirectoryLock {
        try makeFolders(parent, shown: parent.path)
        return try await DirectoryLock.acquire(parent, onWait: onWait)
    }

    // MARK: Staging

    /// Starts a build (with the lock held): cleans up after builds that died, then makes an empty
    /// staging directory with the marker in it.
    func beginStaging() throws {
        try recoverLeftovers()
        if mkdir(staging.path, 0o755) != 0 { throw IOFailure(errno, "cannot create a folder in", parent.path) }
        try write(Data(OutputDirectory.markerText.utf8), to: OutputDirectory.markerName)
        FaultPoint.reach(.stagingBegun)
    }

    /// Writes `data` at `path` below the staging directory; refuses paths that would leave it.
    func write(_ data: Data, to path: String) throws {
        let target = try stagedURL(for: path)
        try makeFolders(target.deletingLastPathComponent(), shown: (shown(path) as NSString).deletingLastPathComponent)
        try FileWriter.write(data, to: target.path, shown: shown(path))
    }

    /// Writes a rendered file's bytes at `path`, making its folder unless `folderMade` (it already
    /// exists: see `createParentDirectories(for:)`): a `mkdir` of an existing folder still locks
    /// the parent folder that every other page's folder is being made in.
    func writePage(_ bytes: [UInt8], to path: String, folderMade: Bool) throws {
        let target = try stagedPath(for: path)
        if !folderMade, let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try FileWriter.makeFolder(String(target[..<slash]), shown: (self.shown(path) as NSString).deletingLastPathComponent)
        }
        try FileWriter.write(bytes, to: target, shown: self.shown(path))
    }

    /// Creates, once each, the folders that hold the folders of files at `paths`: a page's own
    /// folder (`movies/popular/dune/`) is made by `writePage`, on the core rendering it.
    func createParentDirectories(for paths: [String]) throws {
        var created: Set<Substring> = []
        // The parent of the path before: pages of one catalog or book come one after another,
        // and 100,000 movies in a row are not looked up 100,000 times.
        var previous: Substring?
        for path in paths {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")),
                  let parentSlash = path.utf8[..<slash].lastIndex(of: UInt8(ascii: "/")) else { continue }
            let parent = path[..<parentSlash]
            if parent == previous { continue }
            previous = parent
            if created.insert(parent).inserted {
                try makeFolders(try stagedURL(for: String(parent)), shown: shown(String(parent)))
            }
        }
    }

    /// How a failure names the file at `path`: where it would be in the output, not in staging.
    private func shown(_ path: String) -> String {
        url.path + "/" + path
    }

    private func makeFolders(_ folder: URL, shown: String) throws(IOFailure) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputDirectory.folderFailure(error, shown)
        }
    }

    /// Why a folder could not be made: a file in the way is named as such ("File exists" misleads).
    private static func folderFailure(_ error: any Error, _ path: String) -> IOFailure {
        var blocker = path
        while !blocker.isEmpty && blocker != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: blocker, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return IOFailure(ENOTDIR, "cannot create the folder", path) }
                break
            }
            blocker = (blocker as NSString).deletingLastPathComponent
        }
        return IOFailure.describing(error, "cannot create the folder", path)
    }

    /// The path of the staged file at `path`, joined as text; refuses paths that would leave it.
    func stagedPath(for path: String) throws -> String {
        try OutputDirectory.check(path)
        return stagingPath + "/" + path
    }

    func stagedURL(for path: String) throws -> URL {
        try OutputDirectory.check(path)
        return staging.appendingPathComponent(path, isDirectory: false)
    }

    /// Where `path` is in the output itself; refuses paths that would leave it.
    func liveURL(for path: String) throws -> URL {
        URL(fileURLWithPath: try livePath(for: path), isDirectory: false)
    }

    /// The path of the output's file at `path`, which must stay below the output.
    func livePath(for path: String) throws -> String {
        try OutputDirectory.check(path)
        return self.path + "/" + path
    }

    private static func check(_ path: String) throws {
        guard safeRelativePath(path) != nil else { throw OutputDirectoryError.pathEscapes(path) }
    }

    /// Drops the staging directory after a failed or interrupted build.
    func abandonStaging() {
        try? FileManager.default.removeItem(at: staging)
    }

    // MARK: The swap

    /// Swaps the staged site in place of the output, atomically, and carries over what is kept.
    func commitStaging() throws {
        FaultPoint.reach(.beforeSwap)
        if rename(staging.path, url.path) == 0 { return }   // there was no output, or an empty one
        guard errno == EEXIST || errno == ENOTEMPTY else { throw IOFailure(errno, "cannot move the new site to", url.path) }
        let old: URL
        if cfs_exchange(staging.path, url.path) == 0 {
            old = staging   // the staging name now holds the old output
        } else {
            // A file system without RENAME_EXCHANGE: two renames; a crash between them is
            // repaired by the next build (`recoverLeftovers`).
            guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else {
                throw IOFailure(errno, "cannot swap the new site into", url.path)
            }
            old = leftover("previous")
            guard rename(url.path, old.path) == 0 else { throw IOFailure(errno, "cannot move the old site out of", url.path) }
            guard rename(staging.path, url.path) == 0 else {
                let failure = IOFailure(errno, "cannot move the new site to", url.path)
                rename(old.path, url.path)
                throw failure
            }
        }
        FaultPoint.reach(.afterSwap)
        try carryKeptEntries(from: old)
        try? FileManager.default.removeItem(at: old)
    }

    /// Moves each kept entry of `old` that the output lacks into the output.
    private func carryKeptEntries(from old: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: old.path)) ?? []
        for name in names.sorted() where OutputDirectory.isKept(name) {
            let destination = url.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: destination.path) else { continue }
            guard rename(old.appendingPathComponent(name).path, destination.path) == 0 else {
                throw IOFailure(errno, "cannot carry over", destination.path)
            }
            FaultPoint.reach(.afterCarryingOne)
        }
    }

    /// Cleans up what builds that died left beside the output (with the lock held, every such
    /// folder is a leftover): an old output whose swap did not finish gives back what is kept, or
    /// becomes the output again if there is none; the undo folder of an incremental commit that
    /// was cut short puts the previous site back (`OutputUpdate.rollBack`); everything else is
    /// removed.
    func recoverLeftovers() throws {
        let prefix = OutputDirectory.leftoverPrefix(of: url)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names.sorted() where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), ["staging", "previous", "pending", "undo"].contains(rest[..<dash]),
                  rest[rest.index(after: dash)...].allSatisfy(\.isNumber) else { continue }
            let leftover = parent.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path), rest.hasPrefix("previous"),
               rename(leftover.path, url.path) == 0 { continue }
            if rest.hasPrefix("undo"), !FileManager.default.fileExists(atPath: url.appendingPathComponent(BuildManifest.name).path) {
                OutputUpdate.rollBack(leftover, into: self)   // a commit cut short: the previous site comes back
            }
            if FileManager.default.fileExists(atPath: url.path) { try carryKeptEntries(from: leftover) }
            do {
                try FileManager.default.removeItem(at: leftover)
            } catch {
                throw IOFailure.describing(error, "cannot remove the leftover of an earlier build", leftover.path)
            }
        }
        removeEarlierMemory()
    }
}
