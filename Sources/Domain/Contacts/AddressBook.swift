/// A collection of contacts: one Markdown file in `Content/contacts/`.
public struct AddressBook: Sendable, Hashable, Identifiable {
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let slug: String
        public init(_ slug: String) { self.slug = slug }
        public var description: String { slug }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.slug < rhs.slug }
    }

    public let id: ID
    public let title: String
    public let introduction: RichText
    public let contacts: [Contact]
    public let location: SourceLocation

    public init(id: ID, title: String, introduction: RichText = .empty, contacts: [Contact], location: SourceLocation) {
        self.id = id
        self.title = title
        self.introduction = introduction
        self.contacts = contacts
        self.location = location
    }
}
