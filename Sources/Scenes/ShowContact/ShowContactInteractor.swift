import Domain

/// Fetches one contact of an address book.
public struct ShowContactInteractor: Sendable {
    private let store: any ContactStore
    private let presenter: any ShowContactPresentationLogic

    public init(store: any ContactStore, presenter: any ShowContactPresentationLogic) {
        self.store = store
        self.presenter = presenter
    }

    public func showContact(_ request: ShowContact.Request) throws {
        let book = try store.fetchAddressBook(id: request.bookID)
        guard let contact = book.contacts.first(where: { $0.id == request.contactID }) else {
            throw ContactStoreError.contactNotFound(request.contactID, in: request.bookID)
        }
        try presenter.presentContact(ShowContact.Response(book: book, contact: contact))
    }
}
