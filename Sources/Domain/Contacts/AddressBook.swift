/// A collection of contacts: one Markdown file in `Content/contacts/`.
public struct AddressBook: Sendable, Hashable, Identifiable {
    public typealias ID = SlugID<AddressBook>

    public let id: ID
    public let title: String
    /// The book's one-line description (front matter `description`), for the page's meta description.
    public let summary: String?
    public let introduction: RichText
    public let contacts: [Contact]
    public let location: SourceLocation

    public init(
        id: ID, title: String, summary: String? = nil, introduction: RichText = .empty, contacts: [Contact], location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.contacts = contacts
        self.location = location
    }

    /// What a contact's page shows of its book: its id (for the way back) and title.
    public struct Heading: Sendable, Hashable {
        public let id: ID
        public let title: String

        public init(id: ID, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var heading: Heading { Heading(id: id, title: title) }
}

extension SlugID where Tag == AddressBook {
    /// True for a name shaped like a slug: runs of letters (of any script, with their marks) and
    /// digits joined by single hyphens, at most 100 bytes (`people`, `work-2024`, `друзья`), so
    /// a book name can never name a path outside `contacts/`. Whether it is the slug of its own
    /// file name (`друзья`, not `Друзья` or `á`) is the store's to check, where slugs are made.
    public var isWellFormed: Bool {
        !slug.isEmpty && slug.utf8.count <= 100 && !slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--")
            && slug.unicodeScalars.allSatisfy(Self.isSlugScalar)
    }

    private static func isSlugScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
