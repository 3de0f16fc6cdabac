import Domain

/// Add a contact to an address book from the command line (the ContactsBook article's add use case).
public enum AddContact {
    public struct Request: Sendable, Equatable {
        public let draft: ContactDraft
        /// The book to add to; `nil` means the only book there is, else `people`.
        public let book: AddressBook.ID?

        public init(draft: ContactDraft, book: AddressBook.ID?) {
            self.draft = draft
            self.book = book
        }
    }

    public enum Response: Sendable, Equatable {
        case added(name: String, Contact.ID, in: AddressBook.ID)
        case rejected([ContactProblem])
    }

    /// What the command prints: on success one line for standard output, else one line per problem.
    public struct ViewModel: Sendable, Equatable {
        public let succeeded: Bool
        public let lines: [String]
    }
}

/// Receives the add result; the terminal view implements it.
public protocol AddContactDisplayLogic: Sendable {
    func displayAddResult(_ viewModel: AddContact.ViewModel)
}

/// Formats the add result; the interactor sees only this.
public protocol AddContactPresentationLogic: Sendable {
    func presentAddResult(_ response: AddContact.Response)
}
