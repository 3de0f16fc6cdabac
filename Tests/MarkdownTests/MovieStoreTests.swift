import Domain
import Foundation
import Testing
@testable import Markdown

@Suite struct MovieStoreTests {
    static func store(_ text: String) throws -> MarkdownMovieStore {
        MarkdownMovieStore(catalogs: [try #require(readCatalog(text).catalog)])
    }

    static let catalog = """
    ---
    sort: title
    ---
    ## Zardoz
    - Released: 1974-02-06
    ## Épouvante
    - Released: 2020-01-01
    ## alien
    - Released: 1979-05-25
    ## Brazil
    - Released: 1985-02-20
    """

    @Test func fetchMovies_sortsTitlesAsADictionaryDoes_andPages() throws {
        let store = try Self.store(Self.catalog)
        let catalog = try #require(try store.fetchCatalogs().first)
        let first = try store.fetchMovies(catalog.fetchRequest(page: 0, pageSize: 3, today: CalendarDate(year: 2026, month: 11, day: 22)!))
        #expect(first.movies.map(\.title) == ["alien", "Brazil", "Épouvante"])
        #expect(first.totalCount == 4)
        let second = try store.fetchMovies(catalog.fetchRequest(page: 1, pageSize: 3, today: CalendarDate(year: 2026, month: 11, day: 22)!))
        #expect(second.movies.map(\.title) == ["Zardoz"])
    }

    /// A catalog's `language` filters its movies and orders its titles; without one, titles
    /// sort in the site's language (Swedish files Ö after Z, English beside O).
    @Test func titles_sortInTheSitesLanguage_unlessTheCatalogSetsOne() throws {
        func titles(site: String, catalog: String) throws -> [String] {
            try TemporaryContent.with { content in
                try content.write("index.md", "---\nlanguage: \(site)\n---\n")
                try content.write("movies/films.md", "---\nsort: title\n\(catalog)---\n## Ödet\n- Language: sv\n## Zorro\n- Language: sv\n## Oslo\n- Language: sv\n")
                let store = try content.reader().read().movies
                let films = try #require(try store.fetchCatalogs().first)
                return try store.fetchMovies(films.fetchRequest(page: 0, pageSize: 10, today: CalendarDate(year: 2026, month: 11, day: 22)!)).movies.map(\.title)
            }
        }
        #expect(try titles(site: "sv", catalog: "") == ["Oslo", "Zorro", "Ödet"])
        #expect(try titles(site: "en", catalog: "") == ["Ödet", "Oslo", "Zorro"])
        #expect(try titles(site: "en", catalog: "language: sv\n") == ["Oslo", "Zorro", "Ödet"])
    }

    @Test func aMovie_isFoundBySlug_andAnUnknownCatalogIsAnError() throws {
        let store = try Self.store(Self.catalog)
        let popular = try #require(try store.fetchCatalogs().first { $0.id == MovieCatalog.ID("popular") })
        #expect(popular.movies.first(where: { $0.id == Movie.ID("epouvante") })?.title == "Épouvante")
        #expect(!popular.movies.contains(where: { $0.id == Movie.ID("solaris") }))
        #expect(throws: MovieStoreError.catalogNotFound(MovieCatalog.ID("other"))) {
            try store.fetchMovies(MovieFetchRequest(catalog: MovieCatalog.ID("other"), sort: MovieSort(), page: 0, pageSize: 1))
        }
    }

    @Test func readingAContentDirectory_collectsCatalogsPostersAndErrors() throws {
        try TemporaryContent.with { content in
            try content.write("movies/popular.md", "## Solaris\n- Poster: posters/solaris.svg\n")
            try content.write("movies/posters/solaris.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
            try content.write("movies/Popular.md", "## Stalker\n- Rating: 12\n")
            let outcome = MarkdownMovieStore.read(from: FileSystemContentTree(root: content.url)) { "Content/\($0)" }
            #expect(outcome.catalogs.map(\.id.slug) == ["popular"])
            #expect(outcome.media == ["movies/posters/solaris.svg"])
            #expect(lines(outcome.diagnostics) == [
                "Content/movies/popular.md:1:1: error: catalog slug \"popular\" is already used by Content/movies/Popular.md; rename one of the files",
                "Content/movies/Popular.md:2:11: error: malformed Rating '12': expected a number from 0 to 10",
            ].sorted())
        }
    }
}
