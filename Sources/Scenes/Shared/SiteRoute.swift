import Domain

/// Every page the site has, and where it lives below the output root.
///
/// The one place that knows the URL scheme: the router writes pages at these paths and
/// presenters link to them, always relatively, so the site works from disk and under any sub-path.
public enum SiteRoute: Sendable, Hashable {
    case home
    case deck(Deck.ID)

    /// The file's path below the output root, for example `decks/quiz/index.html`.
    public var path: String {
        switch self {
        case .home: "index.html"
        case .deck(let id): "decks/\(id.slug)/index.html"
        }
    }

    /// The relative path from this page back to the output root: `""` or `"../../"`.
    public var rootPath: String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// A relative URL from `origin` to this page.
    public func url(from origin: SiteRoute) -> String {
        origin.rootPath + path
    }
}
