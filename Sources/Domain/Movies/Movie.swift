/// A film in a catalog.
public struct Movie: Sendable, Hashable, Identifiable, Encodable {
    /// A movie's identity within its catalog: a slug of the title (`the-godfather`, `dune-2021` when titles repeat).
    public typealias ID = SlugID<Movie>

    /// A poster: a file under `Content/` (its site-relative URL) or an https URL.
    public enum Poster: Sendable, Hashable, Encodable, DigestSpelled {
        case file(String)
        case remote(String)

        public func spell(into spelling: inout DigestSpelling) {
            switch self {
            case .file(let path):
                spelling.add(0)
                spelling.add(path)
            case .remote(let url):
                spelling.add(1)
                spelling.add(url)
            }
        }
    }

    /// A movie's values, held once and shared by its copies: a catalog of 10,000 movies is
    /// sorted, paged and handed to every detail page, and a copy then costs one reference count,
    /// not one per text; two copies of the same movie compare equal at once (`site serve`
    /// compares the movies of every detail page with the last build's).
    private final class Storage: Sendable {
        let values: Values
        let digest: StableDigest

        init(_ values: Values) {
            self.values = values
            digest = StableDigest(spelling: values)
        }
    }

    private struct Values: Sendable, Encodable, DigestSpelled {
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

        /// Every value, field by field: through `Encodable`'s containers, a movie's digest was a
        /// tenth of reading a catalog. The overview as its Markdown (what its equality looks at).
        func spell(into spelling: inout DigestSpelling) {
            spelling.add(id.slug)
            spelling.add(title)
            spelling.add(released)
            spelling.add(popularity)
            spelling.add(rating)
            spelling.add(runtime)
            spelling.add(genres)
            spelling.add(language)
            spelling.add(director)
            spelling.add(cast)
            spelling.add(poster)
            spelling.add(trailer)
            spelling.add(overview.markdown)
            spelling.add(location)
        }
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

    /// Equal when every value is equal byte for byte (their digests are): an NFC and an NFD
    /// spelling of a title are different movies to a build, as their pages' bytes differ.
    public static func == (lhs: Movie, rhs: Movie) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.digest == rhs.storage.digest
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.digest)
    }

    /// The digest of every value of the movie, taken once when it was made: a page that shows
    /// it digests these 32 bytes, not its overview.
    public var stableDigest: StableDigest { storage.digest }

    public func encode(to encoder: any Encoder) throws {
        try storage.values.encode(to: encoder)
    }

    /// The same movie `lines` lines further down its file (an edit above it added or removed
    /// lines): what reading it there makes, digest and all.
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
