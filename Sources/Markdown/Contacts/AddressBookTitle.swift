import Domain

/// The title a new address book file starts with: its name with the first letter upper-cased
/// and hyphens as spaces (`work-friends` → `Work friends`).
enum AddressBookTitle {
    static func make(from id: AddressBook.ID) -> String {
        let words = id.slug.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
