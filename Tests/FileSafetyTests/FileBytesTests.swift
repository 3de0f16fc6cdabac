import FileSafety
import Foundation
import Testing

/// A build reads its manifest and its memory with `FileBytes`: whatever was put in their place,
/// the read ends with the bytes or an error, never a hang.
@Suite struct FileBytesTests {
    @Test func aFileReadsWhole_asDataAndAsAnArray() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("one\ntwo\n", to: "file")
        #expect(try FileBytes.read(scratch.path("file")) == Data("one\ntwo\n".utf8))
        #expect(try FileBytes.array(scratch.path("file")) == Array("one\ntwo\n".utf8))
        #expect(try FileBytes.size(scratch.path("file")) == 8)
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
        #expect(throws: IOFailure.self) { try FileBytes.size(scratch.path("film.mp4")) }
        #expect(throws: IOFailure.self) { try FileBytes.statSize(scratch.path("missing")) }
    }

    /// A part of a file (what the part archive reads of a reading, leaving its blocks aside):
    /// fewer bytes when the file is shorter, none past its end.
    @Test func aPartOfAFileReads_cutAtItsEnd() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("one\ntwo\n", to: "file")
        #expect(try FileBytes.array(scratch.path("file"), from: 4, count: 3) == Array("two".utf8))
        #expect(try FileBytes.array(scratch.path("file"), count: 3) == Array("one".utf8))
        #expect(try FileBytes.array(scratch.path("file"), from: 6, count: 10) == Array("o\n".utf8))
        #expect(try FileBytes.array(scratch.path("file"), from: 20, count: 10) == [])
        #expect(throws: IOFailure.self) { try FileBytes.size(scratch.path("missing")) }
        // A negative offset is an error, not an allocation of its size.
        #expect(throws: IOFailure.self) { try FileBytes.array(scratch.path("file"), from: -(1 << 50)) }
        #expect(throws: IOFailure.self) { try FileBytes.array(scratch.path("file"), from: Int.min, count: 3) }
        // Read into a buffer again and again: it grows when it must, and is never shrunk.
        var buffer: [UInt8] = []
        #expect(try FileBytes.read(scratch.path("file"), into: &buffer) == 8 && buffer == Array("one\ntwo\n".utf8))
        #expect(try FileBytes.read(scratch.path("file"), from: 4, count: 3, into: &buffer) == 3)
        #expect(buffer.count == 8 && Array(buffer.prefix(3)) == Array("two".utf8))
    }

    @Test func aFIFOOrAFolderIsAnError_notAHang() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("fifo"), 0o644) == 0)
        #expect(throws: IOFailure.self) { try FileBytes.read(scratch.path("fifo")) }
        #expect(throws: IOFailure.self) { try FileBytes.array(scratch.path("fifo")) }
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: false)
        #expect(throws: IOFailure.self) { try FileBytes.array(scratch.path("folder")) }
    }
}
