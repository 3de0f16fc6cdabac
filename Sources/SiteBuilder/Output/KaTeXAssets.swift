import Domain
import Foundation

/// KaTeX, which renders the TeX math of deck pages in the browser, shipped with the site only
/// when a deck has math. It comes from Debian's `libjs-katex` (`/usr/share/javascript/katex`,
/// or the folder `SITE_KATEX_DIR` names): its minified script and stylesheet and the WOFF2 fonts
/// (every browser that runs the study page reads WOFF2); `assets/math.js` renders the formulas.
struct KaTeXAssets {
    static let defaultFolder = "/usr/share/javascript/katex"
    let folder: URL

    /// The installed KaTeX, or `nil` when it is not installed.
    static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> KaTeXAssets? {
        let path = environment["SITE_KATEX_DIR"] ?? defaultFolder
        let assets = KaTeXAssets(folder: URL(fileURLWithPath: path))
        return FileManager.default.fileExists(atPath: assets.folder.appendingPathComponent("katex.min.js").path) ? assets : nil
    }

    /// Each file's path below the output root (`assets/katex/…`) and its bytes.
    func files() throws -> [(path: String, contents: Data)] {
        var names = ["katex.min.css", "katex.min.js"]
        let fonts = folder.appendingPathComponent("fonts")
        names += try FileManager.default.contentsOfDirectory(atPath: fonts.resolvingSymlinksInPath().path)
            .filter { $0.hasSuffix(".woff2") }.sorted().map { "fonts/" + $0 }
        return try names.map { ("assets/katex/" + $0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// What a build of `decks` ships: KaTeX when a deck has math and it is installed (nil
    /// otherwise), and a warning for each deck with math when it is not.
    static func needed(by decks: [Deck]) -> (assets: KaTeXAssets?, warnings: [Diagnostic]) {
        let mathDecks = decks.filter(\.containsMath)
        guard !mathDecks.isEmpty else { return (nil, []) }
        guard let assets = installed() else {
            let advice = "has TeX math, shown as written: install KaTeX (Debian: apt-get install libjs-katex) to render it"
            return (nil, mathDecks.map { Diagnostic.warning(at: $0.location, "deck \"\($0.title)\" \(advice)") })
        }
        return (assets, [])
    }
}
