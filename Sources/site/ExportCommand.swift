import ArgumentParser

/// `site export`: writes the decks in another program's format.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the decks for another flash-card program.",
        discussion: """
            Example:
              site export anki --output decks.apkg
            """,
        subcommands: [ExportAnkiCommand.self]
    )
}
