/// A film in a catalog.
public struct Movie: Sendable, Hashable, Identifiable {
    /// A movie's identity within its catalog: a slug of the title (`the-godfather`, `dune-2021` when titles repeat).
    public typealias ID = SlugID<Movie>

    /// A poster: a file under `Content/` (its site-relative URL) or an https URL.
    public enum Poster: Sendable, Hashable {
        case file(String)
        case remote(String)
    }

    /// A movie's values, held once and shared by its copies: a catalog of 10,000 movies is
    /// sorted, paged and handed to every detail page, and a copy then costs one reference count,
    /// not one per text; two copies of the same movie compare equal at once (`site serve`
    /// compares the movies of every detail page with the last build's).
    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private struct Values: Sendable, Hashable {
        let id: ID
        let title: String
        let released: CalendarDate?
        let popularity: Double?
        let rating: Double?
        let runtime: Int?
        let genres: [String]
        let language: String?
        let director: String?
        let cast: [String]
        let poster: Poster?
        let trailer: String?
        let overview: RichText
        let location: SourceLocation
    }

    private let storage: Storage

    public var id: ID { storage.values.id }
    public var title: String { storage.values.title }
    public var released: CalendarDate? { storage.values.released }
    public var popularity: Double? { storage.values.popularity }
    /// 0–10.
    public var rating: Double? { storage.values.rating }
    /// Minutes.
    public var runtime: Int? { storage.values.runtime }
    public var genres: [String] { storage.values.genres }
    /// ISO 639-1 code.
    public var language: String? { storage.values.language }
    public var director: String? { storage.values.director }
    public var cast: [String] { storage.values.cast }
    public var poster: Poster? { storage.values.poster }
    public var trailer: String? { storage.values.trailer }
    public var overview: RichText { storage.values.overview }
    public var location: SourceLocation { storage.values.location }

    public init(
        id: ID, title: String, released: CalendarDate? = nil, popularity: Double? = nil, rating: Double? = nil,
        runtime: Int? = nil, genres: [String] = [], language: String? = nil, director: String? = nil,
        cast: [String] = [], poster: Poster? = nil, trailer: String? = nil, overview: RichText = .empty,
        location: SourceLocation
    ) {
        storage = Storage(Values(
            id: id, title: title, released: released, popularity: popularity, rating: rating, runtime: runtime,
            genres: genres, language: language, director: director, cast: cast, poster: poster, trailer: trailer,
            overview: overview, location: location
        ))
    }

    public static func == (lhs: Movie, rhs: Movie) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    /// The same movie `lines` lines further down its file (an edit above it added or removed
    /// lines): what reading it there makes.
    public func shifted(by lines: Int) -> Movie {
        lines == 0 ? self : remade(id: id, location: location.shifted(by: lines))
    }

    /// The same movie under another identity: a catalog hands out its movies' slugs once it
    /// knows all of them.
    public func identified(as id: ID) -> Movie {
        id == self.id ? self : remade(id: id, location: location)
    }

    private func remade(id: ID, location: SourceLocation) -> Movie {
        let values = storage.values
        return Movie(
            id: id, title: values.title, released: values.released, popularity: values.popularity, rating: values.rating,
            runtime: values.runtime, genres: values.genres, language: values.language, director: values.director,
            cast: values.cast, poster: values.poster, trailer: values.trailer, overview: values.overview, location: location
        )
    }
}
