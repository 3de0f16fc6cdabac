import Domain

/// Change fields of an existing contact from the command line (the ContactsBook article's edit use case).
public enum EditContact {
    public struct Request: Sendable, Equatable {
        public let contactID: Contact.ID
        /// The contact's book; `nil` looks in every book (and asks for one when several hold the contact).
        public let book: AddressBook.ID?
        /// The fields to set; an empty text removes a field, a list replaces all its lines.
        public let changes: ContactChanges

        public init(contactID: Contact.ID, book: AddressBook.ID?, changes: ContactChanges) {
            self.contactID = contactID
            self.book = book
            self.changes = changes
        }
    }

    public enum Response: Sendable, Equatable {
        /// `fields` are the names of the fields that were set, in content order.
        case updated(Contact.ID, in: AddressBook.ID, fields: [String])
        case rejected([ContactProblem])
    }

    /// What the command prints.
    public typealias ViewModel = CommandOutcome
}
