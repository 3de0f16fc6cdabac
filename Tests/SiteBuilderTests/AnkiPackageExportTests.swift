import Foundation
import SiteBuilder
import Testing
import TestSupport

/// `site export anki --format apkg`: what the package holds and which files it may replace.
/// (Anki itself imports it in Tests/browser/test_anki_import.py.)
@Suite struct AnkiPackageExportTests {
    let cases = AnkiExportTests()

    func export(
        _ site: TemporaryDirectory, output: String, format: AnkiExport.Format? = nil, force: Bool = false, exported: Date = Date()
    ) throws -> AnkiExportReport {
        try AnkiExport(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content")
            .run(deck: nil, output: site.url.appendingPathComponent(output), format: format, force: force, exported: exported)
    }

    /// The names in the ZIP at `path`, read by Python's `zipfile` (not by the library that wrote it).
    func entries(_ site: TemporaryDirectory, _ path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))",
            site.url.appendingPathComponent(path).path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func anApkgOutput_isAPackageWithTheCollectionAndEveryImage() throws {
        let site = try cases.makeSite()
        defer { site.remove() }
        let report = try export(site, output: "decks.apkg")
        #expect(report.format == .apkg)
        #expect(report.media == ["Content/decks/images/japan.svg"])
        let names = try entries(site, "decks.apkg")
        #expect(Set(names) == ["collection.anki2", "media", "0", "site-export.txt"])
        let bytes = try Data(contentsOf: site.url.appendingPathComponent("decks.apkg"))
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))
    }

    @Test func theFormatOption_winsOverTheFileName() throws {
        let site = try cases.makeSite()
        defer { site.remove() }
        _ = try export(site, output: "decks.txt", format: .apkg)
        #expect(try entries(site, "decks.txt").contains("collection.anki2"))
        let report = try export(site, output: "notes.apkg", format: .text)
        #expect(report.format == .text)
        #expect(try site.read("notes.apkg").hasPrefix("#separator:tab\n"))
    }

    @Test func aPackage_replacesOnlyAnEarlierExport_orWithForce() throws {
        let site = try cases.makeSite()
        defer { site.remove() }
        // A ZIP that is not ours: refused, kept byte for byte.
        _ = try export(site, output: "earlier.apkg")
        var foreign = try Data(contentsOf: site.url.appendingPathComponent("earlier.apkg"))
        let marker = Data("site-export.txt".utf8)
        while let range = foreign.range(of: marker) { foreign.replaceSubrange(range, with: Data("someone-else.txt".utf8).prefix(marker.count)) }
        try foreign.write(to: site.url.appendingPathComponent("theirs.apkg"))
        #expect(throws: AnkiExportError.outputNotAnExport(site.url.appendingPathComponent("theirs.apkg").path)) {
            try export(site, output: "theirs.apkg")
        }
        #expect(try Data(contentsOf: site.url.appendingPathComponent("theirs.apkg")) == foreign)

        // An earlier package, in either format's place, and an earlier text export: replaced.
        _ = try export(site, output: "earlier.apkg")
        try site.write(AnkiExportTests.earlierExport, to: "earlier-text.apkg")
        _ = try export(site, output: "earlier-text.apkg")
        try FileManager.default.copyItem(
            at: site.url.appendingPathComponent("earlier.apkg"), to: site.url.appendingPathComponent("package-then-text.txt")
        )
        _ = try export(site, output: "package-then-text.txt")
        #expect(try site.read("package-then-text.txt").hasPrefix("#separator:tab\n"))
        _ = try export(site, output: "theirs.apkg", force: true)
        #expect(try entries(site, "theirs.apkg").contains("site-export.txt"))
    }

    @Test func theSameNotesExportedAtTheSameTime_giveTheSameBytes() throws {
        let site = try cases.makeSite()
        defer { site.remove() }
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try export(site, output: "one.apkg", exported: moment)
        _ = try export(site, output: "two.apkg", exported: moment)
        _ = try export(site, output: "later.apkg", exported: moment.addingTimeInterval(60))
        let bytes = { (name: String) in try Data(contentsOf: site.url.appendingPathComponent(name)) }
        #expect(try bytes("one.apkg") == bytes("two.apkg"))
        #expect(try bytes("one.apkg") != bytes("later.apkg"))
    }

    /// Packages written at the same moment on many threads are the same bytes: the ZIP library's
    /// dates come from `gmtime`'s one shared buffer, so writing packages has to take turns.
    @Test func packagesWrittenAtOnce_onManyThreads_giveTheSameBytes() throws {
        let site = try cases.makeSite()
        defer { site.remove() }
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let failures = NSLock()
        nonisolated(unsafe) var failed: [String] = []
        let (content, root) = (site.url.appendingPathComponent("Content"), site.url)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                _ = try AnkiExport(content: content, contentDisplayPath: "Content").run(
                    deck: nil, output: root.appendingPathComponent("package-\(index).apkg"), format: nil, force: false, exported: moment
                )
            } catch {
                failures.withLock { failed.append("\(error)") }
            }
        }
        #expect(failed.isEmpty)
        let first = try Data(contentsOf: site.url.appendingPathComponent("package-0.apkg"))
        for index in 1..<16 {
            #expect(try Data(contentsOf: site.url.appendingPathComponent("package-\(index).apkg")) == first, "package \(index)")
        }
    }
}
