import Foundation
@testable import SiteBuilder
import Testing
import TestSupport

/// The manifest is written directly (`JSONWriter`), as `JSONEncoder` writes it: the same bytes,
/// and it reads back equal, whatever its paths hold.
@Suite struct BuildManifestTests {
    @Test func theManifest_isWhatJSONEncoderWrites_andReadsBack() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = [
            "index.html", "movies/popular/page/2/index.html", "decks/é tude/index.html", "decks/a\"b\\c/index.html",
            "media/日本語 🃏.png", "media/tab\tand\u{1}control.svg", "media/<script>&amp;.png", "media/\u{2028}line.png",
        ]
        let manifest = BuildManifest(
            source: .init(tool: "site 1.0", content: folder.url, date: "2026-11-27"), fingerprint: ContentFingerprint(of: folder.url),
            decks: 2, cards: 10_000, pages: 11_003, mediaFiles: 5, files: files
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(manifest.data == (try encoder.encode(manifest)))
        #expect(BuildManifest.read(manifest.data) == manifest)
    }
}
