import Domain
@testable import Scenes
import Testing

/// The shape of a build, proven without timing it: the content is read once and each catalog is
/// filtered and sorted once, whatever the number of pages asked for afterwards.
@Suite struct SiteSnapshotTests {
    typealias F = MovieFixtures

    @Test func aSnapshot_readsEachGatewayOnce_andSortsEachCatalogOnce_howeverManyPagesAreAsked() throws {
        let catalogs = [
            F.catalog("big", movies: F.numbered(500), settings: MovieListSettings(pageSize: 7)),
            F.catalog("small", movies: F.numbered(3)),
        ]
        let movies = CatalogMovieStore(catalogs: catalogs)
        let decks = DeckStoreStub(decks: [Fixtures.quiz])
        let site = try SiteSnapshot(settings: SiteSettings(), today: F.today, decks: decks, contacts: ContactStoreStub(), movies: movies)

        for listing in site.catalogs {
            for page in 1...listing.pagination.pageCount {
                _ = try ListMoviesInteractor().respond(to: ListMovies.Request(catalogID: listing.catalog.id, page: page), in: site)
            }
            for movie in listing.movies {
                _ = try ShowMovieInteractor().respond(to: ShowMovie.Request(catalogID: listing.catalog.id, movieID: movie.id), in: site)
            }
        }
        _ = try ShowHomeInteractor().respond(to: ShowHome.Request(), in: site)
        _ = try StudyDeckInteractor().respond(to: StudyDeck.Request(deckID: Fixtures.quiz.id), in: site)

        #expect(movies.catalogReads.values.count == 1)
        #expect(movies.requests.values.map(\.catalog.slug) == ["big", "small"])
        #expect(movies.requests.values.allSatisfy { $0.page == 0 })
        #expect(decks.reads.values.count == 1)
    }

    @Test func aCatalogListing_knowsEveryMoviesPositionAndPage() throws {
        let site = try Snapshots.site(catalogs: [F.catalog(movies: F.numbered(25), settings: MovieListSettings(pageSize: 10))])
        let listing = try site.catalog(MovieCatalog.ID("popular"))
        #expect(listing.pagination.pageCount == 3)
        #expect(listing.position(of: Movie.ID("movie-01")) == 0)
        #expect(listing.position(of: Movie.ID("movie-25")) == 24)
        #expect(listing.movies(onPage: 3).map(\.id.slug) == (21...25).map { "movie-\($0)" })
        #expect(listing.movies(onPage: 4).isEmpty)
    }

    @Test func theNavigation_isHomeThenAddressBooksThenCatalogs() throws {
        let site = try Snapshots.site(
            books: [ContactFixtures.book([], id: "people", title: "People")],
            catalogs: [F.catalog("popular", title: "Popular", movies: [])]
        )
        #expect(site.navigation.sections.map(\.label) == ["Home", "People", "Popular"])
        #expect(site.navigation.sections.map(\.route) == [.home, .addressBook(AddressBook.ID("people")), .movieList(MovieCatalog.ID("popular"), page: 1)])
    }

    /// What each top folder lists: only kinds the site has, decks by title (case aside), each
    /// entry with what it holds; the navigation lists address books and catalogs, not decks.
    @Test func theContents_areEachKindTheSiteHas_decksByTitle() throws {
        let site = try Snapshots.site(
            decks: [Fixtures.deck("b", title: "apples", cards: 2), Fixtures.deck("a", title: "Pears", cards: 1)],
            catalogs: [F.catalog("popular", title: "Popular", movies: F.numbered(3))]
        )
        #expect(site.contents.map(\.kind) == [.decks, .movies])
        #expect(site.contents.map(\.isInNavigation) == [false, true])
        #expect(site.contents[0].entries == [
            ListFolder.Entry(title: "apples", route: .deck(Deck.ID("b")), count: 2),
            ListFolder.Entry(title: "Pears", route: .deck(Deck.ID("a")), count: 1),
        ])
        #expect(site.contents[1].entries == [ListFolder.Entry(title: "Popular", route: .movieList(MovieCatalog.ID("popular"), page: 1), count: 3)])
        #expect(site.navigation.sections.map(\.label) == ["Home", "Popular"])
        #expect(throws: ListFolder.EmptyFolder(folder: "contacts")) {
            try ListFolderInteractor().respond(to: ListFolder.Request(folder: .top(.contacts)), in: site)
        }
    }
}

/// A deck whose slug changed when slugs began to keep letters outside ASCII names its earlier
/// slug, for the browser to carry its progress over, only where that slug was its own.
@Suite struct FormerDeckIDTests {
    static func deck(_ slug: String, former: String?) -> Deck {
        Deck(id: Deck.ID(slug), title: slug, notes: [], location: SourceLocation(file: slug, line: 1, column: 1),
             formerID: former.map(Deck.ID.init))
    }

    @Test func aFormerSlug_isNamed_onlyWhereItWasTheDecksAlone() throws {
        let decks = [
            Self.deck("dansk-ørsted", former: "dansk-rsted"),   // its own
            Self.deck("łodz", former: "odz"), Self.deck("ødz", former: "odz"),   // two decks had it
            Self.deck("ørsted", former: "rsted"), Self.deck("rsted", former: nil),   // a deck has it today
            Self.deck("plain", former: nil),
        ]
        let site = try SiteSnapshot(settings: SiteSettings(), today: MovieFixtures.today, decks: DeckStoreStub(decks: decks),
                                    contacts: ContactStoreStub(), movies: CatalogMovieStore(catalogs: []))
        #expect(site.formerID(of: Deck.ID("dansk-ørsted")) == Deck.ID("dansk-rsted"))
        for slug in ["łodz", "ødz", "ørsted", "rsted", "plain"] {
            #expect(site.formerID(of: Deck.ID(slug)) == nil, "\(slug)")
        }
        let response = try StudyDeckInteractor().respond(to: StudyDeck.Request(deckID: Deck.ID("dansk-ørsted")), in: site)
        #expect(response.formerDeckID == Deck.ID("dansk-rsted"))
    }
}
