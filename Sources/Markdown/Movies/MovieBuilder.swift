import Domain

/// Makes one `Movie` from a `## title` entry and its `Key: value` fields, or reports why not.
struct MovieBuilder {
    static let fields: EntryFields.KnownKeys = ["Released", "Popularity", "Rating", "Runtime", "Genres", "Language", "Director", "Cast", "Poster", "Trailer"]

    let posters: MoviePosterResolver

    struct Outcome: Sendable {
        /// The movie, under its title's slug (`MovieSlugs.base`) until its catalog hands out
        /// the slugs of all its movies, in order.
        var movie: Movie?
        var media: String?
        var diagnostics: [Diagnostic] = []

        /// The same outcome `lines` lines further down the file (its movie moved), or nil when it
        /// has a diagnostic: a message may name a line (a field that "appears twice (first on
        /// line 5)"), so the entry is made into a movie again.
        func shifted(by lines: Int) -> Outcome? {
            guard diagnostics.isEmpty else { return nil }
            return Outcome(movie: movie?.shifted(by: lines), media: media)
        }
    }

    func build(_ entry: EntryDraft) -> Outcome {
        var outcome = Outcome()
        var fields = EntryFields(entry)
        fields.rejectUnknownKeys(known: Self.fields)
        let released = fields.date("Released")
        let popularity = fields.number("Popularity", range: 0...1_000_000)
        let rating = fields.number("Rating", range: 0...10)
        let runtime = fields.integer("Runtime", range: 1...1000)
        let genres = fields.texts("Genres")
        let language = fields.value("Language", expected: LanguageCode.expected, parse: LanguageCode.parse)
        let director = fields.text("Director")
        let cast = fields.texts("Cast")
        let trailer = fields.url("Trailer", schemes: ["https", "http"])
        var poster: Movie.Poster?
        if let value = fields.text("Poster"), let location = fields.lines("Poster").first?.valueLocation(in: entry.location.file) {
            switch posters.resolve(value) {
            case .poster(let resolved, let media):
                poster = resolved
                outcome.media = media
            case .failure(let message):
                outcome.diagnostics.append(.error(at: location, message))
            }
        }
        outcome.diagnostics += fields.diagnostics
        let title = entry.name.trimmingSpaces
        guard !title.isEmpty else {
            outcome.diagnostics.append(.error(at: entry.location, "movie has an empty title; write it after '##'"))
            return outcome
        }
        outcome.movie = Movie(
            id: Movie.ID(MovieSlugs.base(of: title)), title: title, released: released, popularity: popularity, rating: rating,
            runtime: runtime, genres: genres, language: language, director: director, cast: cast,
            poster: poster, trailer: trailer, overview: entry.body, location: entry.location
        )
        return outcome
    }
}
