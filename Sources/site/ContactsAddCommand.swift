import ArgumentParser
import SiteBuilder

/// `site contacts add "Ada Lovelace" --email … [--book NAME]`.
struct ContactsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a contact at the end of an address book (created when missing).",
        discussion: """
            Without --book the contact goes to the only address book, else to 'people'.

            Example:
              site contacts add "Grace Hopper" --email grace@example.org --phone "+1 202 555 0100"
            """
    )

    @Argument(help: ArgumentHelp("The person's name, as the heading shows it.", valueName: "name"))
    var name: String

    @OptionGroup var fields: ContactFieldOptions
    @OptionGroup var location: ContactLocationOptions

    func run() throws {
        try report(location.commands.add(name: name, fields: fields.changes, book: location.book))
    }
}
