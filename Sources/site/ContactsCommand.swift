import ArgumentParser
import Domain
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site contacts`: add and edit contacts in the address books under `Content/contacts/`.
struct ContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts",
        abstract: "Add or edit contacts in the address books (Content/contacts/*.md).",
        discussion: """
            Both subcommands change one address book file in place and write nothing when a value \
            is invalid. An edit changes only that contact's field lines; the rest of the file is kept \
            byte for byte. The site is not rebuilt: run 'site build' afterwards.

            Example:
              site contacts add "Grace Hopper" --email grace@example.org && site build
            """,
        subcommands: [ContactsAddCommand.self, ContactsEditCommand.self]
    )
}

/// The field options `add` and `edit` share.
struct ContactFieldOptions: ParsableArguments {
    @Option(name: .customLong("first-name"), help: ArgumentHelp("The first name, when the name alone is ambiguous.", valueName: "text"))
    var firstName: String?

    @Option(name: .customLong("last-name"), help: ArgumentHelp("The last name, when the name alone is ambiguous.", valueName: "text"))
    var lastName: String?

    @Option(name: .customLong("email"), help: ArgumentHelp("An e-mail address; repeat for several (an edit replaces them all).", valueName: "address"))
    var emails: [String] = []

    @Option(name: .customLong("phone"), help: ArgumentHelp("A phone number; repeat for several (an edit replaces them all).", valueName: "number"))
    var phones: [String] = []

    @Option(help: ArgumentHelp("The postal address, on one line.", valueName: "text"))
    var address: String?

    @Option(help: ArgumentHelp("The birthday: YYYY-MM-DD, or --MM-DD without the year.", valueName: "date"))
    var birthday: String?

    @Option(help: ArgumentHelp("The company.", valueName: "text"))
    var company: String?

    @Option(help: ArgumentHelp("The job title.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("A web address (http or https).", valueName: "url"))
    var website: String?

    @Option(help: ArgumentHelp("Tags, comma-separated: \"family, chess\".", valueName: "list"))
    var tags: String?

    /// Options not given stay `nil`, so an edit leaves those fields alone.
    var changes: ContactChanges {
        ContactChanges(
            firstName: firstName, lastName: lastName,
            emails: emails.isEmpty ? nil : emails, phones: phones.isEmpty ? nil : phones,
            address: address, birthday: birthday, company: company, title: title, website: website,
            tags: tags.map { [$0] }
        )
    }
}

/// Options every contacts subcommand takes.
struct ContactLocationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The address book: the file name in contacts/ without .md.", valueName: "name"))
    var book: String?

    @Option(help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    var commands: ContactCommands {
        ContactCommands(content: URL(fileURLWithPath: content), contentDisplayPath: content)
    }
}

/// Prints a contact command's result and turns failure into a non-zero exit status.
func report(_ result: ContactCommandResult) throws {
    if result.succeeded {
        result.lines.forEach { print(Printable.escaped($0)) }
    } else {
        StandardError.print(result.lines)
        throw ExitCode.failure
    }
}
