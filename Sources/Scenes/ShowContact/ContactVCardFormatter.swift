import Domain
import Foundation

/// Which vCard properties a contact becomes, with the same capitalised names the pages show.
struct ContactVCardFormatter {
    let contact: Contact

    var card: VCard {
        let name = PersonName(contact)
        var properties: [VCard.Property] = [
            .init("FN", .text(name.full)),
            .init("N", .components([[name.last], [name.first], [], [], []])),
        ]
        properties += contact.emails.map { .init("EMAIL", .text($0)) }
        properties += contact.phones.map { .init("TEL", [.init("VALUE", "uri")], .uri("tel:" + PhoneNumber.digits(of: $0))) }
        if let address = contact.address {
            properties.append(.init("ADR", [.init("LABEL", address)], .components([[], [], [address], [], [], [], []])))
        }
        if let birthday = contact.birthday {
            properties.append(.init("BDAY", .date(ContactVCardFormatter.date(birthday))))
        }
        if let company = contact.company { properties.append(.init("ORG", .components([[company]]))) }
        if let title = contact.title { properties.append(.init("TITLE", .text(title))) }
        if let website = contact.website { properties.append(.init("URL", .uri(website))) }
        if !contact.tags.isEmpty { properties.append(.init("CATEGORIES", .list(contact.tags))) }
        // Trimmed of Unicode white space; most notes by their ASCII ends alone.
        let notes = contact.notes.markdown.trimmingASCIIWhitespaceAtASCIIEdges() ?? contact.notes.markdown.trimmingCharacters(in: .whitespacesAndNewlines)
        if !notes.isEmpty { properties.append(.init("NOTE", .text(notes))) }
        return VCard(properties: properties)
    }

    /// `18151210`, or `--1210` when the year is not known (RFC 6350 §4.3.1).
    static func date(_ birthday: Birthday) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let monthDay = two(birthday.month) + two(birthday.day)
        guard let year = birthday.year else { return "--" + monthDay }
        return String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + monthDay
    }
}
