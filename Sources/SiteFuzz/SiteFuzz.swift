// Fuzzing the content readers: any bytes, as a file of the content directory, must give a
// result or diagnostics, never a crash, a hang or a memory error.
//
// Built two ways (see Fuzz/README.md):
// * `swift build -c release --product site-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
//   -Xswiftc -enable-testing` (what `Fuzz/run.sh` runs) links libFuzzer, whose driver calls
//   `LLVMFuzzerTestOneInput` with generated inputs;
// * a plain `swift build` gives a replayer: `site-fuzz FILE…` runs each file through the same
//   function, so the committed corpus and every crash ever found are run by the tests.
// The reader is chosen by FUZZ_TARGET (deck, catalog, book, settings, frontmatter, and what
// `site import anki` reads: ankifield, ankipackage; default deck).
import Domain
import Foundation
@testable import Markdown

/// Paths a content tree answers for the readers: every link target exists, except `missing…`.
struct FuzzTree: ContentTree {
    func entry(_ path: String) -> ContentEntry {
        path.hasPrefix("missing") ? .missing : .file
    }

    /// Every bare name is found once, one folder down (Obsidian's lookup by name).
    func files(named name: String) -> [String] {
        name.hasPrefix("missing") ? [] : ["found/" + name]
    }

    func files(namedIgnoringCase name: String) -> [String] {
        files(named: name)
    }

    /// Every note a card embeds holds the same few lines: a heading, a block and an embed of itself.
    func embeddableNote(_ path: String) -> EmbeddableNote? {
        embeddedText(path).map(EmbeddableNote.init)
    }

    func embeddedText(_ path: String) -> String? {
        path.hasPrefix("missing") ? nil : "---\ntags: x\n---\n# Part\n\nText ^block\n\n![[\(path)]]\n"
    }
}

enum FuzzTarget: String {
    case deck, catalog, book, settings, frontmatter, ankifield, ankipackage

    static let chosen = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "deck") ?? .deck

    /// Reads `bytes` as the site reads a file of this kind.
    func read(_ bytes: [UInt8]) {
        switch self {
        case .ankifield: return AnkiFuzzing.field(bytes)
        case .ankipackage: return AnkiFuzzing.package(bytes)
        default: break
        }
        guard case .success(let text) = ContentFile.decode(bytes, file: "fuzz.md"), ContentFile.noncharacterProblem(in: text, file: "fuzz.md") == nil else { return }
        let tree = FuzzTree()
        switch self {
        case .deck:
            _ = DeckReader(tree: tree).read(text, file: "fuzz.md", contentPath: "decks/fuzz.md")
            checkCommonMark(text)
        case .catalog: _ = MovieCatalogReader(tree: tree).read(text, file: "fuzz.md", contentPath: "movies/fuzz.md")
        case .book: _ = AddressBookReader(tree: tree).read(text, file: "fuzz.md", contentPath: "contacts/fuzz.md")
        case .settings: _ = SiteSettingsReader(tree: tree).read(text, file: "index.md")
        case .frontmatter: _ = FrontMatter(yaml: text, file: "fuzz.md").diagnostics
        case .ankifield, .ankipackage: break
        }
    }
}

/// `text`, and each of its lines parsed alone, written as CommonMark by `CommonMarkWriter` are
/// exactly what cmark's renderer writes: a card's identity and lineage hash that text.
func checkCommonMark(_ text: String) {
    for part in [Substring(text)] + text.split(separator: "\n", omittingEmptySubsequences: true).prefix(200) {
        let document = MarkdownDocument(String(part))
        withExtendedLifetime(document) {
            guard let written = CommonMarkWriter.render(document.root.pointer) else { return }
            precondition(written == document.root.renderedCommonMark(), "CommonMarkWriter differs from cmark on \(Array(part.utf8))")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.chosen.read(bytes)
    return 0
}

#if FUZZING
/// libFuzzer's driver (linked by -sanitize=fuzzer), run from Swift's own entry point.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
/// The replayer: runs every file named on the command line (or inside a folder named there).
@main enum Replay {
    static func main() throws {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: argument)
            // A file is read itself: an enumerator over a file gives nothing rather than nil.
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            let files = isFolder ? FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [] : [url]
            for file in files.sorted(by: { $0.path < $1.path }) where !file.hasDirectoryPath {
                let bytes = try [UInt8](Data(contentsOf: file))
                _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
                count += 1
            }
        }
        print("\(FuzzTarget.chosen.rawValue): \(count) inputs read without a crash")
    }
}
#endif
