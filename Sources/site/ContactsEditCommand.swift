import ArgumentParser
import SiteBuilder

/// `site contacts edit ada-lovelace --email new@example.com`.
struct ContactsEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change fields of a contact; every other byte of the file stays as it was.",
        discussion: """
            Only the fields given change. --email and --phone replace every line of that field; an \
            empty value (--company "") removes the field. When the contact is in several address \
            books, choose one with --book.

            Example:
              site contacts edit ada-lovelace --email ada@example.org --company ""
            """
    )

    @Argument(help: ArgumentHelp("The contact: the last part of its page's URL, such as ada-lovelace.", valueName: "contact"))
    var contact: String

    @OptionGroup var fields: ContactFieldOptions
    @OptionGroup var location: ContactLocationOptions

    func run() throws {
        try report(location.commands.edit(contact: contact, changes: fields.changes, book: location.book))
    }
}
