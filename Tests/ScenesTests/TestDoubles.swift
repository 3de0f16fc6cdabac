import Domain
import Scenes

/// A deck store answering from a fixed list, counting how often the whole content is read.
struct DeckStoreStub: DeckStore {
    var decks: [Deck]
    let reads = Recorder<Int>()

    func fetchDecks() throws(DeckStoreError) -> [Deck] {
        reads.record(decks.count)
        return decks
    }
}

/// Records every value handed to it.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private(set) var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
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
}

/// Snapshots for interactor tests: the content as stubs serve it, derived as a build derives it.
enum Snapshots {
    static func site(
        decks: [Deck] = [], books: [AddressBook] = [], catalogs: [MovieCatalog] = [],
        settings: SiteSettings = SiteSettings(), today: CalendarDate = CalendarDate(year: 2026, month: 11, day: 22)!,
        previousLineage: CardLineage? = nil
    ) throws -> SiteSnapshot {
        try SiteSnapshot(
            settings: settings, today: today, decks: DeckStoreStub(decks: decks),
            contacts: ContactStoreStub(books: books), movies: CatalogMovieStore(catalogs: catalogs),
            previousLineage: previousLineage
        )
    }
}
