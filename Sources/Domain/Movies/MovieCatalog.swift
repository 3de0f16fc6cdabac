/// A movie catalog: one Markdown file in `Content/movies/`, its listing settings and its movies.
public struct MovieCatalog: Sendable, Hashable, Identifiable {
    public typealias ID = SlugID<MovieCatalog>

    public let id: ID
    public let title: String
    public let introduction: RichText
    public let settings: MovieListSettings
    public let movies: [Movie]
    public let location: SourceLocation
    /// The catalog without its movies, made once.
    public let heading: Heading

    public init(id: ID, title: String, introduction: RichText = .empty, settings: MovieListSettings = MovieListSettings(), movies: [Movie], location: SourceLocation) {
        self.id = id
        self.title = title
        self.introduction = introduction
        self.settings = settings
        self.movies = movies
        self.location = location
        heading = Heading(id: id, title: title, introduction: introduction, settings: settings)
    }
}

extension MovieCatalog {
    /// A catalog without its movies: what a page of its list or of one of its movies says of
    /// it. A scene's response carries this, not the catalog, so that it is worth what its page
    /// shows (`site serve` compares every page's response with the last build's).
    public struct Heading: Sendable, Hashable {
        public let id: ID
        public let title: String
        public let introduction: RichText
        public let settings: MovieListSettings
    }
}
