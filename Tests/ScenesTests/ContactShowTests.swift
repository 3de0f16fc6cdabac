import Foundation
@testable import Domain
import Testing
@testable import Scenes

@Suite struct ShowContactPresenterTests {
    static let ada = ContactFixtures.contact(
        "ada lovelace", emails: ["ada@example.com", "what?#x@example.org"], phones: ["+44 (20) 7946-0000", "020.7946/0001"],
        birthday: Birthday(year: 1815, month: 12, day: 10), company: "Analytical Engine Society", title: "Countess",
        tags: ["maths", "computing"], notes: "Wrote the first *algorithm*."
    )

    func present(_ contact: Contact) throws -> ShowContact.ViewModel {
        let route = SiteRoute.contact(AddressBook.ID("people"), contact.id)
        return ShowContactPresenter(renderer: RendererStub(), context: PageContext(site: SiteSettings(title: "Cards"), route: route))
            .present(ShowContact.Response(book: ContactFixtures.book([contact]).heading, contact: contact))
    }

    @Test func page_showsTheCapitalisedNameJobAndLinks() throws {
        let viewModel = try present(ShowContactPresenterTests.ada)
        #expect(viewModel.name == "Ada Lovelace")
        #expect(viewModel.job == "Countess, Analytical Engine Society")
        #expect(viewModel.page.documentTitle == "Ada Lovelace · Cards")
        #expect(viewModel.details.map(\.label) == ["Emails", "Phones", "Birthday", "Tags"])
        #expect(viewModel.details[0].values.map(\.url) == ["mailto:ada@example.com", "mailto:what%3F%23x@example.org"])
        #expect(viewModel.details[1].values.map(\.url) == ["tel:+442079460000", "tel:02079460001"])
        #expect(viewModel.details[1].values.map(\.text) == ["+44 (20) 7946-0000", "020.7946/0001"])
        #expect(viewModel.details[2].values == [.init(text: "10 December 1815", url: nil, datetime: "1815-12-10")])
        #expect(viewModel.details[3].values.map(\.text) == ["maths, computing"])
        #expect(viewModel.notesHTML == "<md root=\"../../../\">Wrote the first *algorithm*.</md>")
        #expect(viewModel.download == .init(url: "../../../contacts/people/ada-lovelace/ada-lovelace.vcf", fileName: "ada-lovelace.vcf",
                                            label: "Download Ada Lovelace’s contact card (vCard)"))
        #expect(viewModel.back == .init(url: "../../../contacts/people/index.html", label: "All contacts in People"))
    }

    @Test func aBirthdayWithoutYear_showsDayAndMonth() {
        let birthday = Birthday(year: nil, month: 2, day: 29)!
        #expect(ShowContactPresenter.format(birthday) == "29 February")
        #expect(ShowContactPresenter.datetime(birthday) == "02-29")
    }

    @Test func aContactWithOnlyAName_hasNoDetailsNotesOrJob() throws {
        let viewModel = try present(ContactFixtures.contact("Björk"))
        #expect(viewModel.name == "Björk")
        #expect(viewModel.details == [] && viewModel.notesHTML == nil && viewModel.job == nil)
    }

    @Test func card_holdsTheVCardPropertiesInOrder() throws {
        let ada = ShowContactPresenterTests.ada
        let route = SiteRoute.vCard(AddressBook.ID("people"), ada.id)
        let card = ShowContactPresenter(renderer: RendererStub(), context: PageContext(site: SiteSettings(title: "Cards"), route: route))
            .presentCard(ShowContact.Response(book: ContactFixtures.book([ada]).heading, contact: ada))
        #expect(card.properties.map(\.name) == ["FN", "N", "EMAIL", "EMAIL", "TEL", "TEL", "BDAY", "ORG", "TITLE", "CATEGORIES", "NOTE"])
        #expect(card.properties[0].value == .text("Ada Lovelace"))
        #expect(card.properties[1].value == .components([["Lovelace"], ["Ada"], [], [], []]))
        #expect(card.properties[4] == .init("TEL", [.init("VALUE", "uri")], .uri("tel:+442079460000")))
        #expect(card.properties[6].value == .date("18151210"))
        #expect(card.properties[9].value == .list(["maths", "computing"]))
        #expect(card.properties[10].value == .text("Wrote the first *algorithm*."))
    }

    @Test func aYearlessBirthday_isAPartialVCardDate() {
        #expect(ContactVCardFormatter.date(Birthday(year: nil, month: 12, day: 16)!) == "--1216")
        #expect(ContactVCardFormatter.date(Birthday(year: 812, month: 1, day: 2)!) == "08120102")
    }
}

/// The byte shortcuts of a contact page's links answer as Foundation and the character path do.
@Suite struct ContactLinkShortcutTests {
    static let samples: [String] = {
        let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        return ascii.flatMap { ["a\($0)b@example.org", "+44 \($0)20", $0] } + ["é@example.org", "1\u{301}2", "+1\u{301}", "+", ""]
    }()

    @Test func mailto_ofEveryASCIIByte_isFoundationsPercentEncoding() {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~!$'()*+,;=:@"))
        for address in Self.samples {
            let expected = "mailto:" + (address.addingPercentEncoding(withAllowedCharacters: allowed) ?? address)
            #expect(ShowContactPresenter.mailtoURL(address) == expected, "\(Array(address.utf8))")
        }
    }

    @Test func emailLettersAndDigits_ofASCII_areTheUnicodeTablesAnswer() {
        for value in 0..<0x80 {
            let scalar = Unicode.Scalar(UInt8(value))
            #expect(EmailAddress.isAlphanumeric(scalar) == EmailAddress.isAlphanumericByProperties(scalar), "\(value)")
        }
        #expect(EmailAddress.isValid("ada.lovelace@example.org") && EmailAddress.isValid("émile@exemple.fr") && !EmailAddress.isValid("a b@x.org"))
    }

    @Test func phoneDigits_byBytes_areTheDigitCharacters() {
        for text in Self.samples {
            let expected = (text.hasPrefix("+") ? "+" : "") + text.filter { $0.isASCII && $0.isNumber }
            #expect(PhoneNumber.digits(of: text) == expected, "\(Array(text.utf8))")
        }
    }
}
