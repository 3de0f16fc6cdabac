import Scenes

/// A list page's items as a script (`page/N/batch.js`, or `page/N.js` beside `page/N.html` with
/// `pretty_urls: false`) that hands them to the list script of an
/// earlier page, which appends them in place.
/// A script element, unlike `fetch`, may load a file next to the page from `file://` as well as
/// over HTTP, so the infinite list works when the site is opened from disk. The items and the
/// page links are the same `movies-list-items` and `movies-list-pagination` partials as the page, and every value is JSON escaped for a script
/// (`<` as `\u003c`…), so no content can break out of the call.
public struct MovieBatchScriptView: Sendable {
    private let templates: HTMLTemplates

    public init(templates: HTMLTemplates) {
        self.templates = templates
    }

    /// The receiver's argument. URLs are relative to the script itself.
    struct Payload: Encodable {
        let page: Int
        let pageURL: String
        let status: String
        let announcement: String
        let nextBatchURL: String?
        let nextPageURL: String?
        let itemsHTML: String
        /// The page links as page N shows them, so the list's pager follows it.
        let paginationHTML: String

        /// The bytes `ScriptJSON.encode` writes for it, written directly: `JSONEncoder` is slow
        /// for a large catalog's hundreds of batches.
        var json: String {
            var json = JSONWriter(capacity: itemsHTML.utf8.count + paginationHTML.utf8.count + 512)
            json.object { json in
                json.key("announcement")
                json.string(announcement)
                json.key("itemsHTML")
                json.string(itemsHTML)
                if let nextBatchURL {
                    json.key("nextBatchURL")
                    json.string(nextBatchURL)
                }
                if let nextPageURL {
                    json.key("nextPageURL")
                    json.string(nextPageURL)
                }
                json.key("page")
                json.number(page)
                json.key("pageURL")
                json.string(pageURL)
                json.key("paginationHTML")
                json.string(paginationHTML)
                json.key("status")
                json.string(status)
            }
            return json.json
        }
    }

    /// The script for the list page `viewModel` describes.
    public func render(_ viewModel: ListMovies.ViewModel) -> String {
        let batch = viewModel.batch
        let payload = Payload(
            page: batch.page, pageURL: batch.pageURL, status: batch.status, announcement: batch.announcement,
            nextBatchURL: batch.nextBatchURL, nextPageURL: batch.nextPageURL,
            itemsHTML: templates.renderPage(viewModel, template: .moviesListItems),
            paginationHTML: templates.renderPage(viewModel, template: .moviesListPagination)
        )
        return "window.movieList && window.movieList.receive(\(payload.json));\n"
    }
}
