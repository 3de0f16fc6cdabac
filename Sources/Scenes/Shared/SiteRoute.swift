import Domain

/// Every file the site has, and where it lives below the output root.
/// The one place that knows the URL scheme: the router writes pages at these paths and
/// presenters link to them, always relatively, so the site works from disk and under any sub-path.
public enum SiteRoute: Sendable, Hashable {
    case home
    case notFound
    case deck(Deck.ID)
    case addressBook(AddressBook.ID)
    case contact(AddressBook.ID, Contact.ID)
    /// One contact's vCard, or (`contact == nil`) every contact of the book in one file.
    case vCard(AddressBook.ID, Contact.ID?)
    /// Page `page` (1-based) of a catalog's list.
    case movieList(MovieCatalog.ID, page: Int)
    /// The list items of page `page` as a script, for the in-place "infinite" list (works from `file://`).
    case movieBatch(MovieCatalog.ID, page: Int)
    case movie(MovieCatalog.ID, Movie.ID)
    /// The page of a folder that holds pages (`decks/`, `contacts/`, …): what is below it.
    case folder(ListFolder.Folder)

    /// The file's path below the output root in `style`: `decks/quiz/index.html` (folders) or
    /// `decks/quiz.html` (files) for a deck, a contact, a movie and a catalog's later list pages;
    /// the page of a folder that holds pages is its `index.html` in both (`decks/index.html`,
    /// `contacts/people/index.html`, `movies/popular/index.html`).
    public func path(_ style: URLStyle) -> String {
        switch self {
        case .home: "index.html"
        case .notFound: "404.html"
        case .deck(let id): style.deckPage(id.slug)
        case .addressBook(let book): URLStyle.folderPage("contacts/\(book.slug)")
        case .contact(let book, let contact): style.file(ofPage: "contacts/\(book.slug)/\(contact.slug)")
        case .vCard(let book, nil):
            style == .folders ? "contacts/\(book.slug)/\(book.slug).vcf" : "contacts/\(book.slug).vcf"
        case .vCard(let book, let contact?):
            style == .folders ? "contacts/\(book.slug)/\(contact.slug)/\(contact.slug).vcf" : "contacts/\(book.slug)/\(contact.slug).vcf"
        case .movieList(let catalog, 1): URLStyle.folderPage("movies/\(catalog.slug)")
        case .movieList(let catalog, let page): style.file(ofPage: "movies/\(catalog.slug)/page/\(page)")
        case .movieBatch(let catalog, let page):
            style == .folders ? "movies/\(catalog.slug)/page/\(page)/batch.js" : "movies/\(catalog.slug)/page/\(page).js"
        case .movie(let catalog, let movie): style.file(ofPage: "movies/\(catalog.slug)/\(movie.slug)")
        case .folder(.top(let kind)): URLStyle.folderPage(kind.folder)
        case .folder(.catalogPages(let catalog)): URLStyle.folderPage("movies/\(catalog.slug)/page")
        }
    }

    /// The address book or catalog a route belongs to (`contacts/people`, `movies/popular`), for
    /// marking the navigation entry of the current collection; `nil` for home, 404 and decks.
    public var collection: String? {
        switch self {
        case .home, .notFound, .deck, .folder(.top): nil
        case .folder(.catalogPages(let catalog)): "movies/\(catalog.slug)"
        case .addressBook(let book), .contact(let book, _), .vCard(let book, _): "contacts/\(book.slug)"
        case .movieList(let catalog, _), .movieBatch(let catalog, _), .movie(let catalog, _): "movies/\(catalog.slug)"
        }
    }

    /// The relative path from this page, written in `style`, back to the output root: `""` or `"../../"`.
    public func rootPath(_ style: URLStyle) -> String {
        String(repeating: "../", count: path(style).utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}
