/// A movie catalog: one Markdown file in `Content/movies/`, its listing settings and its movies.
public struct MovieCatalog: Sendable, Hashable, Identifiable {
    public typealias ID = SlugID<MovieCatalog>

    public let id: ID
    public let title: String
    public let introduction: RichText
    public let settings: MovieListSettings
    public let movies: [Movie]
    public let location: SourceLocation

    public init(id: ID, title: String, introduction: RichText = .empty, settings: MovieListSettings = MovieListSettings(), movies: [Movie], location: SourceLocation) {
        self.id = id
        self.title = title
        self.introduction = introduction
        self.settings = settings
        self.movies = movies
        self.location = location
    }
}
