import Domain
@testable import Scenes

/// A movie store that answers from fixed catalogs with the domain's own filter and order rules,
/// recording every read (so tests see that a build reads and sorts each catalog once).
struct CatalogMovieStore: MovieStore {
    var catalogs: [MovieCatalog]
    let requests = Recorder<MovieFetchRequest>()
    /// One entry per `fetchCatalogs` call.
    let catalogReads = Recorder<Int>()

    func fetchCatalogs() throws(MovieStoreError) -> [MovieCatalog] {
        catalogReads.record(catalogs.count)
        return catalogs
    }

    func fetchMovies(_ request: MovieFetchRequest) throws(MovieStoreError) -> MoviePage {
        requests.record(request)
        guard let catalog = catalogs.first(where: { $0.id == request.catalog }) else { throw .catalogNotFound(request.catalog) }
        return request.page(of: catalog.movies, ordering: MovieOrdering(sort: request.sort))
    }
}

enum MovieFixtures {
    static let here = SourceLocation(file: "Content/movies/popular.md", line: 1, column: 1)
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    static func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    static func movie(
        _ title: String, slug: String? = nil, released: String? = nil, popularity: Double? = nil, rating: Double? = nil,
        runtime: Int? = nil, genres: [String] = [], language: String? = nil, director: String? = nil, cast: [String] = [],
        poster: Movie.Poster? = nil, trailer: String? = nil, overview: String = ""
    ) -> Movie {
        Movie(
            id: Movie.ID(slug ?? title.lowercased().replacingOccurrences(of: " ", with: "-")), title: title,
            released: released.map(date), popularity: popularity, rating: rating, runtime: runtime, genres: genres,
            language: language, director: director, cast: cast, poster: poster, trailer: trailer,
            overview: RichText(markdown: overview), location: here
        )
    }

    /// `count` movies titled "Movie 01"…, most popular first in title order.
    static func numbered(_ count: Int) -> [Movie] {
        (0..<count).map { index in
            let number = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
            return movie("Movie \(number)", slug: "movie-\(number)", released: "2026-01-01", popularity: Double(1000 - index))
        }
    }

    static func catalog(
        _ slug: String = "popular", title: String = "Popular movies", movies: [Movie], settings: MovieListSettings = MovieListSettings(),
        introduction: String = ""
    ) -> MovieCatalog {
        MovieCatalog(id: MovieCatalog.ID(slug), title: title, introduction: RichText(markdown: introduction), settings: settings, movies: movies, location: here)
    }
}
