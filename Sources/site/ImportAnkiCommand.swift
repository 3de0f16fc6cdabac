import ArgumentParser
import Foundation
import SiteBuilder
import SiteCommandLine

/// `site import anki FILE.apkg [--content DIR] [--force]`.
struct ImportAnkiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anki",
        abstract: "Write an Anki package's decks as Markdown decks, with the media their notes show.",
        discussion: """
            Every Anki deck that has cards becomes a deck file under DIR/decks (a subdeck A::B \
            the file a/b.md), titled with Anki's name; each note's cards show what Anki shows for \
            them, fields as Markdown; clozes stay clozes. The media the notes show go to \
            DIR/decks/anki-media. Reads .apkg and .colpkg files of every Anki version. Nothing \
            is written when the package cannot be read or a file is in the way; an existing \
            file is replaced only with --force, and only if an earlier import wrote it.

            Example:
              site import anki Spanish.apkg --content Content
            """
    )

    @Argument(help: ArgumentHelp("The Anki package (.apkg or .colpkg).", valueName: "file"))
    var package: String

    @Option(help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(help: ArgumentHelp(
        "Also write the cards' review history as a progress export (merged into it when the file is one already), for the deck pages' Import progress or site study --progress.",
        valueName: "file"
    ))
    var progress: String?

    @Flag(help: "Replace deck and media files an earlier import wrote.")
    var force = false

    func run() throws {
        var importer = AnkiImport(package: URL(fileURLWithPath: package), content: URL(fileURLWithPath: content), contentDisplayPath: content)
        importer.force = force
        importer.progress = progress.map { URL(fileURLWithPath: $0) }
        do {
            importer.exported = try BuildDate.instant(environment: ProcessInfo.processInfo.environment)
            let report = try importer.run()
            StandardError.print(report.warnings.map { "warning: \($0)" })
            report.summary.forEach { print($0) }
        } catch let error as BuildDate.Error {
            throw StandardError.failure("\(error)")
        } catch let error as AnkiImportError {
            StandardError.print(error.problems.map { "error: \($0)" })
            throw StandardError.failure("the import failed; nothing was written")
        }
    }
}
