extension MovieFetchRequest {
    /// True when `movie` passes the request's filters: released inside the window (both ends
    /// inclusive) and in the requested language. A movie without a release date (or a language)
    /// never matches a request that filters on it.
    public func matches(_ movie: Movie) -> Bool {
        if releasedOnOrAfter != nil || releasedOnOrBefore != nil {
            guard let released = movie.released else { return false }
            if let first = releasedOnOrAfter, released < first { return false }
            if let last = releasedOnOrBefore, released > last { return false }
        }
        if let language {
            guard let spoken = movie.language, spoken.lowercased() == language.lowercased() else { return false }
        }
        return true
    }

    /// The requested page of `movies`: filtered, ordered by `ordering`, cut into pages of `pageSize`.
    /// A page past the end is empty; `totalCount` always counts every matching movie.
    public func page(of movies: [Movie], ordering: MovieOrdering) -> MoviePage {
        // Filtered and sorted by position, then gathered: moving whole movies would copy and
        // release every one moved, for every list of a large catalog.
        let order = ordering.sorted(movies.indices.filter { matches(movies[$0]) }, of: movies)
        let start = min(max(page, 0) * max(pageSize, 0), order.count)
        let end = min(start + max(pageSize, 0), order.count)
        return MoviePage(movies: order[start..<end].map { movies[$0] }, totalCount: order.count)
    }
}
