import Domain

/// Turns one `## name` entry of an address book into a `Contact`, or the errors that keep it from being one.
/// Without `First name` / `Last name` fields the heading's last word is the last name and the
/// words before it the first name; with one of them the other is what remains of the heading.
struct ContactBuilder {
    let entry: EntryDraft

    func build() -> (contact: Contact?, diagnostics: [Diagnostic]) {
        var fields = EntryFields(entry)
        let firstName = fields.text(ContactField.firstName.key)
        let lastName = fields.text(ContactField.lastName.key)
        let emails = fields.emails(ContactField.email.key)
        let phones = fields.values(ContactField.phone.key, separatedByCommas: true, expected: PhoneNumber.expectedForm) {
            PhoneNumber.isValid($0) ? $0 : nil
        }
        let address = fields.text(ContactField.address.key)
        let birthday = fields.value(ContactField.birthday.key, expected: Birthday.expectedForm, parse: Birthday.init(text:))
        let company = fields.text(ContactField.company.key)
        let title = fields.text(ContactField.title.key)
        let website = fields.url(ContactField.website.key)
        let tags = fields.texts(ContactField.tags.key)
        fields.rejectUnknownKeys(known: ContactField.knownKeys)

        var diagnostics = fields.diagnostics
        let name = entry.name
        let slug = Slug.make(fromFileName: name)
        if name.isEmpty {
            diagnostics.append(.error(at: entry.location, "contact has an empty name; write the person's name after '##'"))
        } else if slug.isEmpty {
            diagnostics.append(.error(at: entry.location, "contact name \"\(name)\" gives an empty URL slug; include letters or digits"))
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        let parts = ContactBuilder.nameParts(of: name, firstName: firstName, lastName: lastName)
        let contact = Contact(
            id: Contact.ID(slug), name: name, firstName: parts.first, lastName: parts.last,
            emails: emails, phones: phones, address: address, birthday: birthday, company: company,
            title: title, website: website, tags: tags, notes: entry.body, location: entry.location
        )
        return (contact, [])
    }

    /// First and last name from the heading and the optional fields.
    static func nameParts(of name: String, firstName: String?, lastName: String?) -> (first: String, last: String) {
        let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        switch (firstName, lastName) {
        case let (first?, last?):
            return (first, last)
        case let (first?, nil):
            let rest = words.starts(with: first.split(whereSeparator: \.isWhitespace).map(String.init))
                ? words.dropFirst(first.split(whereSeparator: \.isWhitespace).count)
                : words.suffix(words.count > 1 ? 1 : 0)
            return (first, rest.joined(separator: " "))
        case let (nil, last?):
            let lastWords = last.split(whereSeparator: \.isWhitespace).map(String.init)
            let rest = words.count >= lastWords.count && Array(words.suffix(lastWords.count)) == lastWords
                ? words.dropLast(lastWords.count)
                : words.dropLast(words.count > 1 ? 1 : 0)
            return (rest.joined(separator: " "), last)
        case (nil, nil):
            guard words.count > 1, let last = words.last else { return (words.first ?? "", "") }
            return (words.dropLast().joined(separator: " "), last)
        }
    }
}
