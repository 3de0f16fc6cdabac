/// A position in a content file, as a compiler reports it: 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to the working directory when possible).
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// The same place `lines` lines further down (up, when negative): where it is once the
    /// lines above it grew or shrank by that many.
    public func shifted(by lines: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
