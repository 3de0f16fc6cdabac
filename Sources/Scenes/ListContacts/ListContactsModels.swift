import Domain

/// An address book's page: every contact by last name, under letter headings, with a jump bar,
/// a filter box, and the whole book as one vCard file.
public enum ListContacts {
    public struct Request: Sendable, Hashable {
        public let bookID: AddressBook.ID
        public init(bookID: AddressBook.ID) { self.bookID = bookID }
    }

    public struct Response: Sendable, Hashable {
        public let book: AddressBook
        /// The book's contacts sorted by last name, then first name (locale-aware).
        public let contacts: [Contact]
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        @TemplateFields
        public struct Row: Sendable, Hashable {
            public let fullName: String
            /// The words before the part the list sorts by (`Ada`), or `nil` for a one-word name.
            public let givenName: String?
            /// The part the list sorts by, emphasised (`Lovelace`; `Cher` for a one-word name).
            public let sortName: String
            public let url: String
            /// Job and first e-mail, `Countess · ada@example.org`, or `nil`.
            public let summary: String?
            /// Lower-cased, accent-free text the filter matches against (name, e-mails, phones, company, tags).
            public let searchText: String
        }

        @TemplateFields
        public struct Group: Sendable, Hashable {
            public let letter: String
            public let anchor: String
            public let headingID: String
            public let rows: [Row]
        }

        /// One letter of the jump bar; `url` is `nil` when no contact is filed under it.
        @TemplateFields
        public struct JumpLink: Sendable, Hashable {
            public let letter: String
            public let url: String?
            public let label: String
        }

        /// The filter box and the texts its script shows (the script only substitutes `{count}`).
        @TemplateFields
        public struct Filter: Sendable, Hashable {
            public let label: String
            public let placeholder: String
            public let noMatches: String
            public let oneMatch: String
            public let manyMatches: String
            public let allShown: String
        }

        @TemplateFields
        public struct Download: Sendable, Hashable {
            public let url: String
            public let fileName: String
            public let label: String
        }

        public let page: PageChrome
        public let title: String
        public let introductionHTML: String?
        public let count: String
        public let jumpBarLabel: String
        public let jumpBar: [JumpLink]
        public let groups: [Group]
        public let filter: Filter?
        /// Shown instead of the list when the book has no contacts.
        public let emptyMessage: String?
        public let download: Download?
    }
}
