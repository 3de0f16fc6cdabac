import Domain

/// The business rules of one use case: a pure function of its request and the site snapshot.
/// No I/O and no formatting: the interactor looks up what the request names in the snapshot
/// (where everything derived from the whole content is already computed) and returns what the
/// page is about. It never does work proportional to content the page does not show.
public protocol SceneInteractor: Sendable {
    associatedtype Request: Sendable
    associatedtype Response: Sendable
    func respond(to request: Request, in site: SiteSnapshot) throws -> Response
}

/// All the wording and formatting of one use case: a pure function from a response to a view model.
public protocol ScenePresenter: Sendable {
    associatedtype Response: Sendable
    associatedtype ViewModel: Sendable
    func present(_ response: Response) -> ViewModel
}

/// One pass through a scene: request → interactor → response → presenter → view model.
public struct Scene<Interactor: SceneInteractor, Presenter: ScenePresenter>: Sendable
where Presenter.Response == Interactor.Response {
    public let interactor: Interactor
    public let presenter: Presenter

    public init(interactor: Interactor, presenter: Presenter) {
        self.interactor = interactor
        self.presenter = presenter
    }

    /// The view model for `request`.
    public func run(_ request: Interactor.Request, in site: SiteSnapshot) throws -> Presenter.ViewModel {
        presenter.present(try interactor.respond(to: request, in: site))
    }
}
