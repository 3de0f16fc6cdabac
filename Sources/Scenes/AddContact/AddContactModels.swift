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

    /// What the command prints.
    public typealias ViewModel = CommandOutcome
}
