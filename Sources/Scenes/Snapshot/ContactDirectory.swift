import Domain

/// An address book with its contacts in list order: by last name, then first name, as a
/// dictionary of the site's language sorts them (a one-word name sorts by that word). Sorted once a build.
public struct ContactDirectory: Sendable {
    public let book: AddressBook
    /// The contacts, in list order.
    public let contacts: [Contact]
    private let byID: [Contact.ID: Contact]

    init(book: AddressBook, collation: Collation) {
        self.book = book
        contacts = collation.sorted(book.contacts, by: ContactDirectory.sortKeys)
        byID = Dictionary(book.contacts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The contact with `id`.
    public func contact(_ id: Contact.ID) throws(ContactStoreError) -> Contact {
        guard let contact = byID[id] else { throw .contactNotFound(id, in: book.id) }
        return contact
    }

    /// Last name, first name, then the slug so equal names keep a stable order.
    static func sortKeys(_ contact: Contact) -> [String] {
        let last = contact.lastName.isEmpty ? contact.firstName : contact.lastName
        return [last, contact.firstName, contact.id.slug]
    }
}
