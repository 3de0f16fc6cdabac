import Domain

/// Checks a new contact's values and, when every one is valid, has the store add it.
/// Nothing is written when any value is invalid, the book name is malformed, or the book
/// already holds a contact of that name; every problem is reported at once.
public struct AddContactInteractor: Sendable {
    /// The book a contact goes to when none is named and there is not exactly one.
    public static let defaultBook = AddressBook.ID("people")

    private let store: any EditableContactStore

    public init(store: any EditableContactStore) {
        self.store = store
    }

    public func addContact(_ request: AddContact.Request) -> AddContact.Response {
        var validator = ContactChangesValidator()
        let name = validator.validateName(request.draft.name)
        let fields = validator.validate(request.draft.fields)
        if let book = request.book, !book.isWellFormed {
            validator.append(.invalidBookName(book.slug))
        }
        guard let name, validator.problems.isEmpty else {
            return .rejected(validator.problems)
        }
        do throws(ContactStoreError) {
            let book: AddressBook.ID
            if let requested = request.book { book = requested } else { book = try defaultBook() }
            let id = try store.add(ContactDraft(name: name, fields: fields), to: book)
            return .added(name: name, id, in: book)
        } catch {
            return .rejected([ContactProblem(error, name: name)])
        }
    }

    private func defaultBook() throws(ContactStoreError) -> AddressBook.ID {
        let books = try store.fetchAddressBooks()
        return books.count == 1 ? books[0].id : AddContactInteractor.defaultBook
    }
}
