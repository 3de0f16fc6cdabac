import Domain
import Scenes

/// An editable contact store answering from fixed books, recording every write, failing on demand.
struct EditableContactStoreSpy: EditableContactStore {
    var books: [AddressBook] = []
    var failure: ContactStoreError?
    let added = Recorder<ContactDraft>()
    let addedTo = Recorder<AddressBook.ID>()
    let updates = Recorder<ContactUpdate>()

    struct ContactUpdate: Equatable, Sendable {
        let id: Contact.ID
        let book: AddressBook.ID
        let changes: ContactChanges
    }

    func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] { books }

    func add(_ contact: ContactDraft, to book: AddressBook.ID) throws(ContactStoreError) -> Contact.ID {
        if let failure { throw failure }
        added.record(contact)
        addedTo.record(book)
        return Contact.ID(contact.name.lowercased().replacingOccurrences(of: " ", with: "-"))
    }

    func update(_ id: Contact.ID, in book: AddressBook.ID, with changes: ContactChanges) throws(ContactStoreError) {
        if let failure { throw failure }
        updates.record(ContactUpdate(id: id, book: book, changes: changes))
    }
}

enum ContactFixtures {
    static let here = SourceLocation(file: "Content/contacts/people.md", line: 1, column: 1)

    /// A contact whose name parts come from the heading the way the reader splits it.
    static func contact(_ name: String, first: String? = nil, last: String? = nil, emails: [String] = [], phones: [String] = [],
                        birthday: Birthday? = nil, company: String? = nil, title: String? = nil, tags: [String] = [],
                        notes: String = "") -> Contact {
        let words = name.split(separator: " ").map(String.init)
        return Contact(
            id: Contact.ID(name.lowercased().replacingOccurrences(of: " ", with: "-")), name: name,
            firstName: first ?? (words.count > 1 ? words.dropLast().joined(separator: " ") : name),
            lastName: last ?? (words.count > 1 ? words.last ?? "" : ""),
            emails: emails, phones: phones, birthday: birthday, company: company, title: title, tags: tags,
            notes: RichText(markdown: notes), location: here
        )
    }

    static func book(_ contacts: [Contact], id: String = "people", title: String = "People") -> AddressBook {
        AddressBook(id: AddressBook.ID(id), title: title, contacts: contacts, location: here)
    }
}
