import Foundation

extension OutputDirectory {
    /// A file written so far by the running build: its path below the output root and its bytes.
    struct StagedFile: Equatable {
        let path: String
        let contents: Data
    }

    /// The size in bytes of the staged file at `path`.
    func stagedSize(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: try stagedURL(for: path).path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The bytes of the staged file at `path`.
    func stagedContents(of path: String) throws -> Data {
        try Data(contentsOf: try stagedURL(for: path))
    }
}
