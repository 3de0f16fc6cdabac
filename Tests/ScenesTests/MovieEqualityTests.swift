import Domain
import Testing
@testable import Scenes

/// `site serve` keeps a page whose response is equal to the last build's: a movie equals only a
/// movie of the same values, every one of them.
@Suite struct MovieEqualityTests {
    static let base = MovieFixtures.movie(
        "Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru",
        director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."
    )

    @Test func aMovieIsEqualAlike_andApartWhenAnyValueDiffers() {
        let same = MovieFixtures.movie(
            "Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru",
            director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."
        )
        #expect(same == Self.base && same.hashValue == Self.base.hashValue)
        let variants: [Movie] = [
            Self.base.identified(as: Movie.ID("solaris-1972")),
            MovieFixtures.movie("Solaris 2", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-21", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.6, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: nil, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 167, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama", "Mystery"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "uk", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: nil, cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: [], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .remote("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: nil, overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*!"),
            Movie(id: Self.base.id, title: Self.base.title, released: Self.base.released, popularity: Self.base.popularity, rating: Self.base.rating,
                  runtime: Self.base.runtime, genres: Self.base.genres, language: Self.base.language, director: Self.base.director, cast: Self.base.cast,
                  poster: Self.base.poster, trailer: Self.base.trailer, overview: Self.base.overview, location: Self.base.location.shifted(by: 1)),
            MovieFixtures.movie("Solaris", released: nil, popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: nil, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: nil, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: nil, trailer: "https://example.org/s", overview: "A *psychologist*."),
            // A value moved to the field beside it.
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: nil, director: "ru", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 8.1, rating: 812.5, runtime: 166, genres: ["Drama"], language: "ru", director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
            MovieFixtures.movie("Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: [], language: "ru", director: "Andrei Tarkovsky", cast: ["Drama", "Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."),
        ]
        #expect(Set(variants + [Self.base]).count == variants.count + 1)
        for variant in variants { #expect(variant != Self.base) }
        // Every value a movie holds is compared (`Movie.Values`, synthesized): a value added
        // later is listed here.
        let values = Mirror(reflecting: Self.base).children.first.flatMap { storage in
            Mirror(reflecting: storage.value).children.first { $0.label == "values" }?.value
        }
        #expect(values.map { Mirror(reflecting: $0).children.compactMap(\.label) } == [
            "id", "title", "released", "popularity", "rating", "runtime", "genres", "language", "director", "cast", "poster", "trailer", "overview", "location",
        ])
    }
}
