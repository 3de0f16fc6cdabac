import Domain

/// Formats the home page: site introduction, deck titles, links and counts.
public struct ListDecksPresenter: ListDecksPresentationLogic {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let display: any ListDecksDisplayLogic

    public init(renderer: any RichTextRendering, context: PageContext, display: any ListDecksDisplayLogic) {
        self.renderer = renderer
        self.context = context
        self.display = display
    }

    public func presentDecks(_ response: ListDecks.Response) throws {
        let site = context.site
        try display.displayDecks(ListDecks.ViewModel(
            page: context.chrome(title: nil),
            heading: site.title,
            introductionHTML: renderer.html(site.introduction, rootPath: context.rootPath).nonEmpty,
            decksHeading: "Decks",
            decks: response.decks.map { deck in
                .init(
                    title: deck.title,
                    url: SiteRoute.deck(deck.id).url(from: context.route),
                    summary: deck.summary.nonEmpty,
                    cardCount: counted(deck.cards.count, "card"),
                    tags: deck.tags.isEmpty ? nil : "Tags: " + deck.tags.joined(separator: ", ")
                )
            },
            emptyMessage: response.decks.isEmpty ? "No decks yet. Add a Markdown file to Content/decks/ and build again." : nil
        ))
    }
}
