/// A film in a catalog.
public struct Movie: Sendable, Hashable, Identifiable {
    /// A movie's identity within its catalog: a slug of the title (`the-godfather`, `dune-2021` when titles repeat).
    public typealias ID = SlugID<Movie>

    /// A poster: a file under `Content/` (its site-relative URL) or an https URL.
    public enum Poster: Sendable, Hashable {
        case file(String)
        case remote(String)
    }

    public let id: ID
    public let title: String
    public let released: CalendarDate?
    public let popularity: Double?
    /// 0–10.
    public let rating: Double?
    /// Minutes.
    public let runtime: Int?
    public let genres: [String]
    /// ISO 639-1 code.
    public let language: String?
    public let director: String?
    public let cast: [String]
    public let poster: Poster?
    public let trailer: String?
    public let overview: RichText
    public let location: SourceLocation

    public init(
        id: ID, title: String, released: CalendarDate? = nil, popularity: Double? = nil, rating: Double? = nil,
        runtime: Int? = nil, genres: [String] = [], language: String? = nil, director: String? = nil,
        cast: [String] = [], poster: Poster? = nil, trailer: String? = nil, overview: RichText = .empty,
        location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.released = released
        self.popularity = popularity
        self.rating = rating
        self.runtime = runtime
        self.genres = genres
        self.language = language
        self.director = director
        self.cast = cast
        self.poster = poster
        self.trailer = trailer
        self.overview = overview
        self.location = location
    }

    /// The same movie under another identity: a catalog hands out its movies' slugs once it
    /// knows all of them.
    public func identified(as id: ID) -> Movie {
        Movie(
            id: id, title: title, released: released, popularity: popularity, rating: rating, runtime: runtime,
            genres: genres, language: language, director: director, cast: cast, poster: poster, trailer: trailer,
            overview: overview, location: location
        )
    }
}
