import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files of the output folder a request may reach, found the way a static host finds them:
/// a folder by its `index.html` (never a listing), a folder named without its last `/`
/// redirected to it, a page file named without its `.html`, and nothing whose real path
/// (symbolic links resolved) is outside the folder.
public struct PublishedFiles: Sendable {
    /// What a request path names.
    public enum Lookup: Equatable, Sendable {
        /// A regular file inside the output, by its absolute path.
        case file(String)
        /// A folder asked for without its trailing `/`: send the visitor to the address with it.
        case folder
        case notFound
    }

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func lookup(_ path: ServedPath) -> Lookup {
        guard let rootPath = PublishedFiles.realPath(root.path) else { return .notFound }
        let named = path.segments.isEmpty ? rootPath : rootPath + "/" + path.relativePath
        // A page written as a file (`pretty_urls: false`), named without its `.html`, as static
        // hosts serve it: beside a folder of that name without an index, or alone.
        let page = { path.namesFolder || path.segments.isEmpty ? Lookup.notFound : lookup(index: named + ".html", in: rootPath) }
        guard let real = PublishedFiles.realPath(named), PublishedFiles.isPublished(real, in: rootPath) else { return page() }
        switch PublishedFiles.kind(of: real) {
        case .directory:
            let index = lookup(index: real + "/index.html", in: rootPath)
            guard path.namesFolder || path.segments.isEmpty else {
                if index == .notFound, case .file(let file) = page() { return .file(file) }
                return .folder
            }
            return index
        case .regular:
            return path.namesFolder ? .notFound : .file(real)
        case nil:
            return .notFound
        }
    }

    /// The output's own 404 page, if it has one.
    public var notFoundPage: String? {
        guard let rootPath = PublishedFiles.realPath(root.path) else { return nil }
        guard case .file(let file) = lookup(index: rootPath + "/404.html", in: rootPath) else { return nil }
        return file
    }

    private func lookup(index: String, in rootPath: String) -> Lookup {
        guard let real = PublishedFiles.realPath(index), real != rootPath, PublishedFiles.isPublished(real, in: rootPath),
              PublishedFiles.kind(of: real) == .regular else { return .notFound }
        return .file(real)
    }

    /// True when the real path `real` is the root or inside it, and in no hidden folder of it
    /// (a link inside the output may lead to `.git`).
    private static func isPublished(_ real: String, in rootPath: String) -> Bool {
        guard real == rootPath || real.hasPrefix(rootPath + "/") else { return false }
        return !real.dropFirst(rootPath.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private enum Kind { case directory, regular }

    private static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return nil   // FIFOs, sockets and devices are never served
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
