import Domain

/// The lines of the list beside a movie, as every movie of one list page shows them but for its
/// own (none is marked: `ShowMovie.ViewModel.listCurrent`): made once for each list page and way to the
/// root by each rendering worker that meets it, not once for each of its movies (twenty links
/// and their addresses a page, the same for every movie of the list page).
///
/// Locked, so any number of cores may share one; a build gives each rendering worker its own
/// (`SiteRouter.worker()`). A presenter without it makes its lines.
public final class ShowMovieListLines: Sendable {
    private struct Key: Hashable {
        let catalog: MovieCatalog.ID
        let page: Int
        let rootPath: String
    }

    private let lines = LockedCache<Key, [ShowMovie.ViewModel.ListLink]>()

    public init() {}

    /// The lines of `place`'s window in `catalog`, none marked, made by `make` the first time.
    func lines(
        of place: ShowMovie.Place, in catalog: MovieCatalog.ID, rootPath: String, make: () -> [ShowMovie.ViewModel.ListLink]
    ) -> [ShowMovie.ViewModel.ListLink] {
        lines.value(for: Key(catalog: catalog, page: place.page, rootPath: rootPath)) { _ in make() }
    }
}
