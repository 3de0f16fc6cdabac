import Domain

/// Checks the new values of a contact's fields, finds the contact's book, and has the store
/// change only those fields. Nothing is written when anything is wrong.
public struct EditContactInteractor: Sendable {
    private let store: any EditableContactStore

    public init(store: any EditableContactStore) {
        self.store = store
    }

    public func editContact(_ request: EditContact.Request) -> EditContact.Response {
        var validator = ContactChangesValidator()
        let changes = validator.validate(request.changes)
        if request.changes.isEmpty { validator.append(.nothingToChange) }
        if let book = request.book, !book.isWellFormed { validator.append(.invalidBookName(book.slug)) }
        guard validator.problems.isEmpty else {
            return .rejected(validator.problems)
        }
        do {
            let book = try request.book ?? findBook(of: request.contactID)
            try store.update(request.contactID, in: book, with: changes)
            return .updated(request.contactID, in: book, fields: EditContactInteractor.fieldNames(changes))
        } catch let problem as ContactProblem {
            return .rejected([problem])
        } catch let error as ContactStoreError {
            return .rejected([ContactProblem(error)])
        } catch {
            return .rejected([.writeFailed("\(error)")])
        }
    }

    /// The one book holding the contact.
    private func findBook(of id: Contact.ID) throws -> AddressBook.ID {
        let books = try store.fetchAddressBooks().filter { book in book.contacts.contains { $0.id == id } }
        guard let first = books.first else { throw ContactProblem.contactNotFound(id, in: nil) }
        guard books.count == 1 else { throw ContactProblem.contactInSeveralBooks(id, books: books.map(\.id)) }
        return first.id
    }

    static func fieldNames(_ changes: ContactChanges) -> [String] {
        typealias Field = ContactChangesValidator.Field
        let set: [(String, Bool)] = [
            (Field.firstName, changes.firstName != nil), (Field.lastName, changes.lastName != nil),
            (Field.email, changes.emails != nil), (Field.phone, changes.phones != nil),
            (Field.address, changes.address != nil), (Field.birthday, changes.birthday != nil),
            (Field.company, changes.company != nil), (Field.title, changes.title != nil),
            (Field.website, changes.website != nil), (Field.tags, changes.tags != nil),
        ]
        return set.filter(\.1).map(\.0)
    }
}
