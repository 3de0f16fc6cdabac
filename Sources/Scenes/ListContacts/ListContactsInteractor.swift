import Domain

/// Fetches an address book and orders its contacts by last name, then first name, as a
/// dictionary of the site's language sorts them (a one-word name sorts by that word).
public struct ListContactsInteractor: Sendable {
    private let store: any ContactStore
    private let collation: Collation
    private let presenter: any ListContactsPresentationLogic

    public init(store: any ContactStore, collation: Collation, presenter: any ListContactsPresentationLogic) {
        self.store = store
        self.collation = collation
        self.presenter = presenter
    }

    public func listContacts(_ request: ListContacts.Request) throws {
        let book = try store.fetchAddressBook(id: request.bookID)
        let sorted = book.contacts.sorted { lhs, rhs in
            collation.areInIncreasingOrder(ListContactsInteractor.sortKeys(lhs), ListContactsInteractor.sortKeys(rhs))
        }
        try presenter.presentContacts(ListContacts.Response(book: book, contacts: sorted))
    }

    /// Last name, first name, then the slug so equal names keep a stable order.
    static func sortKeys(_ contact: Contact) -> [String] {
        let last = contact.lastName.isEmpty ? contact.firstName : contact.lastName
        return [last, contact.firstName, contact.id.slug]
    }
}
