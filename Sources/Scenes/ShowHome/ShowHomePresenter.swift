import Domain

/// Formats the home page: the introduction and one section per kind of content.
public struct ShowHomePresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext

    public init(renderer: any RichTextRendering, context: PageContext) {
        self.renderer = renderer
        self.context = context
    }

    public func present(_ response: ShowHome.Response) -> ShowHome.ViewModel {
        let site = context.site
        var sections = [ShowHome.ViewModel.Section(
            id: "decks",
            heading: ListFolder.Kind.decks.name,
            items: response.decks.map { deck in
                .init(
                    title: deck.title,
                    url: context.url(to: .deck(deck.id)),
                    summary: deck.summary.nonEmpty,
                    count: counted(deck.cards.count, "card"),
                    tags: deck.tags.isEmpty ? nil : "Tags: " + deck.tags.joined(separator: ", "),
                    deckKey: deck.id.slug
                )
            },
            emptyMessage: response.decks.isEmpty ? "No decks yet. Add a Markdown file to Content/decks/ and build again." : nil
        )]
        if !response.addressBooks.isEmpty {
            sections.append(.init(
                id: "contacts",
                heading: ListFolder.Kind.contacts.name,
                items: response.addressBooks.map { book in
                    .init(title: book.title, url: context.url(to: .addressBook(book.id)),
                          summary: renderer.plainText(book.introduction).nonEmpty,
                          count: counted(book.contacts.count, "contact"), tags: nil, deckKey: nil)
                },
                emptyMessage: nil
            ))
        }
        if !response.catalogs.isEmpty {
            sections.append(.init(
                id: "movies",
                heading: ListFolder.Kind.movies.name,
                items: response.catalogs.map { listed in
                    .init(title: listed.catalog.title, url: context.url(to: .movieList(listed.catalog.id, page: 1)),
                          summary: renderer.plainText(listed.catalog.introduction).nonEmpty,
                          count: counted(listed.listedCount, "movie"), tags: nil, deckKey: nil)
                },
                emptyMessage: nil
            ))
        }
        return ShowHome.ViewModel(
            page: context.chrome(title: nil),
            heading: site.title,
            introductionHTML: renderer.html(site.introduction, rootPath: context.rootPath).nonEmpty,
            sections: sections,
            review: response.decks.isEmpty ? nil : ShowHome.Review(
                decks: Dictionary(uniqueKeysWithValues: zip(response.decks.map(\.id.slug), response.cardIDs)),
                earlierDecks: response.formerIDs.isEmpty ? nil
                    : Dictionary(uniqueKeysWithValues: response.formerIDs.map { ($0.key.slug, $0.value.slug) }),
                siblings: Dictionary(uniqueKeysWithValues: response.decks.map { ($0.id.slug, $0.siblingGroups) }),
                newCardsPerDay: site.newCardsPerDay,
                counts: "{due} due · {new} new"
            ),
            adoptsEarlierProgress: !response.decks.isEmpty && !response.formerIDs.isEmpty
        )
    }
}
