/// The navigation every page shows: Home, then each address book and each catalog.
/// A site with more than `SiteNavigation.limit` address books and catalogs together folds them:
/// each page shows Home, one entry a kind ("Address books", "Movie catalogs": the folder pages
/// that list them all) and, after its kind, the collection the page belongs to. A page's
/// navigation then has the same size whatever the number of collections, so n catalogs cost n
/// pages of a few links, not n pages of n links.
public struct SiteNavigation: Sendable, Equatable {
    /// The most address books and catalogs the navigation lists one by one.
    public static let limit = 8

    /// One entry of a page's navigation.
    public struct Entry: Sendable, Equatable {
        public let section: SiteSection
        public let current: Current?
    }

    /// How an entry is current: it links to the page shown, or to the address book or catalog
    /// that page belongs to.
    public enum Current: Sendable, Equatable {
        case page
        case collection
    }

    /// Home, then the address books, then the catalogs, whether the navigation folds them or not.
    public var sections: [SiteSection] { [Self.home] + kinds.flatMap(\.members) }
    /// Each kind whose collections the navigation lists, with them, in order.
    private let kinds: [Group]
    /// Each collection's entry and kind by `SiteRoute.collection`, for a folded navigation.
    private let byCollection: [String: Member]

    private static let home = SiteSection(label: "Home", route: .home)

    private struct Group: Sendable, Equatable {
        let kind: ListFolder.Kind
        let members: [SiteSection]
    }

    private struct Member: Sendable, Equatable {
        let section: SiteSection
        let kind: ListFolder.Kind
    }

    /// The navigation of the collections (address books, catalogs) of `contents`' kinds that
    /// `isInNavigation`, in order.
    public init(_ contents: [ListFolder.Contents] = []) {
        kinds = contents.filter(\.isInNavigation)
            .map { Group(kind: $0.kind, members: $0.entries.map { SiteSection(label: $0.title, route: $0.route) }) }
        let members = kinds.flatMap { group in group.members.map { Member(section: $0, kind: group.kind) } }
        byCollection = Dictionary(members.compactMap { member in member.section.route.collection.map { ($0, member) } }) { first, _ in first }
    }

    /// True when the collections are more than `limit`, and each kind has one entry.
    public var isFolded: Bool { kinds.reduce(0) { $0 + $1.members.count } > Self.limit }

    /// The entries of the navigation on the page at `route`, in order.
    public func entries(on route: SiteRoute) -> [Entry] {
        guard isFolded else { return sections.map { entry($0, on: route) } }
        var entries = [entry(Self.home, on: route)]
        let own = route.collection.flatMap { byCollection[$0] }
        for group in kinds where !group.members.isEmpty {
            entries.append(entry(SiteSection(label: group.kind.name, route: .folder(.top(group.kind))), on: route))
            if let own, own.kind == group.kind { entries.append(entry(own.section, on: route)) }
        }
        return entries
    }

    private func entry(_ section: SiteSection, on route: SiteRoute) -> Entry {
        if section.route == route { return Entry(section: section, current: .page) }
        let inCollection = section.route.collection != nil && section.route.collection == route.collection
        return Entry(section: section, current: inCollection ? .collection : nil)
    }
}
