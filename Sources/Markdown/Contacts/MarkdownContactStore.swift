import Domain

/// The contact gateway backed by Markdown files in `Content/contacts/`.
/// PLACEHOLDER: the contacts work replaces this file.
public struct MarkdownContactStore: ContactStore {
    private let books: [AddressBook]

    init(books: [AddressBook]) {
        self.books = books.sorted { $0.id < $1.id }
    }

    public func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] { books }

    public func fetchAddressBook(id: AddressBook.ID) throws(ContactStoreError) -> AddressBook {
        guard let book = books.first(where: { $0.id == id }) else { throw .addressBookNotFound(id) }
        return book
    }

    public func add(_ contact: ContactDraft, to book: AddressBook.ID) throws(ContactStoreError) {
        throw .writeFailed("not implemented yet")
    }

    public func update(_ id: Contact.ID, in book: AddressBook.ID, with changes: ContactChanges) throws(ContactStoreError) {
        throw .writeFailed("not implemented yet")
    }

    struct Outcome {
        var books: [AddressBook] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads every `contacts/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> Outcome {
        Outcome()
    }
}
