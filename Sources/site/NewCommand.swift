import ArgumentParser
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site new DIR`: a ready-to-build site to start from.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a ready-to-build site in a new or empty folder.",
        discussion: """
            The folder gets Content/ (decks in every card syntax, an address book, a movie \
            catalog, and the site's settings in Content/index.md) and a README.md for the \
            site's author. A folder that is not empty is refused.

            Example:
              site new my-cards && cd my-cards && site build
            """
    )

    @Argument(help: ArgumentHelp("The folder to create (or an empty one).", valueName: "dir"))
    var folder: String

    func run() throws {
        do {
            try SiteStarter.create(at: URL(fileURLWithPath: folder))
        } catch {
            throw StandardError.failure("\(error)")
        }
        print("Created a site in \(folder): build it with: cd \(folder) && site build")
    }
}
