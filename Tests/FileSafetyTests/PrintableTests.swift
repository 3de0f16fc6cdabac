import Domain
import FileSafety
import Foundation
import Testing

@Suite struct PrintableTests {
    @Test(arguments: [
        ("plain.md", "plain.md"),
        ("Ünïcödé 日本語 مرحبا 👩‍💻.md", "Ünïcödé 日本語 مرحبا 👩‍💻.md"),
        ("two\nlines.md", "two\\nlines.md"),
        ("\u{1B}[31mred\u{1B}[0m", "\\u{1B}[31mred\\u{1B}[0m"),
        ("carriage\rreturn\ttab", "carriage\\rreturn\\ttab"),
        ("rtl\u{202E}txt.exe", "rtl\\u{202E}txt.exe"),
        ("nul\u{0}del\u{7F}c1\u{9B}", "nul\\u{0}del\\u{7F}c1\\u{9B}"),
    ])
    func escaped(_ input: String, _ expected: String) {
        #expect(Printable.escaped(input) == expected)
    }

    @Test func ioFailure_namesTheFileAndWhatToDo_onOneLine() {
        let failure = IOFailure(ENAMETOOLONG, "cannot create", "Public/a\nb.html")
        #expect(failure.description == "cannot create 'Public/a\\nb.html': File name too long (shorten the name of the file or folder)")
    }

    @Test func ioFailure_describesAFoundationError_byItsPOSIXReason() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/x"
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: missing))
            Issue.record("reading a missing file succeeded")
        } catch {
            let line = IOFailure.describing(error, "cannot read", missing).description
            #expect(line == "cannot read '\(missing)': No such file or directory (the file or a folder on its path does not exist)")
        }
    }
}
