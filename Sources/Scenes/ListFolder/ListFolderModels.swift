import Domain

/// The page of a folder that holds other pages (`decks/`, `contacts/`, `movies/`, a catalog's
/// `page/`): a list of what is below it, so every folder of a page's address has a page, and a
/// server asked for the folder answers with it instead of refusing.
public enum ListFolder {
    /// The folders that hold pages without being one.
    public enum Folder: Sendable, Hashable {
        /// The top folder of a kind of content (`decks/`, `contacts/`, `movies/`).
        case top(Kind)
        /// A catalog's numbered pages (`movies/<catalog>/page/`).
        case catalogPages(MovieCatalog.ID)
    }

    /// A kind of content with a top folder of its own: the name its folder's page, the home
    /// page's section and the navigation give it, its folder below the site's root, and what
    /// each of its entries holds ("12 cards"). A new kind of content declares its own.
    public struct Kind: Sendable, Hashable {
        public let name: String
        public let folder: String
        public let noun: String

        public static let decks = Kind(name: "Decks", folder: URLStyle.decksFolder, noun: "card")
        public static let contacts = Kind(name: "Address books", folder: "contacts", noun: "contact")
        public static let movies = Kind(name: "Movie catalogs", folder: "movies", noun: "movie")
    }

    /// A top folder the site has nothing in: it has no page.
    public struct EmptyFolder: Error, Equatable {
        public let folder: String
    }

    public struct Request: Sendable, Hashable {
        public let folder: Folder
        public init(folder: Folder) { self.folder = folder }
    }

    /// One page below the folder, with how much it holds (cards, contacts, movies).
    public struct Entry: Sendable, Hashable {
        public let title: String
        public let route: SiteRoute
        public let count: Int
    }

    /// A kind of content the site has, with the pages its top folder lists, in the order the
    /// home page shows them.
    public struct Contents: Sendable, Hashable {
        public let kind: Kind
        public let entries: [Entry]
        /// True when the navigation lists the entries (address books and catalogs: each a
        /// collection of pages), false for decks.
        public let isInNavigation: Bool
    }

    public struct Response: Sendable, Hashable {
        public let folder: Folder
        /// The catalog whose pages `catalogPages` lists.
        public let catalogTitle: String?
        public let entries: [Entry]
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        @TemplateFields
        public struct Item: Sendable, Hashable {
            public let label: String
            public let url: String
            public let detail: String
        }

        public let page: PageChrome
        public let heading: String
        public let items: [Item]
    }
}
