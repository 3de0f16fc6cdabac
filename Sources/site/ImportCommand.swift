import ArgumentParser

/// `site import`: brings another program's flash cards in as decks.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import another flash-card program's decks as Markdown decks.",
        discussion: """
            Example:
              site import anki Spanish.apkg
            """,
        subcommands: [ImportAnkiCommand.self]
    )
}
