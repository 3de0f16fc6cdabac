/// Settings of the movie scenes that are the build's, not the content's.
enum MovieConfiguration {
    /// How many movies the interactors ask the store for at a time: the fixed page of the
    /// article's movie database. A catalog's `page_size` (what a list page shows) is independent
    /// of it; `MovieListing` adapts one to the other.
    static let sourcePageSize = 20
}
