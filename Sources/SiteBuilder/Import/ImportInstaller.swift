import Domain
import FileSafety
import Foundation

/// Puts an import's staged files in place in the decks folder, all of them or none: every file
/// in the way is found first (and each reported), then each file is renamed into place, the one
/// it replaces kept aside until all are in, so a failure part way puts everything back.
///
/// A file that already holds the same bytes is left alone, so importing a package again changes
/// nothing. Any other existing file is replaced only with `force`, and then only when an earlier
/// import wrote it: the decks folder's `.anki-import` lists every file an import wrote.
struct ImportInstaller {
    /// The staged decks folder, the decks folder, how messages name it, and where replaced files
    /// wait until the import is done.
    let staged: URL
    let target: URL
    let targetDisplayPath: String
    let backup: URL

    static let manifestName = ".anki-import"

    /// The files an import wrote in `target`, by path below it (its manifest).
    static func importedFiles(in target: URL) -> Set<String> {
        let manifest = (try? String(contentsOf: target.appendingPathComponent(manifestName), encoding: .utf8)) ?? ""
        return Set(manifest.split(separator: "\n").map(String.init))
    }

    /// The files below `target` that `isIncluded` takes and no import wrote (the author's), by
    /// path below it; hidden files and folders are none.
    static func othersFiles(in target: URL, where isIncluded: (String) -> Bool) -> Set<String> {
        let imported = importedFiles(in: target)
        let base = target.standardizedFileURL.path + "/"
        let files = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? []
        return Set(files.filter { $0.hasPrefix(base) }.map { String($0.dropFirst(base.count)) }.filter(isIncluded)).subtracting(imported)
    }

    /// `merged` files (the note types) hold an earlier import's content too: one an import
    /// wrote is replaced without `force`.
    /// `finish` runs once every file is in place (it writes the progress file); when it throws,
    /// everything is put back.
    func install(force: Bool, merged: Set<String> = [], finish: () throws -> Void = {}) throws {
        let files = stagedFiles()
        let fileManager = FileManager.default
        let manifestURL = target.appendingPathComponent(ImportInstaller.manifestName)
        let written = ImportInstaller.importedFiles(in: target)
        var changed: [String] = []
        var problems: [String] = []
        for path in files {
            let destination = target.appendingPathComponent(path)
            let shown = "\(targetDisplayPath)/\(path)"
            if let blocker = blockingParent(of: path) {
                problems.append("'\(Printable.escaped("\(targetDisplayPath)/\(blocker)"))' is a file where the import needs a folder; move it away")
                continue
            }
            var status = stat()
            guard lstat(destination.path, &status) == 0 else {
                changed.append(path)
                continue
            }
            if status.st_mode & S_IFMT == S_IFREG, fileManager.contentsEqual(atPath: destination.path, andPath: staged.appendingPathComponent(path).path) {
                continue
            }
            if merged.contains(path), written.contains(path), status.st_mode & S_IFMT == S_IFREG {
                changed.append(path)
            } else if !force {
                problems.append("'\(Printable.escaped(shown))' already exists; add --force to replace it (only files an earlier import wrote are replaced)")
            } else if !written.contains(path) || status.st_mode & S_IFMT != S_IFREG {
                problems.append("refusing to replace '\(Printable.escaped(shown))': it is not a file 'site import anki' wrote")
            } else {
                changed.append(path)
            }
        }
        guard problems.isEmpty else { throw AnkiImportError(problems) }
        // What an import wrote: what earlier ones did, and what this one puts in place (a file
        // that held these bytes already stays as much the author's as it was).
        let manifest = written.union(changed).sorted().joined(separator: "\n") + "\n"
        let oldManifest = try? Data(contentsOf: manifestURL)
        guard !changed.isEmpty || (try? String(contentsOf: manifestURL, encoding: .utf8)) != manifest else { return try finish() }

        var createdFolders: [URL] = []
        var moved: [(path: String, replaced: Bool)] = []
        do {
            for path in changed {
                let destination = target.appendingPathComponent(path)
                createdFolders += try makeFolders(for: destination.deletingLastPathComponent())
                var replaced = false
                if fileManager.fileExists(atPath: destination.path) {
                    let aside = backup.appendingPathComponent(path)
                    try fileManager.createDirectory(at: aside.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try rename(destination, to: aside)
                    replaced = true
                }
                moved.append((path, replaced))
                try rename(staged.appendingPathComponent(path), to: destination)
            }
            createdFolders += try makeFolders(for: target)
            try AtomicFile.write(Array(manifest.utf8), to: manifestURL)
            do {
                try finish()
            } catch {
                if let oldManifest { try? AtomicFile.write(Array(oldManifest), to: manifestURL) } else { try? fileManager.removeItem(at: manifestURL) }
                throw error
            }
        } catch {
            // Everything back as it was: the new files out, the replaced ones in, new folders gone.
            for (path, replaced) in moved.reversed() {
                let destination = target.appendingPathComponent(path)
                try? fileManager.removeItem(at: destination)
                if replaced { try? rename(backup.appendingPathComponent(path), to: destination) }
            }
            for folder in createdFolders.reversed() { rmdir(folder.path) }
            throw AnkiImportError("cannot write into '\(targetDisplayPath)': \(error); nothing was changed")
        }
    }

    /// Every staged file, below `staged`, sorted.
    private func stagedFiles() -> [String] {
        let base = staged.standardizedFileURL.path + "/"
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(at: staged, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(base) { files.append(String(path.dropFirst(base.count))) }
        }
        return files.sorted()
    }

    /// The first folder of `path` that exists as something other than a folder.
    private func blockingParent(of path: String) -> String? {
        let parts = path.split(separator: "/").dropLast()
        var prefix = ""
        for part in parts {
            prefix += prefix.isEmpty ? String(part) : "/" + part
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.appendingPathComponent(prefix).path, isDirectory: &isFolder), !isFolder.boolValue {
                return prefix
            }
        }
        return nil
    }

    /// Creates `folder` and its missing parents; returns those it created, outermost first.
    private func makeFolders(for folder: URL) throws -> [URL] {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        for url in missing { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) }
        return missing
    }

    private func rename(_ from: URL, to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else { throw IOFailure(errno, "cannot move into place", to.path) }
    }
}
