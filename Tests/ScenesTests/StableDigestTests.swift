import Domain
import Testing
@testable import Scenes

/// A page's fingerprint on disk is the stable digest of what it is made of (`DigestEncoder`):
/// equal digests must mean equal values, in every process.
@Suite struct StableDigestTests {
    static let base = MovieFixtures.movie(
        "Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru",
        director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."
    )

    @Test func aMovieDigestsAlike_andApartWhenAnyValueDiffers() {
        let same = MovieFixtures.movie(
            "Solaris", released: "1972-03-20", popularity: 812.5, rating: 8.1, runtime: 166, genres: ["Drama"], language: "ru",
            director: "Andrei Tarkovsky", cast: ["Donatas Banionis"], poster: .file("posters/solaris.svg"), trailer: "https://example.org/s", overview: "A *psychologist*."
        )
        #expect(same.stableDigest == Self.base.stableDigest)
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
        #expect(Set(variants.map { $0.stableDigest } + [Self.base.stableDigest]).count == variants.count + 1)
        // Every value a movie holds is spelled (`Movie.Values.spell`, by hand): a value added
        // later must be spelled too, and listed here.
        let values = Mirror(reflecting: Self.base).children.first.flatMap { storage in
            Mirror(reflecting: storage.value).children.first { $0.label == "values" }?.value
        }
        #expect(values.map { Mirror(reflecting: $0).children.compactMap(\.label) } == [
            "id", "title", "released", "popularity", "rating", "runtime", "genres", "language", "director", "cast", "poster", "trailer", "overview", "location",
        ])
    }

    /// NFC and NFD spellings are equal `String`s, but their pages' bytes differ: so do their
    /// digests, and so the movies (`site serve` keeps a page whose response is equal).
    @Test func normalizationsDigestApart() {
        let (composed, decomposed) = (MovieFixtures.movie("Orl\u{E9}ans"), MovieFixtures.movie("Orle\u{301}ans", slug: "orl\u{E9}ans"))
        #expect(composed.title == decomposed.title)
        #expect(composed.stableDigest != decomposed.stableDigest)
        #expect(composed != decomposed)
        #expect(composed == MovieFixtures.movie("Orl\u{E9}ans"))
    }

    struct Pair: Encodable {
        let first: String?
        let second: String?
    }

    /// An absent value never reads as its neighbour, nor a list's end as more of it.
    @Test func theSpellingIsUnambiguous() {
        #expect(StableDigest(of: Pair(first: "a", second: nil)) != StableDigest(of: Pair(first: nil, second: "a")))
        #expect(StableDigest(of: [["a", "b"]]) != StableDigest(of: [["a"], ["b"]]))
        #expect(StableDigest(of: ["ab"]) != StableDigest(of: ["a", "b"]))
        #expect(StableDigest(of: [1, 2]) == StableDigest(of: [1, 2]))
        #expect(StableDigest(of: Int8(1)) != StableDigest(of: Int8(2)))
    }

    /// A movie response spells all its fields (`DigestSpelled`, by hand, as every movie page of
    /// every build digests one): a field added later must be spelled too, or this fails.
    @Test func movieResponsesSpellEveryField() {
        let labels = { (value: Any) in Mirror(reflecting: value).children.compactMap(\.label) }
        let movies = MovieFixtures.numbered(3)
        let pagination = MoviePagination(totalCount: 3, pageSize: 2)
        #expect(labels(pagination) == ["totalCount", "pageSize"])
        #expect(StableDigest(spelling: pagination) != StableDigest(spelling: MoviePagination(totalCount: 3, pageSize: 3)))
        #expect(StableDigest(spelling: pagination) != StableDigest(spelling: MoviePagination(totalCount: 4, pageSize: 2)))

        let place = ShowMovie.Place(position: 0, page: 1, pagination: pagination, window: movies[0..<2], previous: nil, next: movies[1])
        #expect(labels(place) == ["position", "page", "pagination", "window", "previous", "next"])
        let places = [
            place,
            ShowMovie.Place(position: 1, page: 1, pagination: pagination, window: movies[0..<2], previous: nil, next: movies[1]),
            ShowMovie.Place(position: 0, page: 2, pagination: pagination, window: movies[0..<2], previous: nil, next: movies[1]),
            ShowMovie.Place(position: 0, page: 1, pagination: MoviePagination(totalCount: 2, pageSize: 2), window: movies[0..<2], previous: nil, next: movies[1]),
            ShowMovie.Place(position: 0, page: 1, pagination: pagination, window: movies[0..<1], previous: nil, next: movies[1]),
            ShowMovie.Place(position: 0, page: 1, pagination: pagination, window: movies[0..<2], previous: movies[1], next: nil),
            ShowMovie.Place(position: 0, page: 1, pagination: pagination, window: movies[0..<2], previous: nil, next: movies[2]),
        ]
        #expect(Set(places.map { StableDigest(spelling: $0) }).count == places.count)

        let heading = MovieFixtures.catalog(movies: movies).heading
        let otherHeading = MovieFixtures.catalog(movies: movies, introduction: "Hello.").heading
        let show = ShowMovie.Response(catalog: heading, movie: movies[0], place: place)
        #expect(labels(show) == ["catalog", "movie", "place"])
        let shows = [
            show,
            ShowMovie.Response(catalog: otherHeading, movie: movies[0], place: place),
            ShowMovie.Response(catalog: heading, movie: movies[1], place: place),
            ShowMovie.Response(catalog: heading, movie: movies[0], place: nil),
        ]
        #expect(Set(shows.map { StableDigest(spelling: $0) }).count == shows.count)

        let list = ListMovies.Response(catalog: heading, movies: movies[0..<2], page: 1, pagination: pagination, releasedSince: nil)
        #expect(labels(list) == ["catalog", "movies", "page", "pagination", "releasedSince"])
        let lists = [
            list,
            ListMovies.Response(catalog: otherHeading, movies: movies[0..<2], page: 1, pagination: pagination, releasedSince: nil),
            ListMovies.Response(catalog: heading, movies: movies[0..<3], page: 1, pagination: pagination, releasedSince: nil),
            ListMovies.Response(catalog: heading, movies: movies[0..<2], page: 2, pagination: pagination, releasedSince: nil),
            ListMovies.Response(catalog: heading, movies: movies[0..<2], page: 1, pagination: MoviePagination(totalCount: 2, pageSize: 2), releasedSince: nil),
            ListMovies.Response(catalog: heading, movies: movies[0..<2], page: 1, pagination: pagination, releasedSince: MovieFixtures.today),
        ]
        #expect(Set(lists.map { StableDigest(spelling: $0) }).count == lists.count)
    }

    /// A contact, an address book and their pages' responses spell every field (by hand, as
    /// every contact page of every build digests one); texts byte for byte; equal responses
    /// are those whose digests are equal (an NFD name is not the NFC one).
    @Test func contactResponsesSpellEveryField() {
        let labels = { (value: Any) in Mirror(reflecting: value).children.compactMap(\.label) }
        let ada = ContactFixtures.contact("Ada Lovelace", emails: ["ada@example.org"], phones: ["+44 1"], birthday: Birthday(year: 1815, month: 12, day: 10),
                                          company: "Analytical Engines", title: "Countess", tags: ["maths"], notes: "First *program*.")
        #expect(labels(ada) == ["id", "name", "firstName", "lastName", "emails", "phones", "address", "birthday", "company", "title",
                                "website", "tags", "notes", "location"])
        let other = SourceLocation(file: "Content/contacts/other.md", line: 9, column: 1)
        let contacts = [
            ada,
            Contact(id: Contact.ID("ada"), name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: "Ada Byron", firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: "Augusta", lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: "Byron", emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: [], phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ["+44 2"],
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    address: "London", birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: Birthday(year: nil, month: 12, day: 10), company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: nil, title: ada.title, tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: "Lady", tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, website: "https://example.org", tags: ada.tags, notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ["maths", "poetry"], notes: ada.notes, location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: RichText(markdown: "Notes."), location: ada.location),
            Contact(id: ada.id, name: ada.name, firstName: ada.firstName, lastName: ada.lastName, emails: ada.emails, phones: ada.phones,
                    birthday: ada.birthday, company: ada.company, title: ada.title, tags: ada.tags, notes: ada.notes, location: other),
        ]
        #expect(Set(contacts.map { StableDigest(spelling: $0) }).count == contacts.count)

        let book = ContactFixtures.book([ada])
        #expect(labels(book) == ["id", "title", "summary", "introduction", "contacts", "location"])
        #expect(labels(book.heading) == ["id", "title"])
        let show = ShowContact.Response(book: book.heading, contact: ada)
        #expect(labels(show) == ["book", "contact"])
        let shows = [show, ShowContact.Response(book: ContactFixtures.book([ada], title: "Friends").heading, contact: ada),
                     ShowContact.Response(book: ContactFixtures.book([ada], id: "friends").heading, contact: ada),
                     ShowContact.Response(book: book.heading, contact: contacts[2])]
        #expect(Set(shows.map { StableDigest(spelling: $0) }).count == shows.count)
        #expect(show == ShowContact.Response(book: book.heading, contact: ada) && show != shows[3])

        let list = ListContacts.Response(book: book, contacts: [ada])
        #expect(labels(list) == ["book", "contacts"])
        let books = [
            book, ContactFixtures.book([ada], id: "friends"), ContactFixtures.book([ada], title: "Friends"),
            AddressBook(id: book.id, title: book.title, summary: "Everyone.", contacts: [ada], location: book.location),
            AddressBook(id: book.id, title: book.title, introduction: RichText(markdown: "Hello."), contacts: [ada], location: book.location),
            AddressBook(id: book.id, title: book.title, contacts: [ada], location: other),
        ]
        let lists = books.map { ListContacts.Response(book: $0, contacts: [ada]) }
            + [ListContacts.Response(book: book, contacts: [ada, contacts[1]]), ListContacts.Response(book: book, contacts: [contacts[2]])]
        #expect(Set(lists.map { StableDigest(spelling: $0) }).count == lists.count)
        // An NFD name reads equal to the NFC one as a `String`, not as a response.
        let (nfc, nfd) = (ContactFixtures.contact("\u{C9}mile Zola"), ContactFixtures.contact("E\u{301}mile Zola"))
        #expect(nfc.name == nfd.name && nfc.id == nfd.id)
        #expect(ListContacts.Response(book: book, contacts: [nfc]) != ListContacts.Response(book: book, contacts: [nfd]))
        #expect(ShowContact.Response(book: book.heading, contact: nfc) != ShowContact.Response(book: book.heading, contact: nfd))
    }

    /// Every route spells apart from every other (a page's digest spells its route).
    @Test func routesSpellApart() {
        let (catalog, movie, book, contact) = (MovieCatalog.ID("films"), Movie.ID("page"), AddressBook.ID("films"), Contact.ID("page"))
        let routes: [SiteRoute] = [
            .home, .notFound, .deck(Deck.ID("films")), .addressBook(book), .contact(book, contact), .vCard(book, nil), .vCard(book, contact),
            .movieList(catalog, page: 1), .movieList(catalog, page: 2), .movieBatch(catalog, page: 2), .movie(catalog, movie),
            .folder(.decks), .folder(.contacts), .folder(.movies), .folder(.catalogPages(catalog)),
        ]
        #expect(Set(routes.map { StableDigest(spelling: $0) }).count == routes.count)
    }
}
