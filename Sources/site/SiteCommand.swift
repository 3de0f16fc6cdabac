import ArgumentParser

/// `site`: builds a static flash-card site from Markdown.
@main
struct SiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build a static, offline study site from Markdown flash-card decks.",
        discussion: """
            Examples:
              site new my-cards && cd my-cards && site build
              site export anki --output decks.apkg
            """,
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, ThemeCommand.self, ContactsCommand.self, ExportCommand.self, ImportCommand.self, ProgressCommand.self, StudyCommand.self]
    )
}
