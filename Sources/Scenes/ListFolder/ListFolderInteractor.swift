import Domain

/// What a folder holds: a kind's top folder as the snapshot lists it, a catalog's pages by number.
public struct ListFolderInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ListFolder.Request, in site: SiteSnapshot) throws -> ListFolder.Response {
        switch request.folder {
        case .top(let kind):
            guard let contents = site.contents.first(where: { $0.kind == kind }) else { throw ListFolder.EmptyFolder(folder: kind.folder) }
            return .init(folder: request.folder, catalogTitle: nil, entries: contents.entries)
        case .catalogPages(let id):
            let listing = try site.catalog(id)
            return .init(folder: request.folder, catalogTitle: listing.catalog.title, entries: (1...listing.pagination.pageCount).map { page in
                .init(title: String(page), route: .movieList(id, page: page), count: listing.movies(onPage: page).count)
            })
        }
    }
}
