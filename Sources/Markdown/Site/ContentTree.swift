/// What a reader needs to know about the files around the one it reads.
protocol ContentTree: Sendable {
    /// What is at `path`, relative to the content root.
    func entry(_ path: String) -> ContentEntry
}

/// What a path of the content directory holds, as far as the build may use it.
enum ContentEntry: Equatable, Sendable {
    /// A regular file inside the content directory (directly, or through symbolic links that stay inside).
    case file
    /// A folder inside the content directory.
    case folder
    case missing
    /// Something the build refuses to read: `reason` completes "… <path> <reason>", such as
    /// "is a symbolic link to /etc/passwd, outside the content directory".
    case refused(reason: String)
}

extension ContentTree {
    /// Why the file at `target` cannot be linked from a page, or `nil` when it can: it must be a
    /// regular file inside the content directory and not an active document (`MediaPolicy`).
    /// The reason completes "image 'x.png' …".
    func linkProblem(_ target: String) -> String? {
        switch entry(target) {
        case .file: MediaPolicy.refusal(forFileNamed: target)
        case .missing: "not found (no file \(target) in the content directory)"
        case .folder: "is a folder (\(target)), not a file"
        case .refused(let reason): "cannot be published: \(target) \(reason)"
        }
    }
}
