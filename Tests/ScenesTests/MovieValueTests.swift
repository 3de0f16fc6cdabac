import Domain
import Testing

/// A movie is a value: copies share its storage, yet two movies made apart are equal exactly
/// when all their values are, and hash alike.
@Suite struct MovieValueTests {
    typealias F = MovieFixtures

    @Test func moviesMadeApartAreEqualWhenEveryValueIs() {
        let one = F.movie("Solaris", released: "1972-03-20", popularity: 10, cast: ["Natalya Bondarchuk"], overview: "A *station*.")
        let other = F.movie("Solaris", released: "1972-03-20", popularity: 10, cast: ["Natalya Bondarchuk"], overview: "A *station*.")
        #expect(one == other && one.hashValue == other.hashValue)
        #expect(one != F.movie("Solaris", released: "1972-03-20", popularity: 11, cast: ["Natalya Bondarchuk"], overview: "A *station*."))
        #expect(one != F.movie("Solaris", released: "1972-03-20", popularity: 10, cast: [], overview: "A *station*."))
        #expect(one != F.movie("Solaris", released: "1972-03-20", popularity: 10, cast: ["Natalya Bondarchuk"], overview: "A station."))
    }

    @Test func anotherIdentityIsAnotherMovie_andTheSameIdentityTheSameOne() {
        let movie = F.movie("Solaris", released: "1972-03-20")
        let renamed = movie.identified(as: Movie.ID("solaris-1972"))
        #expect(renamed.id.slug == "solaris-1972" && renamed.title == movie.title && renamed.released == movie.released)
        #expect(renamed != movie)
        #expect(movie.identified(as: movie.id) == movie)
    }
}
