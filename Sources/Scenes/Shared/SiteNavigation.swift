/// The navigation every page shows: Home, then each address book and each catalog.
///
/// A site with more than `SiteNavigation.limit` address books and catalogs together folds them:
/// each page shows Home, one entry a kind ("Address books", "Movie catalogs": the folder pages
/// that list them all) and, after its kind, the collection the page belongs to. A page's
/// navigation then has the same size whatever the number of collections, so n catalogs cost n
/// pages of a few links, not n pages of n links.
public struct SiteNavigation: Sendable, Equatable, Encodable {
    /// The most address books and catalogs the navigation lists one by one.
    public static let limit = 8

    /// One entry of a page's navigation.
    public struct Entry: Sendable, Equatable {
        public let section: SiteSection
        /// True on the entry of the page shown, or of the collection it belongs to.
        public let isCurrent: Bool
    }

    /// Home, then the address books, then the catalogs, whether the navigation folds them or not.
    public let sections: [SiteSection]
    private let addressBooks: [SiteSection]
    private let catalogs: [SiteSection]
    /// Each collection's entry and kind by `SiteRoute.collection`, for a folded navigation.
    private let byCollection: [String: Member]

    private struct Member: Sendable, Equatable {
        let section: SiteSection
        let folder: ListFolder.Folder
    }

    public init(addressBooks: [SiteSection] = [], catalogs: [SiteSection] = []) {
        self.addressBooks = addressBooks
        self.catalogs = catalogs
        sections = [SiteSection(label: "Home", route: .home)] + addressBooks + catalogs
        let members = addressBooks.map { Member(section: $0, folder: .contacts) } + catalogs.map { Member(section: $0, folder: .movies) }
        byCollection = Dictionary(members.compactMap { member in member.section.route.collection.map { ($0, member) } }) { first, _ in first }
    }

    /// True when the collections are more than `limit`, and each kind has one entry.
    public var isFolded: Bool { addressBooks.count + catalogs.count > Self.limit }

    /// The entries of the navigation on the page at `route`, in order.
    public func entries(on route: SiteRoute) -> [Entry] {
        guard isFolded else {
            return sections.map { section in
                Entry(section: section, isCurrent: section.route == route || (section.route.collection != nil && section.route.collection == route.collection))
            }
        }
        var entries = [Entry(section: sections[0], isCurrent: route == .home)]
        let own = route.collection.flatMap { byCollection[$0] }
        for (folder, members) in [(ListFolder.Folder.contacts, addressBooks), (.movies, catalogs)] where !members.isEmpty {
            entries.append(Entry(section: SiteSection(label: folder.kindName ?? "", route: .folder(folder)), isCurrent: route == .folder(folder)))
            if let own, own.folder == folder { entries.append(Entry(section: own.section, isCurrent: true)) }
        }
        return entries
    }

    private enum CodingKeys: String, CodingKey {
        case sections
    }
}
