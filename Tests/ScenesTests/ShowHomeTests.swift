import Domain
import Testing
@testable import Scenes

@Suite struct ShowHomeInteractorTests {
    let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test func showHome_sortsDecksByTitleIgnoringCaseThenSlug() throws {
        let site = try Snapshots.site(decks: [
            Fixtures.deck("zeta", title: "zeta", cards: 1),
            Fixtures.deck("b-alpha", title: "Alpha", cards: 1),
            Fixtures.deck("a-alpha", title: "alpha", cards: 2),
        ])
        let response = try ShowHomeInteractor().respond(to: ShowHome.Request(), in: site)
        #expect(response.decks.map(\.id.slug) == ["a-alpha", "b-alpha", "zeta"])
        #expect(response.cardIDs == response.decks.map { CardIdentity.identities(of: $0.cards) })
    }

    @Test func catalogs_countWhatTheirListShowsOnTheBuildDate() throws {
        let catalog = MovieCatalog(
            id: MovieCatalog.ID("popular"), title: "Popular",
            settings: MovieListSettings(releasedWithin: ReleaseWindow(count: 1, unit: .year), language: "en"),
            movies: [
                MovieFixtures.movie("Inside", released: "2025-11-22", language: "en"),
                MovieFixtures.movie("Too old", released: "2025-11-21", language: "en"),
                MovieFixtures.movie("Other language", released: "2026-01-01", language: "fr"),
                MovieFixtures.movie("Last day", released: "2026-11-22", language: "EN"),
            ],
            location: Fixtures.here
        )
        let movies = CatalogMovieStore(catalogs: [catalog])
        let site = try SiteSnapshot(settings: SiteSettings(), today: today, decks: DeckStoreStub(decks: []), contacts: ContactStoreStub(), movies: movies)
        let response = try ShowHomeInteractor().respond(to: ShowHome.Request(), in: site)
        #expect(response.catalogs == [ShowHome.ListedCatalog(catalog: catalog, listedCount: 2)])
        let request = try #require(movies.requests.values.first)
        #expect(request.releasedOnOrAfter == CalendarDate(year: 2025, month: 11, day: 22))
        #expect(request.releasedOnOrBefore == today)
        #expect(request.language == "en")
    }
}

@Suite struct ShowHomePresenterTests {
    func present(_ response: ShowHome.Response, site: SiteSettings = SiteSettings(title: "Cards", introduction: RichText(markdown: "Hello"))) throws -> ShowHome.ViewModel {
        let presenter = ShowHomePresenter(renderer: RendererStub(), context: PageContext(site: site, route: .home))
        return presenter.present(response)
    }

    @Test func decks_haveRelativeLinksCountsAndTags() throws {
        let viewModel = try present(ShowHome.Response(decks: [Fixtures.quiz, Fixtures.deck("one", title: "One", cards: 1)], cardIDs: [["q1", "q2", "q3"], ["o1"]], formerIDs: [Deck.ID("one"): Deck.ID("ne")], addressBooks: [], catalogs: []))
        let decks = try #require(viewModel.sections.first)
        #expect(viewModel.sections.map(\.id) == ["decks"])
        #expect(decks.items.map(\.url) == ["decks/quiz/index.html", "decks/one/index.html"])
        #expect(decks.items.map(\.count) == ["3 cards", "1 card"])
        #expect(decks.items[0].tags == "Tags: starter, trivia")
        #expect(decks.items[1].tags == nil)
        #expect(decks.items[0].summary == "Three questions.")
        #expect(decks.items[1].summary == nil)
        #expect(viewModel.introductionHTML == "<md root=\"\">Hello</md>")
        #expect(viewModel.page.documentTitle == "Cards")
        #expect(viewModel.page.navigation.first?.current == "page")
        #expect(decks.emptyMessage == nil)
        #expect(decks.items.map(\.deckKey) == ["quiz", "one"])
        #expect(viewModel.review == ShowHome.Review(
            decks: ["quiz": ["q1", "q2", "q3"], "one": ["o1"]], earlierDecks: ["one": "ne"], siblings: ["quiz": [0, 1, 2], "one": [0]], newCardsPerDay: 20,
            counts: "{due} due · {new} new"))
        #expect(viewModel.adoptsEarlierProgress)
        let unrenamed = try present(ShowHome.Response(decks: [Fixtures.quiz], cardIDs: [["q1", "q2", "q3"]], formerIDs: [:], addressBooks: [], catalogs: []))
        #expect(!unrenamed.adoptsEarlierProgress)
        #expect(unrenamed.review?.earlierDecks == nil)
    }

    @Test func addressBooksAndCatalogs_getTheirOwnSectionsWithCounts() throws {
        let person = Contact(id: Contact.ID("ada"), name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace", location: Fixtures.here)
        let book = AddressBook(id: AddressBook.ID("people"), title: "People", contacts: [person], location: Fixtures.here)
        let catalog = MovieCatalog(id: MovieCatalog.ID("popular"), title: "Popular", movies: [], location: Fixtures.here)
        let viewModel = try present(ShowHome.Response(decks: [], cardIDs: [], formerIDs: [:], addressBooks: [book], catalogs: [.init(catalog: catalog, listedCount: 2)]))
        #expect(viewModel.sections.map(\.heading) == ["Decks", "Address books", "Movie catalogs"])
        #expect(viewModel.sections[1].items.map(\.count) == ["1 contact"])
        #expect(viewModel.sections[1].items.map(\.url) == ["contacts/people/index.html"])
        #expect(viewModel.sections[2].items.map(\.count) == ["2 movies"])
        #expect(viewModel.sections[2].items.map(\.url) == ["movies/popular/index.html"])
    }

    @Test func noDecks_showsTheEmptyState() throws {
        let viewModel = try present(ShowHome.Response(decks: [], cardIDs: [], formerIDs: [:], addressBooks: [], catalogs: []), site: SiteSettings())
        #expect(viewModel.sections.first?.emptyMessage == "No decks yet. Add a Markdown file to Content/decks/ and build again.")
        #expect(viewModel.introductionHTML == nil)
        #expect(viewModel.heading == SiteSettings.defaults.title)
        #expect(viewModel.review == nil)
        #expect(!viewModel.adoptsEarlierProgress)
    }
}

@Suite struct SiteRouteTests {
    @Test func routes_knowTheirPathsAndWayBackToTheRoot() {
        let deck = SiteRoute.deck(Deck.ID("quiz"))
        #expect(SiteRoute.home.path(.folders) == "index.html")
        #expect(SiteRoute.home.rootPath(.folders) == "")
        #expect(deck.path(.folders) == "decks/quiz/index.html")
        #expect(deck.rootPath(.folders) == "../../")
        #expect(PageContext(site: SiteSettings(), route: deck).url(to: .home) == "../../index.html")
        #expect(PageContext(site: SiteSettings(), route: .home).url(to: deck) == "decks/quiz/index.html")
        #expect(SiteRoute.movieList(MovieCatalog.ID("popular"), page: 1).path(.folders) == "movies/popular/index.html")
        #expect(SiteRoute.movieList(MovieCatalog.ID("popular"), page: 2).rootPath(.folders) == "../../../../")
    }

    /// `pretty_urls: false`: a deck, a contact, a movie and a later list page each a file of its
    /// name, no folder made for it alone, its vCard beside it; a folder's own page still its
    /// `index.html`; a page named `index` still in a folder of its own, for that is its folder's page.
    @Test func routes_inFiles_areTheLeafPagesAsFiles() {
        let (book, catalog) = (AddressBook.ID("people"), MovieCatalog.ID("popular"))
        let paths: [(SiteRoute, folders: String, files: String)] = [
            (.home, "index.html", "index.html"),
            (.notFound, "404.html", "404.html"),
            (.deck(Deck.ID("spanish-verbs")), "decks/spanish-verbs/index.html", "decks/spanish-verbs.html"),
            (.deck(Deck.ID("index")), "decks/index/index.html", "decks/index/index.html"),
            (.addressBook(book), "contacts/people/index.html", "contacts/people/index.html"),
            (.contact(book, Contact.ID("ada")), "contacts/people/ada/index.html", "contacts/people/ada.html"),
            (.contact(book, Contact.ID("index")), "contacts/people/index/index.html", "contacts/people/index/index.html"),
            (.vCard(book, nil), "contacts/people/people.vcf", "contacts/people.vcf"),
            (.vCard(book, Contact.ID("people")), "contacts/people/people/people.vcf", "contacts/people/people.vcf"),
            (.vCard(book, Contact.ID("index")), "contacts/people/index/index.vcf", "contacts/people/index.vcf"),
            (.movieList(catalog, page: 1), "movies/popular/index.html", "movies/popular/index.html"),
            (.movieList(catalog, page: 2), "movies/popular/page/2/index.html", "movies/popular/page/2.html"),
            (.movieBatch(catalog, page: 2), "movies/popular/page/2/batch.js", "movies/popular/page/2.js"),
            (.movie(catalog, Movie.ID("dune")), "movies/popular/dune/index.html", "movies/popular/dune.html"),
            (.movie(catalog, Movie.ID("index")), "movies/popular/index/index.html", "movies/popular/index/index.html"),
            (.folder(.top(.decks)), "decks/index.html", "decks/index.html"),
            (.folder(.top(.contacts)), "contacts/index.html", "contacts/index.html"),
            (.folder(.top(.movies)), "movies/index.html", "movies/index.html"),
            (.folder(.catalogPages(catalog)), "movies/popular/page/index.html", "movies/popular/page/index.html"),
        ]
        for (route, folders, files) in paths {
            #expect(route.path(.folders) == folders)
            #expect(route.path(.files) == files)
        }
        #expect(Set(paths.map(\.files)).count == paths.count, "no two files in one place")
        #expect(Set(paths.map(\.folders)).count == paths.count, "no two files in one place")
        for style in [URLStyle.folders, .files] {
            let files = Set(paths.map { $0.0.path(style) })
            let folders = files.flatMap { file in
                file.split(separator: "/").dropLast().indices.map { file.split(separator: "/")[...$0].joined(separator: "/") }
            }
            #expect(files.isDisjoint(with: folders), "no file where another needs a folder")
            for slug in ["quiz", "index", "spanish-verbs"] {
                #expect(style.restyled(URLStyle.folders.deckPage(slug) + "#card") == SiteRoute.deck(Deck.ID(slug)).path(style) + "#card")
            }
        }
        #expect(SiteRoute.movie(catalog, Movie.ID("dune")).rootPath(.files) == "../../")
        let site = SiteSettings(urlStyle: .files)
        #expect(PageContext(site: site, route: .movie(catalog, Movie.ID("dune"))).url(to: .movieList(catalog, page: 2)) == "../../movies/popular/page/2.html")
        #expect(PageContext(site: site, route: .home).url(to: .deck(Deck.ID("quiz"))) == "decks/quiz.html")
    }

    @Test func notFoundPage_usesTheBaseURLWhenTheSiteHasOne() {
        let relative = PageContext(site: SiteSettings(), route: .notFound)
        let absolute = PageContext(site: SiteSettings(baseURL: "https://example.org/cards/"), route: .notFound)
        #expect(relative.url(to: .home) == "index.html")
        #expect(absolute.url(to: .home) == "https://example.org/cards/index.html")
        #expect(absolute.chrome(title: "x").stylesheetURL == "https://example.org/cards/assets/site.css")
    }

    @Test func navigation_marksTheSectionOfTheCurrentPage() {
        let book = AddressBook.ID("people")
        let people = ListFolder.Entry(title: "People", route: .addressBook(book), count: 1)
        let navigation = SiteNavigation([ListFolder.Contents(kind: .contacts, entries: [people], isInNavigation: true)])
        let onContact = PageContext(site: SiteSettings(), route: .contact(book, Contact.ID("ada")), navigation: navigation).chrome(title: "Ada")
        #expect(onContact.navigation.map(\.current) == [nil, "true"])
        #expect(onContact.navigation.map(\.url) == ["../../../index.html", "../../../contacts/people/index.html"])
        let catalogs = SiteNavigation([ListFolder.Contents(kind: .movies, entries: [
            ListFolder.Entry(title: "Popular", route: .movieList(MovieCatalog.ID("popular"), page: 1), count: 1),
            ListFolder.Entry(title: "Classics", route: .movieList(MovieCatalog.ID("classics"), page: 1), count: 1),
        ], isInNavigation: true)])
        let onMovie = PageContext(site: SiteSettings(), route: .movie(MovieCatalog.ID("classics"), Movie.ID("m")), navigation: catalogs)
        #expect(onMovie.chrome(title: "M").navigation.map(\.current) == [nil, nil, "true"])
        let onList = PageContext(site: SiteSettings(), route: .movieList(MovieCatalog.ID("classics"), page: 1), navigation: catalogs)
        #expect(onList.chrome(title: "Classics").navigation.map(\.current) == [nil, nil, "page"])
    }
}
