import Foundation

/// The output directory, written safely.
///
/// A build writes into a staging directory beside the output and swaps it in only when every
/// page is written, so a failed build leaves the previous site exactly as it was. Hidden entries
/// of the previous output (`.git`, `.gitignore`, `.nojekyll`) are carried over.
public struct OutputDirectory: Sendable {
    /// Written into every output; its presence says a directory may be replaced by a build.
    static let markerName = ".site-output"
    static let markerText = "This directory is written by `site build` and replaced on every build.\n"

    public let url: URL
    let staging: URL

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
        let parent = output.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)")
    }

    private static func checkReplaceable(_ output: URL) throws(OutputDirectoryError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .notADirectory(output.path) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        let visible = entries.filter { !$0.hasPrefix(".") }
        if !visible.isEmpty && !entries.contains(markerName) { throw .notBuiltBySite(output.path) }
    }

    /// Starts a build: an empty staging directory with the marker in it.
    func beginStaging() throws {
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try write(Data(OutputDirectory.markerText.utf8), to: OutputDirectory.markerName)
    }

    /// Writes `data` at `path` below the staging directory; refuses paths that would leave it.
    func write(_ data: Data, to path: String) throws {
        let target = try stagedURL(for: path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileWriter.write(data, to: target.path)
    }

    /// Writes a rendered page's text (UTF-8) at `path`, making its folder if needed (its parent
    /// folder already exists: see `createParentDirectories(for:)`).
    func writePage(_ text: String, to path: String) throws {
        let target = try stagedURL(for: path).path
        if let slash = target.lastIndex(of: "/") { try FileWriter.makeFolder(String(target[..<slash])) }
        try FileWriter.write(text, to: target)
    }

    /// Creates, once each, the folders that hold the folders of files at `paths`: a page's own
    /// folder (`movies/popular/dune/`) is made by `writePage`, on the core rendering it.
    func createParentDirectories(for paths: [String]) throws {
        var created: Set<Substring> = []
        for path in paths {
            guard let slash = path.lastIndex(of: "/"), let parentSlash = path[..<slash].lastIndex(of: "/") else { continue }
            let parent = path[..<parentSlash]
            if created.insert(parent).inserted {
                try FileManager.default.createDirectory(at: try stagedURL(for: String(parent)), withIntermediateDirectories: true)
            }
        }
    }

    func stagedURL(for path: String) throws -> URL {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw OutputDirectoryError.pathEscapes(path)
        }
        return staging.appendingPathComponent(path)
    }

    /// Drops the staging directory after a failed build.
    func abandonStaging() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Swaps the staged site in place of the output.
    func commitStaging() throws {
        let files = FileManager.default
        guard files.fileExists(atPath: url.path) else {
            try files.moveItem(at: staging, to: url)
            return
        }
        let kept = try files.contentsOfDirectory(atPath: url.path).filter { $0.hasPrefix(".") && $0 != OutputDirectory.markerName }
        for name in kept {
            try files.moveItem(at: url.appendingPathComponent(name), to: staging.appendingPathComponent(name))
        }
        let previous = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).previous-\(ProcessInfo.processInfo.processIdentifier)")
        try? files.removeItem(at: previous)
        do {
            try files.moveItem(at: url, to: previous)
        } catch {
            for name in kept {
                try? files.moveItem(at: staging.appendingPathComponent(name), to: url.appendingPathComponent(name))
            }
            throw error
        }
        try files.moveItem(at: staging, to: url)
        try? files.removeItem(at: previous)
    }
}
