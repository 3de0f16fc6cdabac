import Domain

extension MovieStore {
    /// The catalog with `id`, or `MovieStoreError.catalogNotFound`.
    func fetchCatalog(_ id: MovieCatalog.ID) throws(MovieStoreError) -> MovieCatalog {
        guard let catalog = try fetchCatalogs().first(where: { $0.id == id }) else { throw .catalogNotFound(id) }
        return catalog
    }
}
