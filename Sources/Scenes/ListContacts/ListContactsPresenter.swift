import Domain
import Foundation

/// All wording and formatting of an address book page: capitalised names, letter groups, the
/// A–Z jump bar with its enabled and disabled letters, the filter's texts, and the vCards.
public struct ListContactsPresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let collation: Collation

    public init(renderer: any RichTextRendering, context: PageContext, collation: Collation) {
        self.renderer = renderer
        self.context = context
        self.collation = collation
    }

    static let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    static let otherLetter = "#"

    public func present(_ response: ListContacts.Response) -> ListContacts.ViewModel {
        let book = response.book
        let total = response.contacts.count
        let groups = makeGroups(response.contacts, book: book.id)
        let letters = Set(groups.map(\.letter))
        let others = letters.filter { !ListContactsPresenter.alphabet.contains($0) && $0 != ListContactsPresenter.otherLetter }
        let extras = collation.sorted(others.sorted()) { [$0] }   // bytes first: a set's order changes from run to run
        let jumpLetters = ListContactsPresenter.alphabet + extras
            + (letters.contains(ListContactsPresenter.otherLetter) ? [ListContactsPresenter.otherLetter] : [])
        let vCardURL = context.url(to: .vCard(book.id, nil))
        return ListContacts.ViewModel(
            page: context.chrome(title: book.title, description: book.summary),
            title: book.title,
            introductionHTML: renderer.html(book.introduction, rootPath: context.rootPath).nonEmpty,
            count: counted(total, "contact"),
            jumpBarLabel: "Jump to letter",
            jumpBar: jumpLetters.map { letter in
                let enabled = letters.contains(letter)
                return .init(letter: letter, url: enabled ? "#" + anchor(for: letter) : nil,
                             label: enabled ? "Contacts under \(letter)" : "No contacts under \(letter)")
            },
            groups: jumpLetters.compactMap { letter in groups.first { $0.letter == letter } },
            filter: total == 0 ? nil : .init(
                label: "Filter contacts",
                placeholder: "Name, e-mail, phone, company or tag",
                noMatches: "No contacts match your filter.",
                oneMatch: "1 contact matches",
                manyMatches: "{count} contacts match",
                allShown: "Showing all \(counted(total, "contact"))"
            ),
            emptyMessage: total == 0 ? "This address book has no contacts yet." : nil,
            download: total == 0 ? nil : .init(
                url: vCardURL,
                fileName: "\(book.id.slug).vcf",
                label: total == 1 ? "Download the contact (vCard)" : "Download all \(total) contacts (vCard)"
            )
        )
    }

    /// The book's `.vcf` file: every contact as a vCard, in list order. The page's view model
    /// does not carry them (its template shows none), nor this the page's groups and rows.
    public func presentCards(_ response: ListContacts.Response) -> [VCard] {
        ConcurrentMap.map(response.contacts) { slice in slice.map { ContactVCardFormatter(contact: $0).card } }
    }

    private func makeGroups(_ contacts: [Contact], book: AddressBook.ID) -> [ListContacts.ViewModel.Group] {
        var order: [String] = []
        var rows: [String: [ListContacts.ViewModel.Row]] = [:]
        // Each contact's letter and row on its own, a part of the book per core; grouped in order.
        let lettered = ConcurrentMap.map(contacts) { [self] slice in
            slice.map { (collation.indexLetter(of: ContactDirectory.sortKeys($0)[0]), row(for: $0, book: book)) }
        }
        for (letter, row) in lettered {
            if rows[letter] == nil { order.append(letter) }
            rows[letter, default: []].append(row)
        }
        return order.map { letter in
            .init(letter: letter, anchor: anchor(for: letter), headingID: "heading-" + anchor(for: letter), rows: rows[letter] ?? [])
        }
    }

    private func row(for contact: Contact, book: AddressBook.ID) -> ListContacts.ViewModel.Row {
        let name = PersonName(contact)
        let job = ContactJob.text(title: contact.title, company: contact.company)
        let summary = [job, contact.emails.first].compactMap { $0 }.joined(separator: " · ")
        let heading = contact.name.lowercased() == name.full.lowercased() ? "" : contact.name
        let searchable = [name.full, heading, contact.company ?? "", contact.title ?? ""]
            + contact.emails + contact.phones + contact.phones.map(PhoneNumber.digits(of:)) + contact.tags
        return .init(
            fullName: name.full,
            givenName: name.last.isEmpty ? nil : name.first.nonEmpty,
            sortName: name.last.isEmpty ? name.first : name.last,
            url: context.url(to: .contact(book, contact.id)),
            summary: summary.nonEmpty,
            searchText: ListContactsPresenter.searchable(searchable.joined(separator: " "))
        )
    }

    private func anchor(for letter: String) -> String {
        letter == ListContactsPresenter.otherLetter ? "letter-other" : "letter-\(letter)"
    }

    /// Lower-cased, without accents, spaces collapsed: what the filter compares a typed query with
    /// (the script folds the query the same way).
    /// The original lower-cased text is kept after the folded one, so letters the script's
    /// folding treats differently (`ø`, `ł`) still match as typed.
    static func searchable(_ text: String) -> String {
        text.isASCII ? asciiSearchable(text) : characterSearchable(text)
    }

    /// `searchable`, character by character: any text.
    static func characterSearchable(_ text: String) -> String {
        let lower = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let folded = lower.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        return folded == lower ? folded : folded + " " + lower
    }

    /// `searchable` of an ASCII text, byte by byte: lower-cased, white space collapsed to single
    /// spaces and cut at the ends. Folding changes no ASCII character, so nothing is appended.
    static func asciiSearchable(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        for byte in text.utf8 {
            if String.isASCIIWhitespace(byte) {
                spaceBefore = !bytes.isEmpty
                continue
            }
            if spaceBefore { bytes.append(UInt8(ascii: " ")) }
            spaceBefore = false
            bytes.append(byte.asciiLowercased)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
