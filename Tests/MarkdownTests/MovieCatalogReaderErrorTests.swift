import Domain
import Testing
@testable import Markdown

@Suite struct MovieCatalogReaderErrorTests {
    static let file = "Content/movies/popular.md"

    /// Each document holds one mistake; the reader must report exactly this line.
    @Test(arguments: [
        // Fields
        ("## Solaris\n- Relased: 1972-03-20\n",
         "2:3: error: unknown field 'Relased' (expected one of: Released, Popularity, Rating, Runtime, Genres, Language, Director, Cast, Poster, Trailer)"),
        ("## Solaris\n- Released: 1972-13-20\n", "2:13: error: malformed Released '1972-13-20': expected YYYY-MM-DD"),
        ("## Solaris\n- Released: 20 March 1972\n", "2:13: error: malformed Released '20 March 1972': expected YYYY-MM-DD"),
        ("## Solaris\n- Popularity: lots\n", "2:15: error: malformed Popularity 'lots': expected a number from 0 to 1000000"),
        ("## Solaris\n- Rating: 11\n", "2:11: error: malformed Rating '11': expected a number from 0 to 10"),
        ("## Solaris\n- Rating: 8,1\n", "2:11: error: malformed Rating '8,1': expected a number from 0 to 10"),
        ("## Solaris\n- Runtime: 2h 47m\n", "2:12: error: malformed Runtime '2h 47m': expected a whole number from 1 to 1000"),
        ("## Solaris\n- Runtime: 166.5\n", "2:12: error: malformed Runtime '166.5': expected a whole number from 1 to 1000"),
        ("## Solaris\n- Language: Russian\n", "2:13: error: malformed Language 'Russian': expected an ISO 639-1 code such as en, fr or ja"),
        ("## Solaris\n- Language: xx\n", "2:13: error: malformed Language 'xx': expected an ISO 639-1 code such as en, fr or ja"),
        ("## Solaris\n- Trailer: ftp://example.org/solaris\n",
         "2:12: error: malformed Trailer 'ftp://example.org/solaris': expected an absolute https or http URL like https://example.org/"),
        ("## Solaris\n- Trailer: www.example.org\n",
         "2:12: error: malformed Trailer 'www.example.org': expected an absolute https or http URL like https://example.org/"),
        ("## Solaris\n- Director: Andrei Tarkovsky\n- Director: Someone\n",
         "3:3: error: field 'Director' appears twice (first on line 2); it takes one value"),
        ("## Solaris\n- Director:\n", "2:12: error: field 'Director' has no value"),
        // Posters
        ("## Solaris\n- Poster: posters/solaris.svg\n",
         "2:11: error: Poster 'posters/solaris.svg' not found (no file movies/posters/solaris.svg in the content directory)"),
        ("## Solaris\n- Poster: ../../etc/passwd.png\n",
         "2:11: error: Poster '../../etc/passwd.png' points outside the content directory; give a path relative to this file"),
        ("## Solaris\n- Poster: http://example.org/solaris.jpg\n",
         "2:11: error: malformed Poster 'http://example.org/solaris.jpg': expected an image file under Content/ (relative to this file) or an https URL"),
        ("## Solaris\n- Poster: javascript:alert(1)\n",
         "2:11: error: malformed Poster 'javascript:alert(1)': expected an image file under Content/ (relative to this file) or an https URL"),
        ("## Solaris\n- Poster: notes.txt\n",
         "2:11: error: malformed Poster 'notes.txt': expected an image file (.svg, .png, .jpg, .jpeg, .webp, .gif, .avif)"),
        // Headings
        ("## \n- Released: 1972-03-20\n", "1:1: error: movie has an empty title; write it after '##'"),
        // Front matter
        ("---\npage_size: 0\n---\n## Solaris\n", "2:12: error: malformed front matter 'page_size' '0': expected a whole number from 1 to 1000"),
        ("---\npage_size: ten\n---\n## Solaris\n", "2:12: error: malformed front matter 'page_size' 'ten': expected a whole number from 1 to 1000"),
        ("---\nsort: rating desc\n---\n## Solaris\n",
         "2:7: error: malformed front matter 'sort' 'rating desc': expected an attribute (popularity, rating, released or title), optionally followed by ascending or descending"),
        ("---\nsort: newest\n---\n## Solaris\n",
         "2:7: error: malformed front matter 'sort' 'newest': expected an attribute (popularity, rating, released or title), optionally followed by ascending or descending"),
        ("---\nsort: released ascending please\n---\n## Solaris\n",
         "2:7: error: malformed front matter 'sort' 'released ascending please': expected an attribute (popularity, rating, released or title), optionally followed by ascending or descending"),
        ("---\nreleased_within: a year\n---\n## Solaris\n",
         "2:18: error: malformed front matter 'released_within' 'a year': expected a count and a unit, such as 1 year, 6 months, 2 weeks or 30 days"),
        ("---\nreleased_within: 1 decade\n---\n## Solaris\n",
         "2:18: error: malformed front matter 'released_within' '1 decade': expected a count and a unit, such as 1 year, 6 months, 2 weeks or 30 days"),
        ("---\nreleased_within: 0 days\n---\n## Solaris\n",
         "2:18: error: malformed front matter 'released_within' '0 days': expected a count and a unit, such as 1 year, 6 months, 2 weeks or 30 days"),
        ("---\nlanguage: english\n---\n## Solaris\n",
         "2:11: error: malformed front matter 'language' 'english': expected an ISO 639-1 code such as en, fr or ja"),
        ("---\nlanguage: [en, fr]\n---\n## Solaris\n",
         "2:11: error: front matter 'language' must be text: expected an ISO 639-1 code such as en, fr or ja"),
        ("---\npagesize: 10\n---\n## Solaris\n",
         "2:1: warning: front matter key 'pagesize' is not one this file reads, so it is ignored; did you mean 'page_size'?"),
    ])
    func eachMistake_isReportedAtItsLineAndColumn(text: String, expected: String) {
        #expect(lines(readCatalog(text).diagnostics) == ["\(Self.file):\(expected)"])
    }

    @Test func everyMistake_inAFile_isReported_andGoodMoviesStillRead() {
        let text = """
        ---
        page_size: -1
        ---
        ## Solaris
        - Released: 1972-3-20
        - Ratings: 8.1

        ## Stalker
        - Runtime: 161
        """
        let outcome = readCatalog(text)
        #expect(lines(outcome.diagnostics) == [
            "\(Self.file):2:12: error: malformed front matter 'page_size' '-1': expected a whole number from 1 to 1000",
            "\(Self.file):5:13: error: malformed Released '1972-3-20': expected YYYY-MM-DD",
            "\(Self.file):6:3: error: unknown field 'Ratings' (expected one of: Released, Popularity, Rating, Runtime, Genres, Language, Director, Cast, Poster, Trailer)",
        ])
        #expect(outcome.catalog?.movies.map(\.title) == ["Solaris", "Stalker"])
    }
}
