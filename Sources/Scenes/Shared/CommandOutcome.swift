/// What a command-line scene prints: on success its lines go to standard output, else to
/// standard error (the view model of AddContact and EditContact).
public struct CommandOutcome: Sendable, Hashable {
    public let succeeded: Bool
    public let lines: [String]

    /// One `error:` line per problem, then the promise that nothing was written.
    static func rejected(_ problems: [ContactProblem]) -> CommandOutcome {
        CommandOutcome(succeeded: false, lines: problems.map { "error: " + $0.message } + ["error: nothing was written"])
    }
}
