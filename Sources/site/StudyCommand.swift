import ArgumentParser
import Domain
import Foundation
import SiteBuilder
import SiteCommandLine
import TerminalView

/// `site study [DECK] [--content DIR] [--progress FILE] [--cram] [--new-cards N]`.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Study a deck in the terminal, with the deck page's scheduler and progress.",
        discussion: """
            Review mode, as on the deck page: due cards, then new ones up to the day's limit. \
            Space shows the answer; 1 2 3 4 grade Again, Hard, Good, Easy; u undoes; q (or \
            Ctrl-C, Ctrl-D) saves and quits. Progress is kept in a progress export (the file \
            the deck page's Export progress writes, which Import progress reads), written after \
            every grade.

            Example:
              site study capitals --progress progress.json
            """
    )

    @Argument(help: ArgumentHelp("The deck: its name as in its URL, or its title (default: choose from a list).", valueName: "deck"))
    var deck: String?

    @Option(help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(help: ArgumentHelp(
        "The progress file (default: one per site in $XDG_DATA_HOME/site, or ~/.local/share/site).", valueName: "file"
    ))
    var progress: String?

    @Flag(help: "Go through every card in order without recording grades (→ or n next, ← or p previous).")
    var cram = false

    @Option(name: .customLong("new-cards"), help: ArgumentHelp("Today's limit of new cards (default: the site's new_cards_per_day).", valueName: "n"))
    var newCards: Int?

    func validate() throws {
        if let newCards, newCards < 0 { throw ValidationError("--new-cards takes a number of cards, 0 or more.") }
    }

    func run() throws {
        guard Terminal.isInteractive else {
            StandardError.print("error: " + StudyInTerminal.notATerminal)
            throw ExitCode(2)
        }
        let environment = ProcessInfo.processInfo.environment
        let study = StudyInTerminal(
            content: URL(fileURLWithPath: content), contentDisplayPath: content,
            progress: progress.map { URL(fileURLWithPath: $0) }, environment: environment
        )
        let start: (Terminal) -> (any TerminalSession)?
        do {
            start = try study.prepare(deck: deck, cram: cram, newCardsPerDay: newCards, now: Int64(Date().timeIntervalSince1970 * 1000))
        } catch {
            throw StandardError.failure(error.description)
        }
        let terminal = Terminal(environment: environment)
        guard var session = start(terminal) else { return terminal.close() }
        let summary = session.run()
        terminal.close()
        if let summary { print(summary) }
        if let review = session as? TerminalReview, let problem = review.unsaved {
            throw StandardError.failure(problem)
        }
    }
}
