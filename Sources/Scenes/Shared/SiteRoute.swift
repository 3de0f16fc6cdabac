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
        let folder = collection ?? ""
        return switch self {
        case .home: "index.html"
        case .notFound: "404.html"
        case .deck(let id): style.deckPage(id.slug)
        case .addressBook, .movieList(_, 1): URLStyle.folderPage(folder)
        case .contact(_, let contact): style.file(ofPage: "\(folder)/\(contact.slug)")
        case .vCard(let book, nil): style == .folders ? "\(folder)/\(book.slug).vcf" : "\(folder).vcf"
        case .vCard(_, let contact?): style == .folders ? "\(folder)/\(contact.slug)/\(contact.slug).vcf" : "\(folder)/\(contact.slug).vcf"
        case .movieList(_, let page): style.file(ofPage: "\(folder)/page/\(page)")
        case .movieBatch(_, let page): style == .folders ? "\(folder)/page/\(page)/batch.js" : "\(folder)/page/\(page).js"
        case .movie(_, let movie): style.file(ofPage: "\(folder)/\(movie.slug)")
        case .folder(.top(let kind)): URLStyle.folderPage(kind.folder)
        case .folder(.catalogPages): URLStyle.folderPage("\(folder)/page")
        }
    }

    /// The address book or catalog a route belongs to (`contacts/people`, `movies/popular`): the
    /// folder of its pages, and what marks the navigation entry of the current collection; `nil`
    /// for home, 404, decks and the top folders.
    public var collection: String? {
        switch self {
        case .home, .notFound, .deck, .folder(.top): nil
        case .addressBook(let book), .contact(let book, _), .vCard(let book, _): ListFolder.Kind.contacts.folder + "/" + book.slug
        case .movieList(let catalog, _), .movieBatch(let catalog, _), .movie(let catalog, _), .folder(.catalogPages(let catalog)):
            ListFolder.Kind.movies.folder + "/" + catalog.slug
        }
    }

    /// The relative path from this page, written in `style`, back to the output root: `""` or `"../../"`.
    public func rootPath(_ style: URLStyle) -> String {
        String(repeating: "../", count: path(style).utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}
