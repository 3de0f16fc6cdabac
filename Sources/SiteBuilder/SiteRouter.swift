import Domain
import HTMLView
import Scenes

/// Knows every file of the site and which scene and view make it: the one place that wires
/// requests, interactors, presenters and views together.
/// Every part is immutable and `Sendable`, so routes render in parallel.
struct SiteRouter: Sendable {
    let site: SiteSnapshot
    let renderer: any RichTextRendering
    private(set) var templates: HTMLTemplates
    /// True when the build ships KaTeX, so deck pages with math load it.
    let rendersMath: Bool
    /// What the last build presented its pages from (`site serve`). With one, every page is
    /// fingerprinted by its view model's hash, for a later build in this process to compare;
    /// without (`site build`), none is.
    let memo: ResponseMemo?

    init(
        site: SiteSnapshot, renderer: any RichTextRendering, templates: HTMLTemplates, rendersMath: Bool = false,
        memo: ResponseMemo? = nil
    ) {
        self.site = site
        self.renderer = renderer
        self.templates = templates
        self.rendersMath = rendersMath
        self.memo = memo
    }

    var view: TemplateView { TemplateView(templates: templates) }

    /// This router, for the pages of one worker: its templates' memos and stencils are its own
    /// (`HTMLTemplates.worker()`).
    func worker() -> SiteRouter {
        var copy = self
        copy.templates = templates.worker()
        return copy
    }

    /// Every route: home, 404, decks, then contacts and movies, then the pages of the folders that
    /// hold them. Computed once a build.
    func routes() -> [SiteRoute] {
        [.home, .notFound] + site.decks.map { .deck($0.id) } + contactRoutes() + movieRoutes() + folderRoutes()
    }

    /// A page for every folder of a page's address that is not a page itself: `decks/`,
    /// `contacts/`, `movies/` when they hold anything, a catalog's `page/` when it has pages.
    func folderRoutes() -> [SiteRoute] {
        let folders: [ListFolder.Folder] = site.contents.map { .top($0.kind) }
            + site.catalogs.filter { $0.pagination.pageCount > 1 }.map { .catalogPages($0.catalog.id) }
        return folders.map(SiteRoute.folder)
    }

    /// The text of the file at `route`, for `site check` (a build writes `prepare(_:)`'s bytes).
    func render(_ route: SiteRoute) throws -> String {
        String(decoding: try prepare(route).render(), as: UTF8.self)
    }

    /// The view model of the file at `route`, with the view that renders it.
    func prepare(_ route: SiteRoute) throws -> PreparedPage {
        let context = PageContext(site: site.settings, route: route, navigation: site.navigation, rendersMath: rendersMath)
        switch route {
        case .home:
            return page(try Scene(interactor: ShowHomeInteractor(), presenter: ShowHomePresenter(renderer: renderer, context: context))
                .run(ShowHome.Request(), in: site))
        case .notFound:
            return page(NotFoundPresenter(context: context).present())
        case .deck(let id):
            return page(try Scene(interactor: StudyDeckInteractor(), presenter: StudyDeckPresenter(renderer: renderer, context: context))
                .run(StudyDeck.Request(deckID: id), in: site))
        case .addressBook, .contact, .vCard:
            return try prepareContacts(route, context: context)
        case .movieList, .movieBatch, .movie:
            return try prepareMovies(route, context: context)
        case .folder(let folder):
            return page(try Scene(interactor: ListFolderInteractor(), presenter: ListFolderPresenter(context: context))
                .run(ListFolder.Request(folder: folder), in: site))
        }
    }

    /// A page the template view renders.
    func page<Model: TemplatePage & Hashable>(_ model: Model) -> PreparedPage {
        PreparedPage(model, hashed: memo != nil) { [view] in try view.bytes($0) }
    }

    /// The page of `request` through `scene`, rendered by the template view.
    func page<Interactor, Presenter>(
        _ scene: Scene<Interactor, Presenter>, _ request: Interactor.Request, context: PageContext
    ) throws -> PreparedPage
    where Interactor.Response: Equatable, Presenter.ViewModel: TemplatePage & Hashable {
        try page(scene, request, context: context) { [view] in try view.bytes($0) }
    }

    /// The page of `request` through `scene`, rendered by `view`, presented only when it must
    /// be: when the last build in this process presented the page from an equal response
    /// (`ResponseMemo`), its fingerprint is known, and a presenter, a pure function of the
    /// response and the context, runs only if the page is rendered.
    func page<Interactor, Presenter>(
        _ scene: Scene<Interactor, Presenter>, _ request: Interactor.Request, context: PageContext,
        view: @escaping @Sendable (Presenter.ViewModel) throws -> [UInt8]
    ) throws -> PreparedPage
    where Interactor.Response: Equatable, Presenter.ViewModel: Hashable {
        try page(scene, request, context: context, presenting: { $0.present }, view: view)
    }

    /// The page of `request` through `scene`, presented by another presentation of the same
    /// response (`present`: a contact's vCard beside its page) and rendered by `view`.
    func page<Interactor, Presenter, Model: Hashable & Sendable>(
        _ scene: Scene<Interactor, Presenter>, _ request: Interactor.Request, context: PageContext,
        presenting present: @escaping @Sendable (Presenter) -> (Presenter.Response) -> Model,
        view: @escaping @Sendable (Model) throws -> [UInt8]
    ) throws -> PreparedPage
    where Interactor.Response: Equatable {
        let response = try scene.interactor.respond(to: request, in: site)
        let presenter = scene.presenter
        guard let memo else { return PreparedPage(present(presenter)(response), hashed: false, view: view) }
        var page = if let known = memo.fingerprint(of: response, at: context.route) {
            PreparedPage(known: known) { try view(present(presenter)(response)) }
        } else {
            PreparedPage(present(presenter)(response), view: view)
        }
        page.presented = page.fingerprint.map { .init(response: response, fingerprint: $0) }
        return page
    }
}
