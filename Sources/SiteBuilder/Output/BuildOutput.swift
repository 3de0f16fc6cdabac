import Foundation

/// Where a build puts its files: a full build (`OutputDirectory`) writes every file into a fresh
/// staging folder swapped in atomically; an incremental one (`OutputUpdate`) writes only files
/// whose bytes changed, beside the output, and moves them into place in one short commit, so
/// every other file keeps its bytes and modification time.
protocol BuildOutput: Sendable {
    /// Makes, once each, the folders that will hold the folders of files at `paths`.
    func createParentDirectories(for paths: [String]) throws
    /// Writes a rendered file's bytes (a page, a vCard, a list's batch script) at `path`. `folderMade`: this task has just written a file
    /// in the same folder, so the folder is there (a contact's page and its vCard share one).
    func writePage(_ bytes: [UInt8], to path: String, folderMade: Bool) throws
    /// Writes `data` at `path`.
    func write(_ data: Data, to path: String) throws
    /// Keeps the previous build's file at `path`, unchanged (an incremental build knows it is
    /// without rendering it: see `BuildMemory`). False when there is no such file to keep (it
    /// was removed by hand): the page must then be rendered.
    func keep(_ path: String) throws -> Bool
    /// True when the file at `path` is the previous build's, untouched by this build so far.
    func isPrevious(_ path: String) -> Bool
    /// The bytes the build has at `path` so far.
    func contents(of path: String) throws -> Data
    /// The size of what the build has at `path` so far.
    func size(of path: String) throws -> Int
}
