/// Every error found in the content, so an author can fix them all in one pass.
public struct ContentErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, sorted by file, line and column.
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
