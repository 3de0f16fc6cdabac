/// Why a file cannot be imported as an Anki package: one sentence, shown after the file's name.
public struct AnkiPackageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
