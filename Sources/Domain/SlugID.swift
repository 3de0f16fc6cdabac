/// The identity of a deck, address book, contact, catalog or movie: its slug, safe as a path
/// component and in URLs. `Tag` keeps the kinds apart, so a deck's ID is never taken for a movie's.
public struct SlugID<Tag>: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let slug: String

    public init(_ slug: String) {
        self.slug = slug
    }

    public var description: String { slug }

    public static func < (lhs: SlugID, rhs: SlugID) -> Bool { lhs.slug < rhs.slug }
}
