/// The fields of a contact as the user gives them on the command line, before validation.
public struct ContactDraft: Sendable, Equatable {
    public var name: String
    public var fields: ContactChanges

    public init(name: String, fields: ContactChanges = ContactChanges()) {
        self.name = name
        self.fields = fields
    }
}

/// Field values to set; a `nil` property is left as it is. Lists replace the whole list.
public struct ContactChanges: Sendable, Equatable {
    public var firstName: String?
    public var lastName: String?
    public var emails: [String]?
    public var phones: [String]?
    public var address: String?
    public var birthday: String?
    public var company: String?
    public var title: String?
    public var website: String?
    public var tags: [String]?

    public init(
        firstName: String? = nil, lastName: String? = nil, emails: [String]? = nil, phones: [String]? = nil,
        address: String? = nil, birthday: String? = nil, company: String? = nil, title: String? = nil,
        website: String? = nil, tags: [String]? = nil
    ) {
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
    }

    public var isEmpty: Bool { self == ContactChanges() }
}
