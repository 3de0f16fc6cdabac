import FileSafety
import Foundation
import Testing

/// A build reads its manifest and the files it compares with `FileBytes`: whatever was put in their place,
/// the read ends with the bytes or an error, never a hang.
@Suite struct FileBytesTests {
    @Test func aFileReadsWhole() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("one\ntwo\n", to: "file")
        #expect(try FileBytes.read(scratch.path("file")) == Data("one\ntwo\n".utf8))
    }

    /// A media file over the 1 GiB that `read` refuses still has a size (the offline plan asks
    /// every file's): a sparse file of 1.5 GiB, which takes no room on the disk.
    @Test func aFileOverOneGiB_hasAStatSize_butIsNotRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("", to: "film.mp4")
        let size = 3 << 29
        #expect(truncate(scratch.path("film.mp4"), off_t(size)) == 0)
        #expect(try FileBytes.statSize(scratch.path("film.mp4")) == size)
        #expect(throws: IOFailure.self) { try FileBytes.read(scratch.path("film.mp4")) }
        #expect(throws: IOFailure.self) { try FileBytes.statSize(scratch.path("missing")) }
    }

    @Test func aMissingFileIsAnError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(throws: IOFailure.self) { try FileBytes.read(scratch.path("missing")) }
    }

    @Test func aFIFOOrAFolderIsAnError_notAHang() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("fifo"), 0o644) == 0)
        #expect(throws: IOFailure.self) { try FileBytes.read(scratch.path("fifo")) }
        #expect(try FileBytes.statSize(scratch.path("fifo")) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: false)
        #expect(throws: IOFailure.self) { try FileBytes.read(scratch.path("folder")) }
    }
}
