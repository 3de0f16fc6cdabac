import Crypto
import Markdown
import FileSafety
import Foundation
import HTMLView

/// What the last build of an output wrote, kept beside it (`.site-build.json`) so the next build
/// can be incremental: the files it owns (so files no longer built are deleted), what it was
/// built from (so a build of other content, by another `site`, or for another date starts
/// afresh), and, when it can be trusted, the content's fingerprint (so a build of unchanged
/// content does nothing).
struct BuildManifest: Codable, Equatable {
    static let name = ".site-build.json"
    static let format = 1

    var format = BuildManifest.format
    /// Identifies the build: a digest of its source, the content's fingerprint and its files, so
    /// that builds of the same content write the same manifest (outputs stay byte-identical) and
    /// `site serve` can tell its own last build from any other (`BuildMemory`).
    var build: String
    /// What the output was built from.
    var source: Source
    /// The content's fingerprint, taken before it was read. A later build that finds the same
    /// fingerprint trusts it only if no file had been modified within two seconds of the build's
    /// start, which the manifest file's own modification time records (`stamp`): an edit in the
    /// same clock tick as the one before could leave the fingerprint unchanged ("racy"
    /// timestamps, as Git calls them). The time is kept out of the bytes, so builds of the same
    /// content write the same manifest.
    var fingerprint: String
    /// The counts of the summary line, for a build that finds nothing changed.
    var decks: Int
    var cards: Int
    var pages: Int
    var mediaFiles: Int
    /// Every file the build wrote, relative to the output, sorted.
    var files: [String]

    /// The bytes of the manifest file of the output at `url`, if there is one.
    static func bytes(in url: URL) -> Data? {
        try? FileBytes.read(url.appendingPathComponent(name).path)
    }

    /// The manifest in `data`, if it is a readable one of this format whose every file is one a
    /// build may write: the file sits in the published output, and an entry that could name
    /// anything else (`..`, an absolute path, `.git`, `CNAME`) makes it no manifest at all, so the
    /// build is a full one and removes nothing on the manifest's word.
    static func read(_ data: Data?) -> BuildManifest? {
        guard let data, let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data),
              manifest.format == format,
              manifest.files.allSatisfy(OutputDirectory.isOwnedFile) else { return nil }
        return manifest
    }

    /// True when the content, with `fingerprint` now, is exactly what the build of the manifest
    /// in the output at `url` read: same fingerprint, and none of its files modified within two
    /// seconds of that build's start (FAT's clock ticks every two seconds).
    func describesContent(_ fingerprint: ContentFingerprint, in url: URL) -> Bool {
        var status = stat()
        guard self.fingerprint == fingerprint.description, stat(url.appendingPathComponent(BuildManifest.name).path, &status) == 0 else { return false }
        return fingerprint.newestChange < Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9 - 2
    }

    /// Sets the modification time of the manifest file at `path` to `start`, the build's start.
    static func stamp(_ path: String, start: Double) throws {
        let seconds = start.rounded(.down)
        let times = [timespec(tv_sec: Int(seconds), tv_nsec: Int((start - seconds) * 1e9)), timespec(tv_sec: Int(seconds), tv_nsec: Int((start - seconds) * 1e9))]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw IOFailure(errno, "cannot write", path) }
    }

    /// The manifest as `JSONEncoder` writes it with sorted keys and paths as they are
    /// ("movies/…", not "movies\/…": a manifest then decodes faster), written directly
    /// (`JSONWriter`): encoding a large site's paths is on the build's serial tail.
    var data: Data {
        var json = JSONWriter(forScript: false, capacity: files.reduce(512) { $0 + $1.utf8.count + 3 })
        json.object { json in
            json.key("build")
            json.string(build)
            json.key("cards")
            json.number(cards)
            json.key("decks")
            json.number(decks)
            json.key("files")
            json.array(files) { $0.string($1) }
            json.key("fingerprint")
            json.string(fingerprint)
            json.key("format")
            json.number(format)
            json.key("mediaFiles")
            json.number(mediaFiles)
            json.key("pages")
            json.number(pages)
            json.key("source")
            json.object { json in
                json.key("content")
                json.string(source.content)
                json.key("date")
                json.string(source.date)
                json.key("tool")
                json.string(source.tool)
            }
        }
        return Data(json.json.utf8)
    }

    /// What a build is made from besides the content's bytes: an output built from another
    /// source is replaced whole. Paths are kept as digests: the output is published, and need
    /// not tell where its author keeps their files.
    struct Source: Codable, Equatable {
        /// The `site` program that built it (a digest of `Tool.identity`): another version may write other bytes.
        var tool: String
        /// A digest of the content folder's absolute path.
        var content: String
        /// The build's date (release windows count back from it).
        var date: String

        init(tool: String, content: URL, date: String) {
            self.tool = ContentHash.hex(Data((tool + "\0" + Tool.libraries).utf8))
            self.content = ContentHash.hex(Data(content.standardizedFileURL.resolvingSymlinksInPath().path.utf8))
            self.date = date
        }
    }

    init(source: Source, fingerprint: ContentFingerprint, decks: Int, cards: Int, pages: Int, mediaFiles: Int, files: [String]) {
        self.source = source
        self.fingerprint = fingerprint.description
        self.decks = decks
        self.cards = cards
        self.pages = pages
        self.mediaFiles = mediaFiles
        self.files = files
        var digest = SHA256()
        for var part in [source.tool, source.content, source.date, fingerprint.description] + files {
            part.withUTF8 { digest.update(bufferPointer: UnsafeRawBufferPointer($0)) }
            digest.update(data: [UInt8(0)])
        }
        build = String(ContentHash.hex(digest.finalize()).prefix(32))
    }
}

/// The running `site` program, as a build records it: its path, size and modification time,
/// and the libraries outside it that shape pages (cmark's version, the installed KaTeX).
enum Tool {
    static var libraries: String {
        var katex = "no KaTeX"
        if let assets = KaTeXAssets.installed() {
            var status = stat()
            let script = assets.folder.appendingPathComponent("katex.min.js").path
            katex = stat(script, &status) == 0 ? "\(script) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)" : assets.folder.path
        }
        return "cmark \(CmarkRenderer.libraryVersion) · \(katex)"
    }

    /// `site` is the program whichever runs the build: `site-serve`, which `site serve` runs
    /// from beside it, records `site` too, so that a build by the preview and one by
    /// `site build` count as the same program's (both come from one `swift build`).
    static let identity: String = {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let site = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("site").path
        let path = FileManager.default.isExecutableFile(atPath: site) ? site : running
        var status = stat()
        guard stat(path, &status) == 0 else { return path }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()
}
