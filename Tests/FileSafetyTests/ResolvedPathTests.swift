import FileSafety
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The kernel's resolution of a path gives what `realpath(3)` gives, and fails with its errno.
@Suite struct ResolvedPathTests {
    func realpathAnswer(_ path: String) -> (String?, Int32) {
        errno = 0
        guard let resolved = realpath(path, nil) else { return (nil, errno) }
        defer { free(resolved) }
        return (String(cString: resolved), 0)
    }

    @Test func everyKindOfPath_resolvesAsRealpathResolvesIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch.path("a/b/c"), withIntermediateDirectories: true)
        try scratch.write("x", to: "a/b/c/note.md")
        try manager.createDirectory(atPath: scratch.path("outside"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: scratch.path("a/link"), withDestinationPath: "b/c")
        try manager.createSymbolicLink(atPath: scratch.path("a/out"), withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: scratch.path("a/dangling"), withDestinationPath: "missing")
        try manager.createSymbolicLink(atPath: scratch.path("a/loop1"), withDestinationPath: "loop2")
        try manager.createSymbolicLink(atPath: scratch.path("a/loop2"), withDestinationPath: "loop1")
        try manager.createDirectory(atPath: scratch.path("Caf\u{E9}"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch.path("Cafe\u{301}"), withIntermediateDirectories: true)
        let cases = ["a/b/c/note.md", "a/link/note.md", "a/out", "a/b/../b/c", "a", "a/dangling", "a/loop1",
                     "a/b/c/note.md/x", "Caf\u{E9}", "Cafe\u{301}", "nothing"]
        for name in cases {
            let path = scratch.path(name)
            let (expected, code) = realpathAnswer(path)
            errno = 0
            let resolved = resolvedPath(path)
            let failure = errno
            switch resolved {
            case .resolved(let real):
                #expect(Array(real.utf8) == expected.map { Array($0.utf8) }, "\(name)")
            case .failed:
                #expect(expected == nil && failure == code, "\(name): errno \(failure), realpath's \(code)")
            case .unavailable:
                Issue.record("no /proc on Linux for \(name)")
            }
        }
        // NFC and NFD names are two folders, and their bytes stay two (Swift's `==` on the two
        // strings would call them equal).
        guard case .resolved(let nfc) = resolvedPath(scratch.path("Caf\u{E9}")),
              case .resolved(let nfd) = resolvedPath(scratch.path("Cafe\u{301}")) else { Issue.record("not resolved"); return }
        #expect(Array(nfc.utf8) != Array(nfd.utf8))
    }
}
