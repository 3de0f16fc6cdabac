import Domain

/// Whether a contact read back from written Markdown holds the values that were asked for.
struct ContactFileStoreCheck {
    let changes: ContactChanges

    init(_ changes: ContactChanges) {
        self.changes = changes
    }

    func matches(_ contact: Contact) -> Bool {
        func same(_ wanted: String?, _ actual: String?) -> Bool {
            guard let wanted else { return true }
            return wanted.isEmpty ? actual == nil : actual == wanted
        }
        func sameList(_ wanted: [String]?, _ actual: [String]) -> Bool {
            wanted.map { $0.filter { !$0.isEmpty } == actual } ?? true
        }
        return (changes.firstName.map { $0.isEmpty || contact.firstName == $0 } ?? true)
            && (changes.lastName.map { $0.isEmpty || contact.lastName == $0 } ?? true)
            && sameList(changes.emails, contact.emails)
            && sameList(changes.phones, contact.phones)
            && same(changes.address, contact.address)
            && same(changes.birthday, contact.birthday?.description)
            && same(changes.company, contact.company)
            && same(changes.title, contact.title)
            && same(changes.website, contact.website)
            && sameList(changes.tags, contact.tags)
    }
}
