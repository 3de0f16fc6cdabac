/// The fields a contact may have, named as content writes them (keys are case-insensitive).
enum ContactField: String, CaseIterable, Sendable {
    case firstName = "First name"
    case lastName = "Last name"
    case email = "Email"
    case phone = "Phone"
    case address = "Address"
    case birthday = "Birthday"
    case company = "Company"
    case title = "Title"
    case website = "Website"
    case tags = "Tags"

    /// The key as written in content and in new lines the store writes.
    var key: String { rawValue }
    var normalizedKey: String { rawValue.lowercased() }

    static let knownKeys = EntryFields.KnownKeys(allCases.map(\.key))
}
