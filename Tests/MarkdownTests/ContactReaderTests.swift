import Domain
import Testing
@testable import Markdown

/// Reads `text` as the address book `Content/contacts/<name>`.
func readBook(_ text: String, contentPath: String = "contacts/people.md") -> AddressBookReader.Outcome {
    AddressBookReader(tree: FakeContentTree()).read(text, file: "Content/\(contentPath)", contentPath: contentPath)
}

@Suite struct ContactReaderTests {
    static let full = """
    ---
    title: Friends
    description: People I write to.
    ---
    # Ignored title

    Friends from school.

    ## Ada Lovelace

    - First name: Augusta Ada
    - Last name: Lovelace
    - Email: ada@example.com
    - email: countess@example.org, ada2@example.org
    - Phone: +44 20 7946 0000
    - PHONE: (202) 555-0147
    - Address: 12 St James's Square, London
    - Birthday: 1815-12-10
    - Company: Analytical Engine Society
    - Title: Countess
    - Website: https://example.org/ada
    - Tags: maths, computing
    - Tags: poetry

    Wrote the first *algorithm*.

    - a list in the notes
    """

    @Test func everyField_isRead_withKeysInAnyCase() throws {
        let outcome = readBook(ContactReaderTests.full)
        #expect(outcome.diagnostics == [])
        let book = try #require(outcome.book)
        #expect(book.id == AddressBook.ID("people"))
        #expect(book.title == "Friends")
        #expect(book.summary == "People I write to.")
        #expect(book.introduction.markdown.contains("Friends from school."))
        let ada = try #require(book.contacts.first)
        #expect(ada.id == Contact.ID("ada-lovelace"))
        #expect(ada.name == "Ada Lovelace")
        #expect(ada.firstName == "Augusta Ada" && ada.lastName == "Lovelace")
        #expect(ada.emails == ["ada@example.com", "countess@example.org", "ada2@example.org"])
        #expect(ada.phones == ["+44 20 7946 0000", "(202) 555-0147"])
        #expect(ada.address == "12 St James's Square, London")
        #expect(ada.birthday == Birthday(year: 1815, month: 12, day: 10))
        #expect(ada.company == "Analytical Engine Society" && ada.title == "Countess")
        #expect(ada.website == "https://example.org/ada")
        #expect(ada.tags == ["maths", "computing", "poetry"])
        #expect(ada.notes.markdown.contains("Wrote the first *algorithm*."))
        #expect(ada.notes.markdown.contains("- a list in the notes"))
        #expect(ada.location == SourceLocation(file: "Content/contacts/people.md", line: 9, column: 1))
    }

    @Test func birthdayWithoutYear_isReadAsMonthAndDay() throws {
        let book = try #require(readBook("## Ludwig van Beethoven\n\n- Birthday: --12-16\n").book)
        #expect(book.contacts.first?.birthday == Birthday(year: nil, month: 12, day: 16))
    }

    @Test(arguments: [
        ("Ada Lovelace", nil, nil, "Ada", "Lovelace"),
        ("Gabriel García Márquez", "Gabriel", nil, "Gabriel", "García Márquez"),
        ("Ludwig van Beethoven", nil, "van Beethoven", "Ludwig", "van Beethoven"),
        ("Ōtomo Katsuhiro", "Katsuhiro", "Ōtomo", "Katsuhiro", "Ōtomo"),
        ("Björk", nil, nil, "Björk", ""),
        ("Jean Paul Sartre", nil, nil, "Jean Paul", "Sartre"),
    ] as [(String, String?, String?, String, String)])
    func nameParts_comeFromTheHeadingUnlessFieldsSayOtherwise(name: String, first: String?, last: String?, wantFirst: String, wantLast: String) {
        let parts = ContactBuilder.nameParts(of: name, firstName: first, lastName: last)
        #expect(parts.first == wantFirst)
        #expect(parts.last == wantLast)
    }

    @Test func aBulletListThatIsNotFields_isTheBody() throws {
        let book = try #require(readBook("## Ada\n\n- likes tea\n- and cake\n").book)
        #expect(book.contacts.first?.emails == [])
        #expect(book.contacts.first?.notes.markdown.contains("likes tea") == true)
    }

    @Test func titleFallsBackToTheFirstHeadingThenTheFileName() {
        #expect(readBook("# Work\n\n## Ada\n").book?.title == "Work")
        #expect(readBook("## Ada\n", contentPath: "contacts/work-friends.md").book?.title == "work-friends")
    }

    @Test func aBookWithoutContacts_isAWarning() {
        #expect(lines(readBook("# Empty\n").diagnostics) == [
            "Content/contacts/people.md:1:1: warning: address book has no contacts yet; start each one with a '## Name' heading",
        ])
    }
}

@Suite struct ContactReaderErrorTests {
    @Test(arguments: [
        ("- Emial: ada@example.com", "3:3: error: unknown field 'Emial' (expected one of: First name, Last name, Email, Phone, Address, Birthday, Company, Title, Website, Tags)"),
        ("- Email: ada@", "3:10: error: malformed Email 'ada@': expected an address like name@example.org"),
        ("- Email: ok@example.org, not an address", "3:10: error: malformed Email 'not an address': expected an address like name@example.org"),
        ("- Phone: call me", "3:10: error: malformed Phone 'call me': expected digits with optional + ( ) - . / and spaces, like +44 20 7946 0000"),
        ("- Birthday: 10/12/1815", "3:13: error: malformed Birthday '10/12/1815': expected YYYY-MM-DD or --MM-DD"),
        ("- Birthday: 1815-02-30", "3:13: error: malformed Birthday '1815-02-30': expected YYYY-MM-DD or --MM-DD"),
        ("- Birthday: --13-01", "3:13: error: malformed Birthday '--13-01': expected YYYY-MM-DD or --MM-DD"),
        ("- Website: javascript:alert(1)", "3:12: error: malformed Website 'javascript:alert(1)': expected an absolute https or http URL like https://example.org/"),
        ("- Website: example.org", "3:12: error: malformed Website 'example.org': expected an absolute https or http URL like https://example.org/"),
        ("- Company:", "3:11: error: field 'Company' has no value"),
        ("- Company: A\n- company: B", "4:3: error: field 'company' appears twice (first on line 3); it takes one value"),
        ("  - Email: x", "3:12: error: malformed Email 'x': expected an address like name@example.org"),
    ])
    func aBadField_isReportedWithLineAndColumn(field: String, expected: String) {
        let outcome = readBook("## Ada Lovelace\n\n\(field)\n")
        #expect(lines(outcome.diagnostics) == ["Content/contacts/people.md:" + expected])
        #expect(outcome.book?.contacts == [])
    }

    @Test func everyErrorInAFile_isReported() {
        let text = """
        ---
        titel: People
        ---
        ## Ada Lovelace

        - Emial: ada@example.com
        - Birthday: tomorrow

        ## 

        ## Ada  Lovelace

        ## ❤️ ★
        """
        #expect(lines(readBook(text).diagnostics) == [
            "Content/contacts/people.md:2:1: warning: front matter key 'titel' is not one this file reads, so it is ignored; did you mean 'title'?",
            "Content/contacts/people.md:6:3: error: unknown field 'Emial' (expected one of: First name, Last name, Email, Phone, Address, Birthday, Company, Title, Website, Tags)",
            "Content/contacts/people.md:7:13: error: malformed Birthday 'tomorrow': expected YYYY-MM-DD or --MM-DD",
            "Content/contacts/people.md:9:1: error: contact has an empty name; write the person's name after '##'",
            "Content/contacts/people.md:11:1: error: contact \"Ada  Lovelace\" has the same URL (ada-lovelace) as \"Ada Lovelace\" on line 4; make the names differ",
            "Content/contacts/people.md:13:1: error: contact name \"❤️ ★\" gives an empty URL slug; include letters or digits",
        ])
    }

    @Test func namesInNFCAndNFD_clash_andTheErrorSaysWhy() {
        let composed = "Анна Йорк".precomposedStringWithCanonicalMapping, decomposed = "Анна Йорк".decomposedStringWithCanonicalMapping
        let text = "## \(composed)\n\n## \(decomposed)\n"
        #expect(lines(readBook(text).diagnostics) == [
            "Content/contacts/people.md:3:1: error: contact \"\(decomposed)\" has the same URL (анна-йорк) as \"\(composed)\" on line 1 (the same text, in two Unicode normalizations, NFC and NFD); make the names differ",
        ])
    }

    @Test func errorsFromSeveralBooks_areAllReportedByTheSiteReader() throws {
        try TemporaryContent.with { content in
            try content.write("contacts/a.md", "## Ada\n\n- Email: nope\n")
            try content.write("contacts/b.md", "## Bob\n\n- Phne: 1234\n")
            try content.write("contacts/B.md", "## Bea\n")
            let errors = try #require(contentErrors(from: content.reader()))
            #expect(errors.diagnostics.map(\.description).contains("Content/contacts/a.md:3:10: error: malformed Email 'nope': expected an address like name@example.org"))
            #expect(errors.diagnostics.map(\.description).contains { $0.hasPrefix("Content/contacts/b.md:3:3: error: unknown field 'Phne'") })
            #expect(errors.diagnostics.map(\.description).contains { $0.contains("address book slug \"b\" is already used by") })
        }
    }
}
