/// The gateway through which contact use cases read and change address books.
public protocol ContactStore: Sendable {
    /// Every address book, by slug.
    func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook]
    func fetchAddressBook(id: AddressBook.ID) throws(ContactStoreError) -> AddressBook
    /// Appends `contact` to `book` (creating the book when it does not exist yet).
    func add(_ contact: ContactDraft, to book: AddressBook.ID) throws(ContactStoreError)
    /// Replaces the given fields of an existing contact, leaving everything else as it was.
    func update(_ id: Contact.ID, in book: AddressBook.ID, with changes: ContactChanges) throws(ContactStoreError)
}

/// Why a contact store could not answer or write.
public enum ContactStoreError: Error, Sendable, Equatable {
    case addressBookNotFound(AddressBook.ID)
    case contactNotFound(Contact.ID, in: AddressBook.ID)
    case invalidContent(ContentErrors)
    case writeFailed(String)
}
