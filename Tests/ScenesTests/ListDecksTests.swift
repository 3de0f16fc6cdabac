import Domain
import Testing
@testable import Scenes

@Suite struct ListDecksInteractorTests {
    @Test func listDecks_sortsByTitleIgnoringCaseThenSlug() throws {
        let presenter = ListDecksPresenterSpy()
        let store = DeckStoreStub(decks: [
            Fixtures.deck("zeta", title: "zeta", cards: 1),
            Fixtures.deck("b-alpha", title: "Alpha", cards: 1),
            Fixtures.deck("a-alpha", title: "alpha", cards: 2),
        ])
        try ListDecksInteractor(store: store, presenter: presenter).listDecks(ListDecks.Request())
        let response = try #require(presenter.responses.values.first)
        #expect(response.decks.map(\.id.slug) == ["a-alpha", "b-alpha", "zeta"])
    }
}

@Suite struct ListDecksPresenterTests {
    func present(_ decks: [Deck], site: SiteSettings = SiteSettings(title: "Cards", introduction: RichText(markdown: "Hello"))) throws -> ListDecks.ViewModel {
        let display = ListDecksDisplaySpy()
        let presenter = ListDecksPresenter(renderer: RendererStub(), context: PageContext(site: site, route: .home), display: display)
        try presenter.presentDecks(ListDecks.Response(decks: decks))
        return try #require(display.viewModels.values.first)
    }

    @Test func decks_haveRelativeLinksCountsAndTags() throws {
        let viewModel = try present([Fixtures.quiz, Fixtures.deck("one", title: "One", cards: 1)])
        #expect(viewModel.decks.map(\.url) == ["decks/quiz/index.html", "decks/one/index.html"])
        #expect(viewModel.decks.map(\.cardCount) == ["3 cards", "1 card"])
        #expect(viewModel.decks[0].tags == "Tags: starter, trivia")
        #expect(viewModel.decks[1].tags == nil)
        #expect(viewModel.decks[0].summary == "Three questions.")
        #expect(viewModel.decks[1].summary == nil)
        #expect(viewModel.introductionHTML == "<md root=\"\">Hello</md>")
        #expect(viewModel.page.documentTitle == "Cards")
        #expect(viewModel.page.navigation.first?.current == "page")
        #expect(viewModel.emptyMessage == nil)
    }

    @Test func noDecks_showsTheEmptyState() throws {
        let viewModel = try present([], site: SiteSettings())
        #expect(viewModel.emptyMessage == "No decks yet. Add a Markdown file to Content/decks/ and build again.")
        #expect(viewModel.introductionHTML == nil)
        #expect(viewModel.heading == SiteSettings.defaults.title)
    }
}

@Suite struct SiteRouteTests {
    @Test func routes_knowTheirPathsAndWayBackToTheRoot() {
        let deck = SiteRoute.deck(Deck.ID("quiz"))
        #expect(SiteRoute.home.path == "index.html")
        #expect(SiteRoute.home.rootPath == "")
        #expect(deck.path == "decks/quiz/index.html")
        #expect(deck.rootPath == "../../")
        #expect(SiteRoute.home.url(from: deck) == "../../index.html")
        #expect(deck.url(from: .home) == "decks/quiz/index.html")
    }
}
