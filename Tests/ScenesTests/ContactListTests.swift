import Domain
import Testing
@testable import Scenes

@Suite struct ListContactsInteractorTests {
    func sortedNames(_ contacts: [Contact], language: String = "en") throws -> [String] {
        let site = try Snapshots.site(books: [ContactFixtures.book(contacts)], settings: SiteSettings(language: language))
        return try ListContactsInteractor().respond(to: ListContacts.Request(bookID: AddressBook.ID("people")), in: site).contacts.map(\.name)
    }

    @Test func contacts_areSortedByLastNameThenFirstName_caseAndAccentAware() throws {
        let names = try sortedNames([
            ContactFixtures.contact("émile zola"), ContactFixtures.contact("Pierre Curie"), ContactFixtures.contact("ada lovelace"),
            ContactFixtures.contact("Marie Curie"), ContactFixtures.contact("Björk"), ContactFixtures.contact("Zeno Élan"),
            ContactFixtures.contact("Anna Elan"),
        ])
        #expect(names == ["Björk", "Marie Curie", "Pierre Curie", "Anna Elan", "Zeno Élan", "ada lovelace", "émile zola"])
    }

    @Test func sorting_followsTheSiteLanguage() throws {
        let contacts = [ContactFixtures.contact("Ola Ås"), ContactFixtures.contact("Per Zorn"), ContactFixtures.contact("Eva Berg")]
        #expect(try sortedNames(contacts, language: "en") == ["Ola Ås", "Eva Berg", "Per Zorn"])
        #expect(try sortedNames(contacts, language: "sv") == ["Eva Berg", "Per Zorn", "Ola Ås"])
    }

    @Test func anUnknownBook_isAnError() throws {
        let site = try Snapshots.site()
        #expect(throws: ContactStoreError.addressBookNotFound(AddressBook.ID("nope"))) {
            try ListContactsInteractor().respond(to: ListContacts.Request(bookID: AddressBook.ID("nope")), in: site)
        }
    }
}

@Suite struct ListContactsPresenterTests {
    func present(_ contacts: [Contact]) throws -> ListContacts.ViewModel {
        let context = PageContext(site: SiteSettings(title: "Cards"), route: .addressBook(AddressBook.ID("people")))
        return ListContactsPresenter(renderer: RendererStub(), context: context, collation: Collation(language: "en"))
            .present(ListContacts.Response(book: ContactFixtures.book(contacts), contacts: contacts))
    }

    @Test func names_haveEachPartsFirstLetterUpperCased() throws {
        let viewModel = try present([
            ContactFixtures.contact("émile zola"), ContactFixtures.contact("jean-paul sartre"),
            ContactFixtures.contact("ludwig van beethoven", first: "ludwig", last: "van beethoven"), ContactFixtures.contact("björk"),
            ContactFixtures.contact("Ronald McDonald"),
        ])
        let rows = viewModel.groups.flatMap(\.rows)   // in letter order: B, M, S, V, Z
        #expect(rows.map(\.fullName) == ["Björk", "Ronald McDonald", "Jean-Paul Sartre", "Ludwig Van Beethoven", "Émile Zola"])
        #expect(rows.map(\.sortName) == ["Björk", "McDonald", "Sartre", "Van Beethoven", "Zola"])
        #expect(rows.map(\.givenName) == [nil, "Ronald", "Jean-Paul", "Ludwig", "Émile"])
    }

    @Test func contacts_areGroupedUnderLetters_withAccentsFolded() throws {
        let viewModel = try present([
            ContactFixtures.contact("Anna Ärlig"), ContactFixtures.contact("Bea Adams"), ContactFixtures.contact("Emil Zola"),
            ContactFixtures.contact("Ona Øster"), ContactFixtures.contact("Dev 42"),
        ])
        #expect(viewModel.groups.map(\.letter) == ["A", "Z", "Ø", "#"])
        #expect(viewModel.groups.map(\.anchor) == ["letter-A", "letter-Z", "letter-Ø", "letter-other"])
        #expect(viewModel.groups[0].rows.map(\.fullName) == ["Anna Ärlig", "Bea Adams"])
        #expect(viewModel.groups[0].headingID == "heading-letter-A")
    }

    @Test func jumpBar_listsAToZ_enablingOnlyLettersWithContacts() throws {
        let viewModel = try present([ContactFixtures.contact("Ada Lovelace"), ContactFixtures.contact("Ona Øster")])
        #expect(viewModel.jumpBar.map(\.letter) == (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["Ø"])
        let l = try #require(viewModel.jumpBar.first { $0.letter == "L" })
        #expect(l.url == "#letter-L" && l.label == "Contacts under L")
        let a = try #require(viewModel.jumpBar.first { $0.letter == "A" })
        #expect(a.url == nil && a.label == "No contacts under A")
        #expect(viewModel.jumpBar.filter { $0.url != nil }.map(\.letter) == ["L", "Ø"])
    }

    @Test func rows_carryLinksSummariesAndFoldedSearchText() throws {
        let viewModel = try present([ContactFixtures.contact(
            "Émile Zola", emails: ["emile@example.fr"], phones: ["+33 1 23"], company: "L'Aurore", title: "Novelist", tags: ["Writers"]
        )])
        let row = try #require(viewModel.groups.first?.rows.first)
        #expect(row.url == "../../contacts/people/émile-zola/index.html")
        #expect(row.summary == "Novelist, L'Aurore · emile@example.fr")
        #expect(row.searchText.hasPrefix("emile zola l'aurore novelist emile@example.fr +33 1 23 +33123 writers"))
        #expect(row.searchText.contains("émile"))
    }

    @Test func page_hasCountsFilterTextsAndTheBooksVCard() throws {
        let viewModel = try present([ContactFixtures.contact("Ada Lovelace"), ContactFixtures.contact("Alan Turing")])
        #expect(viewModel.title == "People" && viewModel.count == "2 contacts")
        #expect(viewModel.page.documentTitle == "People · Cards")
        #expect(viewModel.filter?.manyMatches == "{count} contacts match")
        #expect(viewModel.filter?.allShown == "Showing all 2 contacts")
        #expect(viewModel.download == .init(url: "../../contacts/people/people.vcf", fileName: "people.vcf", label: "Download all 2 contacts (vCard)"))
        let context = PageContext(site: SiteSettings(title: "Cards"), route: .vCard(AddressBook.ID("people"), nil))
        let contacts = [ContactFixtures.contact("Ada Lovelace"), ContactFixtures.contact("Alan Turing")]
        let cards = ListContactsPresenter(renderer: RendererStub(), context: context, collation: Collation(language: "en"))
            .presentCards(ListContacts.Response(book: ContactFixtures.book(contacts), contacts: contacts))
        #expect(cards.map { $0.properties.first?.value } == [.text("Ada Lovelace"), .text("Alan Turing")])
        #expect(viewModel.emptyMessage == nil)
    }

    @Test func anEmptyBook_showsItsEmptyStateWithoutFilterOrDownload() throws {
        let viewModel = try present([])
        #expect(viewModel.emptyMessage == "This address book has no contacts yet.")
        #expect(viewModel.filter == nil && viewModel.download == nil && viewModel.groups == [])
        #expect(viewModel.count == "0 contacts")
    }
}

@Suite struct PersonNameTests {
    @Test(arguments: [
        ("émile zola", "Émile Zola"), ("jean-paul", "Jean-Paul"), ("ÅSA", "ÅSA"), ("o'brien", "O'brien"),
        ("straße", "Straße"), ("ßtraße", "ßtraße"), ("  two  spaces", "  Two  Spaces"), ("ölçü", "Ölçü"), ("42 answers", "42 Answers"),
    ])
    func capitalized_upperCasesTheFirstLetterOfEachPart(input: String, expected: String) {
        #expect(PersonName.capitalized(input) == expected)
    }
}

/// The byte-by-byte paths for ASCII names (most of an address book) must answer exactly as the
/// character-by-character ones: every ASCII byte, and every pair of them, in a name and a search text.
@Suite struct ContactASCIIPathTests {
    static let samples: [String] = {
        let bytes = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        var texts = bytes + ["", "ada lovelace", " ada\tbyron\r\nking ", "o'brien-smith", "x\u{0B}y\u{0C}z", "a\r\nb", "ADA  LOVELACE"]
        for first in bytes { for second in ["a", " ", "-", "\r", "\n", "Z", "1"] { texts.append(first + second + "b") } }
        return texts
    }()

    @Test func capitalized_ofASCII_isTheCharacterAnswer() {
        for text in Self.samples {
            #expect(PersonName.asciiCapitalized(text) == PersonName.characterCapitalized(text), "\(Array(text.utf8))")
        }
    }

    @Test func searchable_ofASCII_isTheCharacterAnswer() {
        for text in Self.samples {
            #expect(ListContactsPresenter.asciiSearchable(text) == ListContactsPresenter.characterSearchable(text), "\(Array(text.utf8))")
        }
    }

    @Test func aTextWithOneNonASCIIByte_takesTheCharacterPath() {
        #expect(PersonName.capitalized("émile") == "Émile")
        #expect(ListContactsPresenter.searchable("Émile  Zola") == "emile zola émile zola")
    }
}
