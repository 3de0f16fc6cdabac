import Domain

/// Why adding or editing a contact was refused. The presenters word them; nothing was written.
public enum ContactProblem: Error, Sendable, Equatable {
    case emptyName
    /// A value holds a line break or another control character (each field is one line of Markdown).
    case notOneLine(field: String)
    case malformed(field: String, value: String, expected: String)
    case invalidBookName(String)
    case nothingToChange
    case bookNotFound(AddressBook.ID)
    case contactNotFound(Contact.ID, in: AddressBook.ID?)
    case contactInSeveralBooks(Contact.ID, books: [AddressBook.ID])
    case alreadyExists(name: String, Contact.ID, in: AddressBook.ID)
    case invalidContent(ContentErrors)
    case writeFailed(String)

    init(_ error: ContactStoreError, name: String? = nil) {
        switch error {
        case .addressBookNotFound(let book): self = .bookNotFound(book)
        case .contactNotFound(let id, let book): self = .contactNotFound(id, in: book)
        case .contactAlreadyExists(let id, let book): self = .alreadyExists(name: name ?? id.slug, id, in: book)
        case .invalidContent(let errors): self = .invalidContent(errors)
        case .writeFailed(let message): self = .writeFailed(message)
        }
    }
}
