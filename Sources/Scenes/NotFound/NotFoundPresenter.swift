/// The 404 page: nothing to look up, so the scene is a presenter alone.
public enum NotFound {
    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        public let page: PageChrome
        public let heading: String
        public let message: String
        public let homeLink: String
        public let homeURL: String
    }
}

/// Formats the 404 page.
public struct NotFoundPresenter: Sendable {
    private let context: PageContext

    public init(context: PageContext) {
        self.context = context
    }

    public func present() -> NotFound.ViewModel {
        NotFound.ViewModel(
            page: context.chrome(title: "Page not found"),
            heading: "Page not found",
            message: "There is no page at this address. It may have moved when the site was rebuilt.",
            homeLink: "Go to the home page",
            homeURL: context.url(to: .home)
        )
    }
}
