import Domain
import Scenes

/// A deck store answering from a fixed list.
struct DeckStoreStub: DeckStore {
    var decks: [Deck]

    func fetchDecks() throws(DeckStoreError) -> [Deck] { decks }

    func fetchDeck(id: Deck.ID) throws(DeckStoreError) -> Deck {
        guard let deck = decks.first(where: { $0.id == id }) else { throw .deckNotFound(id) }
        return deck
    }
}

/// Records every value handed to it.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private(set) var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}

struct StudyDeckPresenterSpy: StudyDeckPresentationLogic {
    let responses = Recorder<StudyDeck.Response>()
    func presentDeck(_ response: StudyDeck.Response) throws { responses.record(response) }
}

struct StudyDeckDisplaySpy: StudyDeckDisplayLogic {
    let viewModels = Recorder<StudyDeck.ViewModel>()
    func displayDeck(_ viewModel: StudyDeck.ViewModel) throws { viewModels.record(viewModel) }
}

/// Renders rich text as `<md rootPath>markdown</md>` so presenter tests can see what went where.
struct RendererStub: RichTextRendering {
    func html(_ text: RichText, rootPath: String) -> String {
        text.isEmpty ? "" : "<md root=\"\(rootPath)\">\(text.markdown)</md>"
    }

    func plainText(_ text: RichText) -> String { text.markdown }
}

enum Fixtures {
    static let here = SourceLocation(file: "Content/decks/quiz.md", line: 1, column: 1)

    static func card(_ question: String, _ answer: String) -> FlashCard {
        FlashCard(question: RichText(markdown: question), answer: RichText(markdown: answer), location: here)
    }

    static let quiz = Deck(
        id: Deck.ID("quiz"),
        title: "Quiz",
        summary: "Three questions.",
        introduction: RichText(markdown: "The Quiz app's cards."),
        tags: ["starter", "trivia"],
        cards: [
            card("From what is cognac made?", "Grapes"),
            card("What is 7+7?", "14"),
            card("What is the capital of Vermont?", "Montpelier"),
        ],
        location: here
    )

    static func deck(_ slug: String, title: String, cards: Int) -> Deck {
        Deck(id: Deck.ID(slug), title: title, cards: (0..<cards).map { card("Q\($0)", "A\($0)") }, location: here)
    }
}

/// A contact store answering from fixed books.
struct ContactStoreStub: ContactStore {
    var books: [AddressBook] = []

    func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] { books }

    func fetchAddressBook(id: AddressBook.ID) throws(ContactStoreError) -> AddressBook {
        guard let book = books.first(where: { $0.id == id }) else { throw .addressBookNotFound(id) }
        return book
    }
}

/// A movie store that records each fetch request and answers with a fixed total.
struct MovieStoreSpy: MovieStore {
    var catalogs: [MovieCatalog] = []
    var totalCount = 0
    let requests = Recorder<MovieFetchRequest>()

    func fetchCatalogs() throws(MovieStoreError) -> [MovieCatalog] { catalogs }

    func fetchMovies(_ request: MovieFetchRequest) throws(MovieStoreError) -> MoviePage {
        requests.record(request)
        return MoviePage(movies: [], totalCount: totalCount)
    }

    func fetchMovie(_ id: Movie.ID, in catalog: MovieCatalog.ID) throws(MovieStoreError) -> Movie {
        throw .movieNotFound(id, in: catalog)
    }
}

struct ShowHomePresenterSpy: ShowHomePresentationLogic {
    let responses = Recorder<ShowHome.Response>()
    func presentHome(_ response: ShowHome.Response) throws { responses.record(response) }
}

struct ShowHomeDisplaySpy: ShowHomeDisplayLogic {
    let viewModels = Recorder<ShowHome.ViewModel>()
    func displayHome(_ viewModel: ShowHome.ViewModel) throws { viewModels.record(viewModel) }
}
