/// A person in an address book.
public struct Contact: Sendable, Hashable, Identifiable {
    /// A contact's identity within its address book: a slug of the name (`ada-lovelace`).
    public typealias ID = SlugID<Contact>

    public let id: ID
    /// The name as written in the heading.
    public let name: String
    public let firstName: String
    public let lastName: String
    public let emails: [String]
    public let phones: [String]
    public let address: String?
    public let birthday: Birthday?
    public let company: String?
    public let title: String?
    public let website: String?
    public let tags: [String]
    public let notes: RichText
    public let location: SourceLocation

    public init(
        id: ID, name: String, firstName: String, lastName: String, emails: [String] = [], phones: [String] = [],
        address: String? = nil, birthday: Birthday? = nil, company: String? = nil, title: String? = nil,
        website: String? = nil, tags: [String] = [], notes: RichText = .empty, location: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.firstName = firstName
        self.lastName = lastName
        self.emails = emails
        self.phones = phones
        self.address = address
        self.birthday = birthday
        self.company = company
        self.title = title
        self.website = website
        self.tags = tags
        self.notes = notes
        self.location = location
    }
}
