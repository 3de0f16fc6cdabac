/// Why `site serve` cannot serve: one line for the terminal.
public struct ServeError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }
}
