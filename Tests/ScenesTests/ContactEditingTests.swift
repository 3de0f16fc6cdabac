import Domain
import Testing
@testable import Scenes

@Suite struct AddContactInteractorTests {
    func add(_ name: String, _ fields: ContactChanges = ContactChanges(), book: String? = nil,
             store: EditableContactStoreSpy = EditableContactStoreSpy()) -> (AddContact.Response?, EditableContactStoreSpy) {
        let response = AddContactInteractor(store: store)
            .addContact(AddContact.Request(draft: ContactDraft(name: name, fields: fields), book: book.map(AddressBook.ID.init)))
        return (response, store)
    }

    @Test func validValues_areTrimmedAndAddedToTheNamedBook() {
        let (response, store) = add("  Ada Lovelace ", ContactChanges(emails: [" ada@example.com"], tags: ["maths, computing", ""]), book: "work")
        #expect(response == .added(name: "Ada Lovelace", Contact.ID("ada-lovelace"), in: AddressBook.ID("work")))
        #expect(store.added.values == [ContactDraft(name: "Ada Lovelace", fields: ContactChanges(emails: ["ada@example.com"], tags: ["maths", "computing"]))])
        #expect(store.addedTo.values == [AddressBook.ID("work")])
    }

    @Test func withoutABook_theOnlyBookIsUsed_elsePeople() {
        let one = EditableContactStoreSpy(books: [ContactFixtures.book([], id: "friends")])
        #expect(add("Ada", store: one).1.addedTo.values == [AddressBook.ID("friends")])
        let two = EditableContactStoreSpy(books: [ContactFixtures.book([], id: "a"), ContactFixtures.book([], id: "b")])
        #expect(add("Ada", store: two).1.addedTo.values == [AddressBook.ID("people")])
        #expect(add("Ada").1.addedTo.values == [AddressBook.ID("people")])
    }

    @Test func everyInvalidValue_isReported_andNothingIsWritten() {
        let (response, store) = add("Ada", ContactChanges(
            emails: ["ok@example.org", "ada@"], phones: ["call me"], address: "line\nbreak", birthday: "1815-13-10", website: "javascript:x"
        ), book: "../x")
        #expect(response == .rejected([
            .malformed(field: "Email", value: "ada@", expected: EmailAddress.expectedForm),
            .malformed(field: "Phone", value: "call me", expected: PhoneNumber.expectedForm),
            .notOneLine(field: "Address"),
            .malformed(field: "Birthday", value: "1815-13-10", expected: "YYYY-MM-DD or --MM-DD"),
            .malformed(field: "Website", value: "javascript:x", expected: WebAddress.expectedForm()),
            .invalidBookName("../x"),
        ]))
        #expect(store.added.values == [])
    }

    /// A book name is shaped like a slug: letters of any script, digits and single hyphens;
    /// nothing that could name a path, and no invisible code point. (Whether it is its file's
    /// slug, `друзья` and not `Друзья`, the store checks: `add_takesABookOnlyAsItsSlugIsWritten`.)
    @Test func bookNames_areShapedLikeSlugsOfAnyScript() {
        for good in ["people", "work-2024", "друзья", "日本語", "ørsted", "हिन्दी-शब्द", "Друзья", "People"] {
            #expect(AddressBook.ID(good).isWellFormed, "\(good)")
        }
        for bad in ["", "../x", "a/b", "-a", "a-", "a--b", "a b", "жу\u{200D}к", "a.md", "a\u{0}", String(repeating: "ж", count: 51)] {
            #expect(!AddressBook.ID(bad).isWellFormed, "\(bad)")
        }
    }

    @Test func anEmptyName_isRefused() {
        let (response, store) = add("   ")
        #expect(response == .rejected([.emptyName]))
        #expect(store.added.values == [])
    }

    @Test func aDuplicateTheStoreRefuses_isReportedWithTheName() {
        var store = EditableContactStoreSpy()
        store.failure = .contactAlreadyExists(Contact.ID("ada"), in: AddressBook.ID("people"))
        #expect(add("Ada", book: "people", store: store).0 == .rejected([.alreadyExists(name: "Ada", Contact.ID("ada"), in: AddressBook.ID("people"))]))
    }
}

@Suite struct EditContactInteractorTests {
    func edit(_ id: String, _ changes: ContactChanges, book: String? = nil, store: EditableContactStoreSpy) -> EditContact.Response? {
        EditContactInteractor(store: store)
            .editContact(EditContact.Request(contactID: Contact.ID(id), book: book.map(AddressBook.ID.init), changes: changes))
    }

    /// A fresh store per test: its recorders must not be shared between tests running in parallel.
    static var store: EditableContactStoreSpy { EditableContactStoreSpy(books: [
        ContactFixtures.book([ContactFixtures.contact("Ada Lovelace"), ContactFixtures.contact("Alan Turing")], id: "people"),
        ContactFixtures.book([ContactFixtures.contact("Alan Turing")], id: "work"),
    ]) }

    @Test func theOneBookHoldingTheContact_isFound_andOnlyGivenFieldsChange() {
        let store = EditContactInteractorTests.store
        let response = edit("ada-lovelace", ContactChanges(emails: ["new@example.com", ""], company: ""), store: store)
        #expect(response == .updated(Contact.ID("ada-lovelace"), in: AddressBook.ID("people"), fields: ["Email", "Company"]))
        #expect(store.updates.values == [.init(id: Contact.ID("ada-lovelace"), book: AddressBook.ID("people"),
                                               changes: ContactChanges(emails: ["new@example.com"], company: ""))])
    }

    @Test func aContactInSeveralBooks_needsABook() {
        let store = EditContactInteractorTests.store
        #expect(edit("alan-turing", ContactChanges(title: "Dr"), store: store)
            == .rejected([.contactInSeveralBooks(Contact.ID("alan-turing"), books: [AddressBook.ID("people"), AddressBook.ID("work")])]))
        #expect(edit("alan-turing", ContactChanges(title: "Dr"), book: "work", store: store)
            == .updated(Contact.ID("alan-turing"), in: AddressBook.ID("work"), fields: ["Title"]))
        #expect(store.updates.values.map(\.book) == [AddressBook.ID("work")])
    }

    @Test func refusals_writeNothing() {
        let store = EditContactInteractorTests.store
        #expect(edit("nobody", ContactChanges(title: "X"), store: store) == .rejected([.contactNotFound(Contact.ID("nobody"), in: nil)]))
        #expect(edit("ada-lovelace", ContactChanges(), store: store) == .rejected([.nothingToChange]))
        #expect(edit("ada-lovelace", ContactChanges(birthday: "yesterday"), store: store)
            == .rejected([.malformed(field: "Birthday", value: "yesterday", expected: "YYYY-MM-DD or --MM-DD")]))
        #expect(store.updates.values == [])
    }

    @Test func aStoreFailure_isReported() {
        var store = EditContactInteractorTests.store
        store.failure = .writeFailed("disk full")
        #expect(edit("ada-lovelace", ContactChanges(title: "X"), store: store) == .rejected([.writeFailed("disk full")]))
    }
}

@Suite struct ContactEditingPresenterTests {
    @Test func addResults_areWordedForTheTerminal() {
        let presenter = AddContactPresenter()
        #expect([
            presenter.present(.added(name: "Ada Lovelace", Contact.ID("ada-lovelace"), in: AddressBook.ID("people"))),
            presenter.present(.rejected([.malformed(field: "Email", value: "x", expected: "an address"), .emptyName])),
        ] == [
            .init(succeeded: true, lines: ["Added Ada Lovelace to address book 'people' as 'ada-lovelace'."]),
            .init(succeeded: false, lines: [
                "error: malformed Email 'x': expected an address",
                "error: the contact needs a name, such as \"Ada Lovelace\"",
                "error: nothing was written",
            ]),
        ])
    }

    @Test func editResults_areWordedForTheTerminal() {
        let presenter = EditContactPresenter()
        #expect([
            presenter.present(.updated(Contact.ID("ada"), in: AddressBook.ID("people"), fields: ["Email", "Phone"])),
            presenter.present(.rejected([.contactInSeveralBooks(Contact.ID("ada"), books: [AddressBook.ID("a"), AddressBook.ID("b")])])),
        ] == [
            .init(succeeded: true, lines: ["Updated 'ada' in address book 'people': Email, Phone."]),
            .init(succeeded: false, lines: [
                "error: contact 'ada' is in several address books (a, b); choose one with --book",
                "error: nothing was written",
            ]),
        ])
    }
}
