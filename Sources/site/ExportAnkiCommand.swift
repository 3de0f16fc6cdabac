import ArgumentParser
import Domain
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site export anki [--content DIR] [--deck NAME] [--format text|apkg] --output FILE`.
struct ExportAnkiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anki",
        abstract: "Write the decks' notes as a file Anki imports directly (File > Import): an Anki package or a text file.",
        discussion: """
            Each note keeps its kind: a question and answer is a Basic note, a reversed card \
            (Q:::A, ??) a "Basic (and reversed card)" note, a cloze paragraph a Cloze note; each \
            deck goes to the Anki deck "<site title>::<deck title>", tagged with the deck's tags. \
            An Anki package (--format apkg, or an output ending in .apkg) carries the images too; \
            with the text format, copy the files listed after the export into Anki's \
            collection.media folder. Importing a later export updates the notes imported before. \
            Errors in the content are printed as file:line:column: error: message, and nothing \
            is written.

            Examples:
              site export anki --output decks.apkg
              site export anki --deck capitals --format text --output capitals.txt
            """
    )

    @Option(help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(help: ArgumentHelp("Export only this deck: its file name without .md, as in its URL (default: every deck).", valueName: "name"))
    var deck: String?

    @Option(help: ArgumentHelp(
        "The file to write, such as decks.apkg or decks.txt; replaced atomically, but only if it is empty or an earlier export.",
        valueName: "file"
    ))
    var output: String

    @Option(help: ArgumentHelp("apkg (an Anki package, with the media) or text (default: apkg when the output ends in .apkg, else text).", valueName: "format"))
    var format: AnkiExport.Format?

    @Flag(help: "Replace the output file even if it is not an earlier export.")
    var force = false

    func run() throws {
        do {
            let export = AnkiExport(content: URL(fileURLWithPath: content), contentDisplayPath: content)
            let report = try export.run(
                deck: deck, output: URL(fileURLWithPath: output), format: format, force: force,
                exported: BuildDate.instant(environment: ProcessInfo.processInfo.environment)
            )
            StandardError.print(report.warnings.map(\.description))
            print("\(report.summary) → \(output)")
            if report.format == .text, !report.media.isEmpty {
                print("Copy these files into Anki's collection.media folder before importing:")
                report.media.forEach { print("  \(Printable.escaped($0))") }
            }
        } catch let errors as ContentErrors {
            StandardError.report(errors, failed: "export", outcome: "nothing was written")
            throw ExitCode.failure
        } catch let error as BuildDate.Error {
            throw StandardError.failure("\(error)")
        } catch let error as AnkiExportError {
            throw StandardError.failure("\(error)")
        }
    }
}

extension AnkiExport.Format: ExpressibleByArgument {}
