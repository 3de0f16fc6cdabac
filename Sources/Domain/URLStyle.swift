/// Where the site writes a page that is no folder's own page (a deck, a contact, a movie, a
/// catalog's later list pages): in a folder of its own (`decks/quiz/index.html`, the default) or
/// as a file of its name (`decks/quiz.html`, with `pretty_urls: false` in `Content/index.md`). A
/// folder's own page (`decks/index.html`) is its `index.html` in both, so every folder in a page's
/// address has a page; every link names the file, so both work from disk and from any server.
public enum URLStyle: String, Sendable, Hashable {
    case folders
    case files

    /// The file of the page whose address is `name`, a path below the site root with no
    /// extension (`decks/quiz`): `decks/quiz/index.html` or `decks/quiz.html`. A page named
    /// `index` keeps its folder in both styles (`decks/index/index.html`), since
    /// `decks/index.html` is the page of the folder it is in.
    public func file(ofPage name: String) -> String {
        if self == .files, !name.hasSuffix("/index"), name != "index" { return name + ".html" }
        return URLStyle.folderPage(name)
    }

    /// The page of the folder `name` (`decks`, `movies/popular`): `decks/index.html`, in either style.
    public static func folderPage(_ name: String) -> String {
        name + folderPageEnding
    }

    /// What a folder's page adds to the folder's name.
    private static let folderPageEnding = "/index.html"

    /// Where the content's own files (images, PDFs) are copied, below the site root: their
    /// addresses are theirs, in either style.
    public static let mediaFolder = "media/"

    /// The folder of the decks' pages, below the site root (its own page lists them).
    public static let decksFolder = "decks"

    /// The file of the page of the deck `slug` (`decks/quiz/index.html` or `decks/quiz.html`):
    /// `SiteRoute.deck` and the links the content writes to a deck (in folders, see `restyled`).
    public func deckPage(_ slug: String) -> String {
        file(ofPage: URLStyle.decksFolder + "/" + slug)
    }

    /// `link`, a URL relative to the site root as the content readers write a link to a deck
    /// (`decks/quiz/index.html#deck`: `URLStyle.folders.deckPage`), in this style
    /// (`decks/quiz.html#deck`). Any other URL (`index.html`, a file below `media/`) is returned
    /// as it is.
    public func restyled(_ link: String) -> String {
        let decks = URLStyle.decksFolder + "/", folderPage = URLStyle.folderPageEnding
        guard self == .files, link.hasPrefix(decks) else { return link }
        let end = link.firstIndex { $0 == "#" || $0 == "?" } ?? link.endIndex
        let path = link[..<end]
        guard path.hasSuffix(folderPage), path.count > decks.count + folderPage.count else { return link }
        let slug = path.dropFirst(decks.count).dropLast(folderPage.count)
        guard !slug.contains("/") else { return link }
        return deckPage(String(slug)) + link[end...]
    }
}
