import Domain
import HTMLView
import Scenes

/// The contact files: per address book its page and its `.vcf`, and per contact its page and its `.vcf`.
extension SiteRouter {
    func contactRoutes() -> [SiteRoute] {
        site.addressBooks.flatMap { directory in
            let book = directory.book.id
            return [SiteRoute.addressBook(book), .vCard(book, nil)]
                + directory.contacts.flatMap { [SiteRoute.contact(book, $0.id), .vCard(book, $0.id)] }
        }
    }

    /// The same scene serves a page and its vCard: the presenter prepares the page's view model
    /// for the one and the cards for the other.
    func prepareContacts(_ route: SiteRoute, context: PageContext) throws -> PreparedPage {
        let list = Scene(
            interactor: ListContactsInteractor(),
            presenter: ListContactsPresenter(renderer: renderer, context: context, collation: Collation(language: site.settings.language))
        )
        let show = Scene(interactor: ShowContactInteractor(), presenter: ShowContactPresenter(renderer: renderer, context: context))
        switch route {
        case .addressBook(let book):
            return try page(list, ListContacts.Request(bookID: book), context: context)
        case .vCard(let book, nil):
            return try page(list, ListContacts.Request(bookID: book), context: context, presenting: { $0.presentCards }) {
                Array(AddressBookVCardView().render($0).utf8)
            }
        case .contact(let book, let contact):
            return try page(show, ShowContact.Request(bookID: book, contactID: contact), context: context)
        case .vCard(let book, let contact?):
            return try page(show, ShowContact.Request(bookID: book, contactID: contact), context: context, presenting: { $0.presentCard }) {
                Array(ContactVCardView().render($0).utf8)
            }
        default:
            preconditionFailure("\(route) is not a contact route")
        }
    }
}
