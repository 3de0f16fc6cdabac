import Domain

/// Reads a catalog's front matter: `title`, `page_size`, `sort`, `released_within`, `language`.
/// Each malformed value is reported at its line and column with the form expected, and the
/// setting falls back to its default so the rest of the file is still checked.
struct MovieListSettingsReader {
    static let keys = ["title", "page_size", "sort", "released_within", "language"]

    static let sortForm = "an attribute (popularity, rating, released or title), optionally followed by ascending or descending"
    static let windowForm = "a count and a unit, such as 1 year, 6 months, 2 weeks or 30 days"

    struct Outcome {
        var title: String?
        var settings = MovieListSettings()
    }

    func read(_ frontMatter: inout FrontMatter) -> Outcome {
        let title = frontMatter.string("title")
        let pageSize = frontMatter.integer("page_size", range: 1...1000)
        let sort = frontMatter.value("sort", expected: Self.sortForm, parse: Self.parseSort)
        let window = frontMatter.value("released_within", expected: Self.windowForm, parse: Self.parseWindow)
        let language = frontMatter.value("language", expected: LanguageCode.expected, parse: LanguageCode.parse)
        frontMatter.ignoreUnknownKeys(warningAboutTyposOf: Self.keys)
        return Outcome(
            title: title.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0.trimmingSpaces },
            settings: MovieListSettings(pageSize: pageSize ?? 20, sort: sort ?? MovieSort(), releasedWithin: window, language: language)
        )
    }

    /// `rating`, `rating descending`, `title ascending` (case-insensitive).
    static func parseSort(_ text: String) -> MovieSort? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard (1...2).contains(words.count), let attribute = MovieSort.Attribute(rawValue: String(words[0])) else { return nil }
        guard words.count == 2 else { return MovieSort(attribute) }
        guard let direction = MovieSort.Direction(rawValue: String(words[1])) else { return nil }
        return MovieSort(attribute, direction)
    }

    /// `1 year`, `6 months`, `2 weeks`, `30 days` (singular or plural, a positive count).
    static func parseWindow(_ text: String) -> ReleaseWindow? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, words[0].allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int(words[0]), (1...1000).contains(count) else { return nil }
        let name = words[1].hasSuffix("s") ? String(words[1].dropLast()) : String(words[1])
        guard let unit = ReleaseWindow.Unit(rawValue: name) else { return nil }
        return ReleaseWindow(count: count, unit: unit)
    }
}
