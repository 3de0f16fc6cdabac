import ArgumentParser

/// `site progress`: study progress exported from the deck pages.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Work with study progress exported from the deck pages.",
        discussion: """
            Example:
              site progress merge phone.json laptop.json --output progress.json
            """,
        subcommands: [ProgressMergeCommand.self]
    )
}
