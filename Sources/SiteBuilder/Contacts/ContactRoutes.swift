import Domain
import HTMLView
import Scenes

/// The contact files: per address book its page and its `.vcf`, and per contact its page and its `.vcf`.
extension SiteRouter {
    func contactRoutes() throws -> [SiteRoute] {
        try environment.contacts.fetchAddressBooks().flatMap { book in
            [SiteRoute.addressBook(book.id), .vCard(book.id, nil)]
                + book.contacts.flatMap { [SiteRoute.contact(book.id, $0.id), .vCard(book.id, $0.id)] }
        }
    }

    /// The same scene serves a page and its vCard; only the view differs.
    func renderContacts(_ route: SiteRoute, into output: any RouteOutput) throws {
        switch route {
        case .addressBook(let book):
            try ListContactsConfigurator.scene(for: route, environment: environment,
                                               display: ListContactsHTMLView(templates: environment.templates, sink: output))
                .listContacts(ListContacts.Request(bookID: book))
        case .vCard(let book, nil):
            try ListContactsConfigurator.scene(for: route, environment: environment, display: AddressBookVCardView(sink: output))
                .listContacts(ListContacts.Request(bookID: book))
        case .contact(let book, let contact):
            try ShowContactConfigurator.scene(for: route, environment: environment,
                                              display: ShowContactHTMLView(templates: environment.templates, sink: output))
                .showContact(ShowContact.Request(bookID: book, contactID: contact))
        case .vCard(let book, let contact?):
            try ShowContactConfigurator.scene(for: route, environment: environment, display: ContactVCardView(sink: output))
                .showContact(ShowContact.Request(bookID: book, contactID: contact))
        default:
            preconditionFailure("\(route) is not a contact route")
        }
    }
}
