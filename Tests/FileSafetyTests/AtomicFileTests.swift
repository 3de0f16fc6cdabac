import FileSafety
import Foundation
import Testing

@Suite struct AtomicFileTests {
    @Test func write_replacesTheFileAndKeepsItsPermissions() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "a.md", mode: 0o640)
        try AtomicFile.write(Array("new".utf8), to: scratch.url.appendingPathComponent("a.md"))
        #expect(try scratch.read("a.md") == "new")
        #expect(try scratch.mode("a.md") == 0o640)
    }

    @Test func write_throughASymlink_replacesTheTargetAndKeepsTheLink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: false)
        try scratch.write("old", to: "real/book.md", mode: 0o600)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("book.md"), withDestinationPath: "real/book.md")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link-to-link.md"), withDestinationPath: "book.md")

        try AtomicFile.write(Array("new".utf8), to: scratch.url.appendingPathComponent("link-to-link.md"))

        #expect(scratch.isLink("book.md") && scratch.isLink("link-to-link.md"))
        #expect(try scratch.read("real/book.md") == "new")
        #expect(try scratch.mode("real/book.md") == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("real")) == ["book.md"], "no temporary file is left")
    }

    @Test func write_refusesAReadOnlyFile_andLeavesIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("keep", to: "a.md", mode: 0o444)
        #expect {
            try AtomicFile.write(Array("new".utf8), to: scratch.url.appendingPathComponent("a.md"))
        } throws: { error in
            (error as? IOFailure)?.description.contains("read-only") == true
        }
        #expect(try scratch.read("a.md") == "keep")
        #expect(try scratch.mode("a.md") == 0o444)
    }

    @Test func write_refusesWhatIsNotARegularFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("folder.md"), withIntermediateDirectories: false)
        #expect(mkfifo(scratch.path("pipe.md"), 0o644) == 0)
        for name in ["folder.md", "pipe.md"] {
            #expect {
                try AtomicFile.write([1], to: scratch.url.appendingPathComponent(name))
            } throws: { error in
                (error as? IOFailure)?.description.contains("not a regular file") == true
            }
        }
    }

    @Test func write_aNewFile_usesTheUmask() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try AtomicFile.write(Array("new".utf8), to: scratch.url.appendingPathComponent("new.txt"))
        let mask = umask(0o022)
        umask(mask)
        #expect(try scratch.mode("new.txt") == 0o666 & ~Int(mask))
    }

    @Test func write_intoAMissingDirectory_failsWithOneLineAndCreatesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect {
            try AtomicFile.write([1], to: scratch.url.appendingPathComponent("missing/a.md"))
        } throws: { error in
            let line = (error as? IOFailure)?.description ?? ""
            return line.hasPrefix("cannot create a temporary file in '\(scratch.path("missing"))': No such file or directory")
                && !line.contains("\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }
}
