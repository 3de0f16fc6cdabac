/// The gateway through which contact use cases read address books.
public protocol ContactStore: Sendable {
    /// Every address book, by slug.
    func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook]
}

/// A contact store that can also change address books (the command line's add and edit).
/// Kept apart from `ContactStore` so the pages, which only read, cannot depend on writing.
public protocol EditableContactStore: ContactStore {
    /// Appends `contact` to `book`, creating the book when it does not exist yet.
    /// Throws `.contactAlreadyExists` when the book holds a contact with the same ID.
    func add(_ contact: ContactDraft, to book: AddressBook.ID) throws(ContactStoreError) -> Contact.ID
    /// Replaces the given fields of an existing contact, leaving everything else as it was.
    func update(_ id: Contact.ID, in book: AddressBook.ID, with changes: ContactChanges) throws(ContactStoreError)
}

/// Why a contact store could not answer or write.
public enum ContactStoreError: Error, Sendable, Equatable {
    case addressBookNotFound(AddressBook.ID)
    case contactNotFound(Contact.ID, in: AddressBook.ID)
    case contactAlreadyExists(Contact.ID, in: AddressBook.ID)
    /// The content does not read (every error, with its location); nothing was written.
    case invalidContent(ContentErrors)
    /// The store could not write, or refused to (the message says why); nothing was written.
    case writeFailed(String)
}
