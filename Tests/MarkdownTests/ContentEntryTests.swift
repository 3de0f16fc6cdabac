import Foundation
import Testing
@testable import Markdown

/// What the content tree says is at a path: a regular file is found from its folder's real path
/// (worked out once a folder), so a file in a folder linked out of the content directory is still
/// refused, one in a folder linked within it is a file, and what is not there is missing.
@Suite struct ContentEntryTests {
    @Test func aFileIsJudgedByWhereItsFolderReallyIs() throws {
        try TemporaryContent.with { content in
            try content.write("notes/a.md", "A")
            try content.write("notes/deep/b.md", "B")
            let outside = content.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outside) }
            try Data("C".utf8).write(to: outside.appendingPathComponent("c.md"))
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/out", withDestinationPath: outside.path)
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/in", withDestinationPath: "notes/deep")
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/notes/gone.md", withDestinationPath: "nowhere.md")
            let tree = FileSystemContentTree(root: content.url)
            // Twice each: the second answer comes from the folder's remembered real path.
            for _ in 0..<2 {
                #expect(tree.entry("notes/a.md") == .file)
                #expect(tree.entry("in/b.md") == .file)
                #expect(tree.entry("notes") == .folder)
                #expect(tree.entry("notes/missing.md") == .missing)
                #expect(tree.entry("missing/a.md") == .missing)
                #expect(tree.entry("notes/a.md/x") == .missing)
                #expect(tree.entry("notes/gone.md") == .refused(reason: "is a symbolic link to a file that does not exist"))
                let resolved = try #require(realpath(outside.path, nil))
                let real = String(cString: resolved)
                free(resolved)
                #expect(tree.entry("out/c.md") == .refused(reason: "is a symbolic link to \(real)/c.md, outside the content directory"))
                #expect(tree.entry("out") == .refused(reason: "is a symbolic link to \(real), outside the content directory"))
            }
        }
    }

    /// A folder looked up once, then swapped for a link out of the content directory while the
    /// build runs (a sync tool mid-build): the file opened is judged, so it is not read.
    @Test func aFolderSwappedForALinkOut_isNotReadThrough() throws {
        try TemporaryContent.with { content in
            try content.write("swap/note.md", "inside")
            let outside = content.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outside) }
            try Data("secret".utf8).write(to: outside.appendingPathComponent("note.md"))
            let tree = FileSystemContentTree(root: content.url)
            #expect(try tree.bytes(of: "swap/note.md") == Array("inside".utf8))
            try FileManager.default.removeItem(at: content.url.appendingPathComponent("swap"))
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/swap", withDestinationPath: outside.path)
            let resolved = try #require(realpath(outside.path, nil))
            let real = String(cString: resolved)
            free(resolved)
            #expect(throws: ContentRefusal("is a symbolic link to \(real)/note.md, outside the content directory")) {
                try tree.bytes(of: "swap/note.md")
            }
        }
    }
}
