import Domain

/// The page of a folder that holds other pages (`decks/`, `contacts/`, `movies/`, a catalog's
/// `page/`): a list of what is below it, so every folder of a page's address has a page, and a
/// server asked for the folder answers with it instead of refusing.
public enum ListFolder {
    /// The folders that hold pages without being one.
    public enum Folder: Sendable, Hashable {
        case decks
        case contacts
        case movies
        /// A catalog's numbered pages (`movies/<catalog>/page/`).
        case catalogPages(MovieCatalog.ID)
    }

    /// What a top folder holds, by the name its page, the home page's section and the navigation
    /// give it.
    public enum Kind: String, Sendable {
        case decks = "Decks"
        case contacts = "Address books"
        case movies = "Movie catalogs"

        public var name: String { rawValue }

        /// The folder of this kind below the site's root (`decks/`, `contacts/`, `movies/`).
        public var folder: Folder {
            switch self {
            case .decks: .decks
            case .contacts: .contacts
            case .movies: .movies
            }
        }
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
