/// Every template, named by a type: rendering can never ask for a template that does not exist.
/// `HTMLTemplates` loads them all (and the `layout` they inherit) at start-up and fails there,
/// with the template's name, if one is missing or does not parse.
public enum Template: String, CaseIterable, Sendable {
    case home
    case studyDeck = "study-deck"
    /// The cards of a deck's page (`{{{cardsHTML}}}` in `study-deck`), a part of them at a time.
    case studyCards = "study-cards"
    case contactsList = "contacts-list"
    case contactPage = "contact-page"
    case moviesList = "movies-list"
    case moviesListItems = "movies-list-items"
    case moviesListPagination = "movies-list-pagination"
    case movieDetail = "movie-detail"
    /// One line of the list beside a movie (`{{{listItems}}}` in `movie-detail`).
    case movieListLink = "movie-list-link"
    case notFound = "not-found"
    case folderIndex = "folder-index"
    case serviceWorker = "service-worker"
    /// The page frame every page template inherits.
    case layout

    /// The file the template is read from, in the module's `Templates` folder.
    var fileName: String { rawValue + ".mustache" }
}
