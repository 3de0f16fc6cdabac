import Domain
import Foundation
import Scenes

/// `sitemap.xml` for sites that set `base_url`: absolute URLs need to know where the site lives.
/// It lists the pages a search engine should index: every HTML page but the 404 page (vCards and
/// the list's batch scripts are not pages).
public enum SitemapView {
    /// The sitemap of the pages at `routes`, written in `style`: a folder's page by its folder's
    /// address (`decks/quiz/`), a file by its own (`decks/quiz.html`).
    public static func xml(baseURL: String, routes: [SiteRoute], style: URLStyle) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes where route != .notFound {
            var path = route.path(style)
            guard path.hasSuffix(".html") else { continue }
            if path == "index.html" || path.hasSuffix("/index.html") { path.removeLast("index.html".count) }
            // A slug may hold letters outside ASCII (`decks/русский/`): a sitemap's URLs are
            // percent-encoded, as RFC 3986 has them.
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            xml += "  <url><loc>\(escape(baseURL + encoded))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
