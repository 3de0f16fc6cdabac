import FileSafety
import Foundation

/// `site new DIR`: a ready-to-build site, the repository's own sample content (decks in every
/// syntax, an address book, a movie catalog) and a README for the site's author.
public enum SiteStarter {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notEmpty(String)
        case notAFolder(String)
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .notEmpty(let path): "refusing to create a site in '\(path)': it is not empty; choose a new or empty folder"
            case .notAFolder(let path): "'\(path)' is a file, not a folder; choose a new or empty folder"
            case .cannotWrite(let message): message
            }
        }
    }

    /// The sample content shipped with the program.
    static var content: URL {
        get throws(Failure) {
            guard let url = Bundle.module.url(forResource: "Starter", withExtension: nil) else {
                throw .cannotWrite("the sample site is missing from this installation of site")
            }
            return url
        }
    }

    /// Writes the site into `folder`, which must not exist or be empty: `folder/Content` and
    /// `folder/README.md`. It is written beside `folder` first and moved into place whole, so an
    /// error leaves nothing half-written.
    public static func create(at folder: URL) throws(Failure) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notAFolder(folder.path) }
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty else { throw .notEmpty(folder.path) }
        }
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).new-\(getpid())")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try copyTree(try content, to: staging.appendingPathComponent("Content"))
            try Data(readme.utf8).write(to: staging.appendingPathComponent("README.md"))
            if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
            try manager.moveItem(at: staging, to: folder)
        } catch let failure as Failure {
            try? manager.removeItem(at: staging)
            throw failure
        } catch {
            try? manager.removeItem(at: staging)
            throw .cannotWrite(IOFailure.describing(error, "cannot create the site in", folder.path).description)
        }
    }

    /// Copies the folder `source` to `destination` as new files of the user running `site`,
    /// with the modes their umask gives. (Foundation's `copyItem` keeps each file's owner, the
    /// installation's, which only root may give away: `site new` failed for any other user.)
    static func copyTree(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: false)
        for name in try manager.contentsOfDirectory(atPath: source.path).sorted() {
            let from = source.appendingPathComponent(name), to = destination.appendingPathComponent(name)
            if (try from.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
                try copyTree(from, to: to)
            } else {
                try Data(contentsOf: from).write(to: to, options: .withoutOverwriting)
            }
        }
    }

    static let readme = """
        # My study site

        Made with `site new`. Everything is Markdown under `Content/`:

        * `Content/index.md`: the site's title, language and settings (front matter).
        * `Content/decks/`: one deck of flash cards per file. A `## question` heading with its
          answer below, `question::answer`, `question:::answer` (and its reverse), a `?` line
          between question and answer, `==cloze==` deletions and `{{c1::Anki clozes}}`.
        * `Content/contacts/`: address books, one `## Name` per contact with `Email:`, `Phone:`…
        * `Content/movies/`: movie catalogs, one `## Title` per movie with its facts and overview.

        Build the site into `Public/` and open `Public/index.html` in a browser:

            site build

        Errors are printed as `file:line:column: error: …`, all of them, and `Public/` is left as
        it was until the content builds. Host `Public/` on any web server, or open it from disk:
        studying works offline, and progress stays in the browser.

        """
}
