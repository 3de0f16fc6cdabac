import Domain

/// One page of a movie catalog's list (the movie browser's List Movies use case): its movies
/// filtered and sorted as the catalog says, with links to the other pages, and the same items as a
/// batch the page's script appends in place ("infinite list").
public enum ListMovies {
    public struct Request: Sendable, Hashable {
        public let catalogID: MovieCatalog.ID
        /// 1-based.
        public let page: Int

        public init(catalogID: MovieCatalog.ID, page: Int) {
            self.catalogID = catalogID
            self.page = page
        }
    }

    public struct Response: Sendable, Hashable {
        public let catalog: MovieCatalog.Heading
        /// The movies on this page, in list order.
        public let movies: ArraySlice<Movie>
        public let page: Int
        public let pagination: MoviePagination
        /// The first release day the list admits, when the catalog has a `released_within` window.
        public let releasedSince: CalendarDate?
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        /// One movie in the list.
        @TemplateFields
        public struct Item: Sendable, Hashable {
            /// The element id, so a detail page can link back to the movie's place in the list.
            public let anchor: String
            public let title: String
            public let url: String
            public let posterURL: String?
            /// "2024 · 2 h 46 min · 8.7/10".
            public let meta: String?
            /// "Drama, Science fiction".
            public let genres: String?
        }

        /// A numbered page link, or a gap ("…") when `url` is `nil`.
        @TemplateFields
        public struct PageLink: Sendable, Hashable {
            public let label: String
            public let url: String?
            /// `"page"` on the current page.
            public let current: String?
        }

        /// Links between the static pages: what works without JavaScript.
        @TemplateFields
        public struct Pagination: Sendable, Hashable {
            public let label: String
            public let status: String
            public let previousURL: String?
            public let previousLabel: String
            public let nextURL: String?
            public let nextLabel: String
            public let pages: [PageLink]
        }

        /// The texts and next batch of the in-place list; the script only shows and hides them.
        @TemplateFields
        public struct Loader: Sendable, Hashable {
            /// The script with the next page's items, or `nil` on the last page.
            public let nextBatchURL: String?
            public let loadMoreLabel: String
            public let loadingMessage: String
            public let errorMessage: String
            public let retryLabel: String
            public let endMessage: String
        }

        /// What the page's batch script hands to the list when it is appended to an earlier page.
        /// URLs are relative to the batch script itself.
        @TemplateFields
        public struct Batch: Sendable, Hashable {
            public let page: Int
            public let pageURL: String
            public let status: String
            public let announcement: String
            public let nextBatchURL: String?
            public let nextPageURL: String?
        }

        public let page: PageChrome
        public let title: String
        /// "28 movies released since 22 November 2025, most popular first".
        public let summary: String
        public let introductionHTML: String?
        /// Shown instead of the list when no movie qualifies.
        public let emptyMessage: String?
        public let listLabel: String
        /// The number of this page's first movie in the whole list (the `<ol start>`).
        public let firstNumber: Int
        public let items: [Item]
        public let pagination: Pagination
        public let loader: Loader
        public let batch: Batch
    }
}

/// Why a list page cannot be made.
public enum ListMoviesError: Error, Sendable, Hashable {
    case pageOutOfRange(page: Int, pageCount: Int)
}
