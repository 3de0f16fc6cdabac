/// Why `site import anki` wrote nothing: each problem one line (several when several files are
/// in the way).
public struct AnkiImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problems: [String]

    init(_ problems: [String]) {
        self.problems = problems
    }

    init(_ problem: String) {
        problems = [problem]
    }

    public var description: String { problems.joined(separator: "\n") }
}
