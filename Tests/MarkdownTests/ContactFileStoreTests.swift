import Domain
import Foundation
import Testing
@testable import Markdown

@Suite struct ContactFileStoreTests {
    static let book = """
    ---
    title: People   # a comment the edit must keep
    ---
    # People

    <!-- notes for myself -->

    ## Ada Lovelace

    * email: ada@example.com
    * Phone: +44 20 7946 0000
    * Email: countess@example.org
    * Company: Analytical
      Engine Society

    Notes stay *exactly* as written.\u{20}\u{20}

    ## Charles Babbage

    - Email: charles@example.org

    Inventor.
    """

    func store(_ content: TemporaryContent) -> MarkdownContactFileStore {
        MarkdownContactFileStore(contentDirectory: content.url, displayPath: "Content")
    }

    /// The book `id` as the store reads it now, if there is one.
    func addressBook(_ id: AddressBook.ID, in content: TemporaryContent) throws -> AddressBook? {
        try store(content).fetchAddressBooks().first { $0.id == id }
    }

    func bytes(_ content: TemporaryContent, _ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: content.url.appendingPathComponent(path)))
    }

    @Test func edit_changesOnlyThatContactsFieldLines() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", ContactFileStoreTests.book)
            try store(content).update(Contact.ID("ada-lovelace"), in: AddressBook.ID("people"),
                                      with: ContactChanges(emails: ["new@example.com"], company: "", website: "https://example.org"))
            let expected = ContactFileStoreTests.book
                .replacingOccurrences(of: "* email: ada@example.com\n", with: "* email: new@example.com\n")
                .replacingOccurrences(of: "* Email: countess@example.org\n* Company: Analytical\n  Engine Society\n", with: "* Website: https://example.org\n")
            #expect(String(decoding: try bytes(content, "contacts/people.md"), as: UTF8.self) == expected)
            let ada = try #require(try addressBook(AddressBook.ID("people"), in: content)).contacts[0]
            #expect(ada.emails == ["new@example.com"] && ada.company == nil && ada.website == "https://example.org")
            #expect(ada.phones == ["+44 20 7946 0000"])
        }
    }

    @Test func edit_keepsACRLFFileCRLF_andEveryOtherByte() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            let crlf = ContactFileStoreTests.book.replacingOccurrences(of: "\n", with: "\r\n")
            try content.write("contacts/people.md", crlf)
            try store(content).update(Contact.ID("charles-babbage"), in: AddressBook.ID("people"),
                                      with: ContactChanges(phones: ["+44 1", "+44 20 7946 0001"].map { $0 + "23" }, birthday: "1791-12-26"))
            let expected = crlf.replacingOccurrences(
                of: "- Email: charles@example.org\r\n",
                with: "- Email: charles@example.org\r\n- Phone: +44 123\r\n- Phone: +44 20 7946 000123\r\n- Birthday: 1791-12-26\r\n"
            )
            #expect(String(decoding: try bytes(content, "contacts/people.md"), as: UTF8.self) == expected)
        }
    }

    @Test func edit_ofAContactWithoutFields_addsAListUnderTheHeading() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "## Ada\nLikes tea.\n\n## Bob\n")
            try store(content).update(Contact.ID("ada"), in: AddressBook.ID("people"), with: ContactChanges(emails: ["a@example.org"]))
            try store(content).update(Contact.ID("bob"), in: AddressBook.ID("people"), with: ContactChanges(title: "Builder"))
            #expect(try content.url.appendingPathComponent("contacts/people.md").contents()
                == "## Ada\n\n- Email: a@example.org\n\nLikes tea.\n\n## Bob\n\n- Title: Builder\n")
        }
    }

    @Test func add_appendsAtTheEnd_andCreatesAMissingBook() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "# People\n\n## Ada\n\nNo newline at the end")
            let people = AddressBook.ID("people")
            let id = try store(content).add(ContactDraft(name: "Émile *Zola*", fields: ContactChanges(emails: ["emile@example.fr"], tags: ["writers", "france"])), to: people)
            #expect(id == Contact.ID("emile-zola"))
            #expect(try content.url.appendingPathComponent("contacts/people.md").contents()
                == "# People\n\n## Ada\n\nNo newline at the end\n\n## Émile \\*Zola\\*\n\n- Email: emile@example.fr\n- Tags: writers, france\n")
            #expect(try addressBook(people, in: content)?.contacts.map(\.name) == ["Ada", "Émile *Zola*"])

            _ = try store(content).add(ContactDraft(name: "Grace Hopper"), to: AddressBook.ID("work-friends"))
            #expect(try content.url.appendingPathComponent("contacts/work-friends.md").contents() == "# Work friends\n\n## Grace Hopper\n")
        }
    }

    /// A value holding a noncharacter the readers mark deck syntax with would make a file the
    /// next build refuses: the change is refused and the file keeps its bytes.
    @Test func add_refusesANoncharacter_andWritesNothing() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "# People\n\n## Ada\n")
            let mark = Character(Unicode.Scalar(0xFDD5)!)
            let error = #expect(throws: ContactStoreError.self) {
                _ = try store(content).add(ContactDraft(name: "Grace", fields: ContactChanges(company: "Navy \(mark)")), to: AddressBook.ID("people"))
            }
            #expect(String(describing: error).contains("holds U+FDD5, a Unicode noncharacter"), "\(String(describing: error))")
            #expect(try content.url.appendingPathComponent("contacts/people.md").contents() == "# People\n\n## Ada\n")
        }
    }

    @Test func add_refusesADuplicateName() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "## Ada Lovelace\n")
            #expect(throws: ContactStoreError.contactAlreadyExists(Contact.ID("ada-lovelace"), in: AddressBook.ID("people"))) {
                _ = try store(content).add(ContactDraft(name: "ada lovelace"), to: AddressBook.ID("people"))
            }
        }
    }

    @Test func writes_refuseAFileWithErrors_andChangeNothing() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            let broken = "## Ada\n\n- Emial: a@example.org\n"
            try content.write("contacts/people.md", broken)
            #expect(throws: ContactStoreError.self) {
                try store(content).update(Contact.ID("ada"), in: AddressBook.ID("people"), with: ContactChanges(title: "X"))
            }
            #expect(throws: ContactStoreError.self) {
                _ = try store(content).add(ContactDraft(name: "Bob"), to: AddressBook.ID("people"))
            }
            #expect(try content.url.appendingPathComponent("contacts/people.md").contents() == broken)
        }
    }

    @Test func writes_refuseAFileWithUnusualLineBreaks() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            let text = "## Ada\r\r- Email: a@example.org\r"
            try content.write("contacts/people.md", text)
            #expect(throws: ContactStoreError.self) {
                try store(content).update(Contact.ID("ada"), in: AddressBook.ID("people"), with: ContactChanges(title: "X"))
            }
            #expect(try content.url.appendingPathComponent("contacts/people.md").contents() == text)
        }
    }

    @Test func writes_refuseABookNameThatIsNotASlug_andLeaveNoFileBehind() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("index.md", "")
            for name in ["../outside", "People", "a/b", "", "á", "Друзья", "ﬁ", "１"] {
                #expect(throws: ContactStoreError.self) {
                    _ = try store(content).add(ContactDraft(name: "Ada"), to: AddressBook.ID(name))
                }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: content.url.path) == ["index.md"])
        }
    }

    /// A book name that is not its file's slug (accented Latin, upper case) is refused with the
    /// slug to use: written as asked, the file would be read back as another book, and a second
    /// add would replace what the first wrote. The same name in NFD is the NFC book.
    @Test func add_takesABookOnlyAsItsSlugIsWritten() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            #expect(throws: ContactStoreError.writeFailed("address book name 'á' is not how its URL writes it; use --book a")) {
                _ = try store(content).add(ContactDraft(name: "Ada"), to: AddressBook.ID("á"))
            }
            #expect(throws: ContactStoreError.writeFailed("address book name 'Друзья' is not how its URL writes it; use --book друзья")) {
                _ = try store(content).add(ContactDraft(name: "Ada"), to: AddressBook.ID("Друзья"))
            }
            _ = try store(content).add(ContactDraft(name: "Анна"), to: AddressBook.ID("ру\u{301}й".decomposedStringWithCanonicalMapping))
            _ = try store(content).add(ContactDraft(name: "Борис"), to: AddressBook.ID("ру\u{301}й".precomposedStringWithCanonicalMapping))
            let book = "ру\u{301}й".precomposedStringWithCanonicalMapping
            #expect(try FileManager.default.contentsOfDirectory(atPath: content.url.appendingPathComponent("contacts").path) == [book + ".md"])
            #expect(try addressBook(AddressBook.ID(book), in: content)?.contacts.map(\.name) == ["Анна", "Борис"])
            // An edit names the book the same way, and is told the same.
            #expect(throws: ContactStoreError.writeFailed("address book name 'РУ\u{301}Й' is not how its URL writes it; use --book \(book)")) {
                try store(content).update(Contact.ID("анна"), in: AddressBook.ID("РУ\u{301}Й"), with: ContactChanges(title: "X"))
            }
            try store(content).update(Contact.ID("анна"), in: AddressBook.ID(book.decomposedStringWithCanonicalMapping), with: ContactChanges(title: "Врач"))
            #expect(try addressBook(AddressBook.ID(book), in: content)?.contacts.first?.title == "Врач")
        }
    }

    /// The interactor's look at the books, the change's own read and the read-back go through
    /// one part cache: the book (700 KB, read in parts) is parsed once, and the part the contact
    /// went into once more.
    @Test func add_parsesTheBookOnce_andTheChangedPartAgain() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            let contacts = (0..<10_000).map { "## Person \($0)\n\n- Email: p\($0)@example.org\n\nA note about person \($0).\n" }
            try content.write("contacts/people.md", "# People\n\n" + contacts.joined(separator: "\n"))
            let store = store(content)
            _ = try store.fetchAddressBooks()
            let parts = store.parts.reusedAndRead.read
            #expect(parts >= 4 && store.parts.reusedAndRead.reused == 0)
            _ = try store.add(ContactDraft(name: "Zed Example", fields: ContactChanges(emails: ["z@example.org"])), to: AddressBook.ID("people"))
            // The read-back parses the part the contact went into, and at most the one its cut moved.
            let (reused, read) = store.parts.reusedAndRead
            let again = read - parts
            #expect(again >= 1 && again <= 2 && reused + again == 2 * parts)
            let book = try #require(try addressBook(AddressBook.ID("people"), in: content))
            #expect(book.contacts.count == 10_001 && book.contacts.contains { $0.name == "Zed Example" && $0.emails == ["z@example.org"] })
        }
    }

    @Test func writes_leaveNoTemporaryFile() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "## Ada\n")
            try store(content).update(Contact.ID("ada"), in: AddressBook.ID("people"), with: ContactChanges(title: "Countess"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: content.url.appendingPathComponent("contacts").path) == ["people.md"])
        }
    }

    @Test func edit_ofAMissingContactOrBook_isNotFound() throws {
        try TemporaryContent.with { (content: TemporaryContent) throws in
            try content.write("contacts/people.md", "## Ada\n")
            #expect(throws: ContactStoreError.contactNotFound(Contact.ID("bob"), in: AddressBook.ID("people"))) {
                try store(content).update(Contact.ID("bob"), in: AddressBook.ID("people"), with: ContactChanges(title: "X"))
            }
            #expect(throws: ContactStoreError.addressBookNotFound(AddressBook.ID("work"))) {
                try store(content).update(Contact.ID("ada"), in: AddressBook.ID("work"), with: ContactChanges(title: "X"))
            }
        }
    }
}

extension URL {
    func contents() throws -> String {
        String(decoding: try Data(contentsOf: self), as: UTF8.self)
    }
}
