import FileSafety
import Foundation

extension OutputDirectory {
    /// The size in bytes of the staged file at `path`.
    func size(of path: String) throws -> Int {
        try FileBytes.statSize(try stagedPath(for: path))
    }

    /// The bytes of the staged file at `path`.
    func contents(of path: String) throws -> Data {
        try FileBytes.read(try stagedPath(for: path))
    }

    /// A full build writes every file: it keeps none of the previous build's.
    func keep(_ path: String) throws -> Bool {
        false
    }

    func isPrevious(_ path: String) -> Bool {
        false
    }
}
