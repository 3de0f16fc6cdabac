import Domain
import Foundation

/// All wording and formatting of a contact page: the capitalised name, `mailto:` and `tel:`
/// links, the birthday as `10 December 1815`, the notes' HTML, and the vCard.
public struct ShowContactPresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext

    public init(renderer: any RichTextRendering, context: PageContext) {
        self.renderer = renderer
        self.context = context
    }

    public func present(_ response: ShowContact.Response) -> ShowContact.ViewModel {
        let (book, contact) = (response.book, response.contact)
        let name = PersonName(contact).full
        let job = ContactJob.text(title: contact.title, company: contact.company)
        let slug = contact.id.slug
        return ShowContact.ViewModel(
            page: context.chrome(title: name, description: [name, job].compactMap { $0 }.joined(separator: ", ")),
            name: name,
            job: job,
            details: details(of: contact),
            notesHeading: "Notes",
            notesHTML: renderer.html(contact.notes, rootPath: context.rootPath).nonEmpty,
            download: .init(url: context.url(to: .vCard(book.id, contact.id)), fileName: "\(slug).vcf",
                            label: "Download \(name)’s contact card (vCard)"),
            back: .init(url: context.url(to: .addressBook(book.id)), label: "All contacts in \(book.title)")
        )
    }

    /// The contact's `.vcf` file: the contact as a vCard (what the page's view model would
    /// carry for nothing: its template shows no card).
    public func presentCard(_ response: ShowContact.Response) -> VCard {
        ContactVCardFormatter(contact: response.contact).card
    }

    private func details(of contact: Contact) -> [ShowContact.ViewModel.Detail] {
        typealias Value = ShowContact.ViewModel.Value
        var details: [ShowContact.ViewModel.Detail] = []
        func add(_ label: String, _ values: [Value]) {
            if !values.isEmpty { details.append(.init(label: label, values: values)) }
        }
        add(contact.emails.count > 1 ? "Emails" : "Email",
            contact.emails.map { Value(text: $0, url: ShowContactPresenter.mailtoURL($0), datetime: nil) })
        add(contact.phones.count > 1 ? "Phones" : "Phone",
            contact.phones.map { Value(text: $0, url: "tel:" + PhoneNumber.digits(of: $0), datetime: nil) })
        add("Address", contact.address.map { [Value(text: $0, url: nil, datetime: nil)] } ?? [])
        add("Birthday", contact.birthday.map { [Value(text: ShowContactPresenter.format($0), url: nil, datetime: ShowContactPresenter.datetime($0))] } ?? [])
        add("Website", contact.website.map { [Value(text: $0, url: $0, datetime: nil)] } ?? [])
        add("Tags", contact.tags.isEmpty ? [] : [Value(text: contact.tags.joined(separator: ", "), url: nil, datetime: nil)])
        return details
    }

    /// `10 December 1815`, or `10 December` without a year.
    static func format(_ birthday: Birthday) -> String {
        EnglishDate.text(day: birthday.day, month: birthday.month, year: birthday.year)
    }

    /// The HTML `datetime` of a birthday: `1815-12-10`, or the yearless `12-10`.
    static func datetime(_ birthday: Birthday) -> String {
        let text = birthday.description
        return text.hasPrefix("--") ? String(text.dropFirst(2)) : text
    }

    /// `mailto:` with the local part percent-encoded where RFC 6068 requires it (`?`, `%`, `#`…).
    static func mailtoURL(_ address: String) -> String {
        // Most addresses need no encoding: ASCII letters, digits and the allowed marks only.
        if address.utf8.allSatisfy(isAllowedInMailto) { return "mailto:" + address }
        return "mailto:" + (address.addingPercentEncoding(withAllowedCharacters: mailtoAllowed) ?? address)
    }

    private static let mailtoMarks = "-._~!$'()*+,;=:@"
    private static let mailtoAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: mailtoMarks))

    /// An ASCII byte `mailtoAllowed` holds: the ASCII letters and digits are all of its ASCII alphanumerics.
    private static func isAllowedInMailto(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || mailtoMarks.utf8.contains(byte)
    }
}
