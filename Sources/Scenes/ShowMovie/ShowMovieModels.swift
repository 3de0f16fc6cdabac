import Domain

/// One movie's detail page (the movie browser's View Movie Detail use case), with its catalog's
/// list beside it on wide screens (the split view) and a way back to the list on phones.
public enum ShowMovie {
    public struct Request: Sendable, Hashable {
        public let catalogID: MovieCatalog.ID
        public let movieID: Movie.ID

        public init(catalogID: MovieCatalog.ID, movieID: Movie.ID) {
            self.catalogID = catalogID
            self.movieID = movieID
        }
    }

    public struct Response: Sendable, Hashable {
        public let catalog: MovieCatalog.Heading
        public let movie: Movie
        /// Where the movie sits in its catalog's list, or `nil` when the catalog's filters leave it out.
        public let place: Place?
    }

    /// A movie's place in its catalog's list: the page it is on and the movies around it.
    public struct Place: Sendable, Hashable {
        /// 0-based index in the whole list.
        public let position: Int
        /// The list page (1-based) the movie is on.
        public let page: Int
        public let pagination: MoviePagination
        /// The movies of that page, in order (what the split view shows beside the detail): a
        /// slice of the list, whose indices are the movies' positions in it.
        public let window: ArraySlice<Movie>
        public let previous: Movie?
        public let next: Movie?
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        @TemplateFields
        public struct Link: Sendable, Hashable {
            public let label: String
            public let url: String
        }

        /// A title in the list beside the detail; `current` is `"page"` on this movie's
        /// (`marked`), nil on the others.
        @TemplateFields
        public struct ListLink: Sendable, Hashable {
            public let title: String
            public let url: String
            public let current: String?

            /// The line on its own movie's page: the current one.
            public var marked: ListLink {
                ListLink(title: title, url: url, current: "page")
            }
        }

        /// One row of the facts list: "Runtime" → "2 h 46 min".
        @TemplateFields
        public struct Fact: Sendable, Hashable {
            public let term: String
            public let detail: String
        }

        @TemplateFields
        public struct Poster: Sendable, Hashable {
            public let url: String
            public let alt: String
        }

        /// A headed list of names (the cast).
        @TemplateFields
        public struct Names: Sendable, Hashable {
            public let heading: String
            public let names: [String]
        }

        /// A headed block of rendered rich text (the overview).
        @TemplateFields
        public struct Prose: Sendable, Hashable {
            public let heading: String
            public let html: String
        }

        /// Links to the movies before and after this one in the list.
        @TemplateFields
        public struct Neighbours: Sendable, Hashable {
            public let label: String
            public let previous: Link?
            public let next: Link?
        }

        public let page: PageChrome
        public let title: String
        /// "2024 · 2 h 46 min · 8.7/10".
        public let meta: String?
        public let back: Link
        public let listHeading: String
        /// "Page 3 of 500": which part of the list the split view shows.
        public let listStatus: String?
        public let listLabel: String
        /// The number of the window's first movie in the whole list (the `<ol start>`).
        public let listStart: Int
        /// The movies on the list page this movie is on, never the whole list, as the page of
        /// each of them shows them but for its own line: none is marked current.
        public let list: [ListLink]
        /// Where this movie's line is in `list`, shown marked (`ListLink.marked`); nil when the
        /// movie is not in the list.
        public let listCurrent: Int?
        /// Links to the list pages before and after the window.
        public let listPrevious: Link?
        public let listNext: Link?
        public let poster: Poster?
        public let facts: [Fact]
        /// `nil` when the cast is unknown.
        public let cast: Names?
        /// `nil` when the movie has no overview.
        public let overview: Prose?
        public let trailer: Link?
        /// `nil` when the movie is alone in the list (or not in it).
        public let neighbours: Neighbours?
    }
}
