/// Contacts and address books spell themselves for the stable fingerprints of their pages
/// (`DigestSpelled`): every field, in declaration order (`StableDigestTests` holds the lists).
/// Texts are spelled byte for byte, so an edit that only changes a name's normalization changes
/// the digest, where `==` would find the contacts equal.
extension Contact: DigestSpelled {
    public func spell(into spelling: inout DigestSpelling) {
        spelling.add(id.slug)
        spelling.add(name)
        spelling.add(firstName)
        spelling.add(lastName)
        spelling.add(emails)
        spelling.add(phones)
        spelling.add(address)
        spelling.add(birthday?.description)
        spelling.add(company)
        spelling.add(title)
        spelling.add(website)
        spelling.add(tags)
        spelling.add(notes)
        spelling.add(location)
    }
}

extension AddressBook.Heading: DigestSpelled {
    public func spell(into spelling: inout DigestSpelling) {
        spelling.add(id.slug)
        spelling.add(title)
    }
}

extension AddressBook: DigestSpelled {
    public func spell(into spelling: inout DigestSpelling) {
        spell(into: &spelling, contacts: contacts)
    }

    /// Every field, with `contacts` spelled in place of the book's own: a list page spells the
    /// book with its contacts in the order it lists them.
    public func spell(into spelling: inout DigestSpelling, contacts: [Contact]) {
        spelling.add(id.slug)
        spelling.add(title)
        spelling.add(summary)
        spelling.add(introduction)
        spelling.add(contacts.count)
        for contact in contacts { spelling.add(contact) }
        spelling.add(location)
    }
}
