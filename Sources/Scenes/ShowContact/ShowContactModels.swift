import Domain

/// One contact's page: name, job, how to reach them, birthday, notes, and their vCard.
public enum ShowContact {
    public struct Request: Sendable, Hashable {
        public let bookID: AddressBook.ID
        public let contactID: Contact.ID
        public init(bookID: AddressBook.ID, contactID: Contact.ID) {
            self.bookID = bookID
            self.contactID = contactID
        }
    }

    /// The contact and what its page shows of its book: not the whole book, so that comparing
    /// a contact's page with the last build's (`site serve`) compares only its own contact.
    public struct Response: Sendable, Hashable {
        public let book: AddressBook.Heading
        public let contact: Contact
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        /// One value of a detail; `url` makes it a link, `datetime` a `<time>`.
        @TemplateFields
        public struct Value: Sendable, Hashable {
            public let text: String
            public let url: String?
            public let datetime: String?
        }

        /// A labelled detail (`Email`, `Phone`, `Birthday`…) with one or more values.
        @TemplateFields
        public struct Detail: Sendable, Hashable {
            public let label: String
            public let values: [Value]
        }

        @TemplateFields
        public struct Link: Sendable, Hashable {
            public let url: String
            public let label: String
        }

        public let page: PageChrome
        public let name: String
        /// `Countess, Analytical Society`, or `nil`.
        public let job: String?
        public let details: [Detail]
        public let notesHeading: String
        public let notesHTML: String?
        public let download: ListContacts.ViewModel.Download
        public let back: Link
    }
}
