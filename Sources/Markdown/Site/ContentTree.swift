import Domain

/// What a reader needs to know about the files around the one it reads.
protocol ContentTree: Sendable {
    /// What is at `path`, relative to the content root.
    func entry(_ path: String) -> ContentEntry

    /// Every file named `name` in the content directory (hidden folders left out), by path from
    /// the content root, nearest the root first (`ContentPath.nearestFirst`): how Obsidian finds
    /// the target of a link that is only a file name.
    func files(named name: String) -> [String]

    /// Every file whose name is `name` but for case (`cell.md` for `Cell.md`), as `files(named:)`:
    /// Obsidian resolves a link that matches no file exactly this way.
    func files(namedIgnoringCase name: String) -> [String]

    /// The note at `path` (a file of the content directory) as a card that embeds it reads it
    /// (`![[Note]]`): read and prepared once a build however many cards embed it; nil when it
    /// cannot be read as UTF-8 text.
    func embeddableNote(_ path: String) -> EmbeddableNote?

    /// The whole text of the note `embeddableNote(path)` gives, nil when there is none, read
    /// once a build: what a reading kept from an earlier build is checked against for the notes
    /// it embedded (`EmbedReads`).
    func embeddedText(_ path: String) -> String?
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
    /// Where an Obsidian note's link to `path` points, as Obsidian resolves it: relative to the
    /// note's folder, else from each folder above it (a vault's root may be any of them), else,
    /// for a bare file name, the file of that name nearest the content root (the shortest path,
    /// then the first in path order; a name that matches no file exactly matches one whose name
    /// differs only in case, as in Obsidian). `nil` when nothing matches, and for a file in a
    /// hidden folder (`.obsidian`, `.trash`, `.git`), which Obsidian does not show either.
    func obsidianTarget(of path: String, from folder: String) -> String? {
        var directory: String? = folder
        while let current = directory {
            if let target = ContentPath.resolve(path, in: current), entry(target) != .missing {
                return target.split(separator: "/").contains { $0.hasPrefix(".") } ? nil : target
            }
            directory = current.isEmpty ? nil : ContentPath.directory(of: current)
        }
        guard !path.contains("/") else { return nil }
        let exact = files(named: path)
        return (exact.isEmpty ? files(namedIgnoringCase: path) : exact).first
    }

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
