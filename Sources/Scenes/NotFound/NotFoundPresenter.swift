/// The 404 page: nothing to fetch, so the scene is a presenter alone.
public enum NotFound {
    public struct ViewModel: Sendable, Equatable {
        public let page: PageChrome
        public let heading: String
        public let message: String
        public let homeLink: String
        public let homeURL: String
    }
}

/// Receives the 404 view model; the HTML view implements it.
public protocol NotFoundDisplayLogic: Sendable {
    func displayNotFound(_ viewModel: NotFound.ViewModel) throws
}

/// Formats the 404 page.
public struct NotFoundPresenter: Sendable {
    private let context: PageContext
    private let display: any NotFoundDisplayLogic

    public init(context: PageContext, display: any NotFoundDisplayLogic) {
        self.context = context
        self.display = display
    }

    public func presentNotFound() throws {
        try display.displayNotFound(NotFound.ViewModel(
            page: context.chrome(title: "Page not found"),
            heading: "Page not found",
            message: "There is no page at this address. It may have moved when the site was rebuilt.",
            homeLink: "Go to the home page",
            homeURL: context.url(to: .home)
        ))
    }
}
