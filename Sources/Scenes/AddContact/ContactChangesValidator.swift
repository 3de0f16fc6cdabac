import Domain
import Foundation

/// The rules every value given on the command line must meet before a store may write it.
/// Values are trimmed; tags given as `a, b` are split; each value must be one line; e-mail
/// addresses, phone numbers, the birthday and the website must have the form content accepts
/// (the same `EmailAddress`, `PhoneNumber`, `Birthday` and `WebAddress` rules the reader applies).
/// Every problem is reported, not just the first.
struct ContactChangesValidator {
    /// Field names as content writes them, for messages.
    enum Field {
        static let firstName = "First name", lastName = "Last name", email = "Email", phone = "Phone"
        static let address = "Address", birthday = "Birthday", company = "Company", title = "Title"
        static let website = "Website", tags = "Tags"
    }

    private(set) var problems: [ContactProblem] = []

    /// Records a problem found outside the values (a book name, an empty change).
    mutating func append(_ problem: ContactProblem) {
        problems.append(problem)
    }

    /// The cleaned changes; read `problems` afterwards.
    mutating func validate(_ changes: ContactChanges) -> ContactChanges {
        var clean = ContactChanges()
        clean.firstName = line(changes.firstName, Field.firstName)
        clean.lastName = line(changes.lastName, Field.lastName)
        clean.emails = changes.emails.map { lines($0, Field.email, expected: EmailAddress.expectedForm, valid: EmailAddress.isValid) }
        clean.phones = changes.phones.map { lines($0, Field.phone, expected: PhoneNumber.expectedForm, valid: PhoneNumber.isValid) }
        clean.address = line(changes.address, Field.address)
        clean.birthday = line(changes.birthday, Field.birthday, expected: Birthday.expectedForm) { Birthday(text: $0) != nil }
        clean.company = line(changes.company, Field.company)
        clean.title = line(changes.title, Field.title)
        clean.website = line(changes.website, Field.website, expected: WebAddress.expectedForm()) { WebAddress.isValid($0) }
        clean.tags = changes.tags.map { tags in
            lines(tags.flatMap { $0.split(separator: ",").map(String.init) }, Field.tags, expected: "", valid: { _ in true })
        }
        return clean
    }

    /// The trimmed name, or `nil` (with a problem) when it is empty or not one line.
    mutating func validateName(_ name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            problems.append(.emptyName)
            return nil
        }
        guard isOneLine(trimmed) else {
            problems.append(.notOneLine(field: "Name"))
            return nil
        }
        return trimmed
    }

    private mutating func line(_ value: String?, _ field: String, expected: String = "", valid: (String) -> Bool = { _ in true }) -> String? {
        guard let value else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard isOneLine(trimmed) else {
            problems.append(.notOneLine(field: field))
            return nil
        }
        if !trimmed.isEmpty, !valid(trimmed) {
            problems.append(.malformed(field: field, value: trimmed, expected: expected))
        }
        return trimmed
    }

    private mutating func lines(_ values: [String], _ field: String, expected: String, valid: (String) -> Bool) -> [String] {
        values.compactMap { line($0, field, expected: expected, valid: valid) }.filter { !$0.isEmpty }
    }

    private func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" }
    }
}
