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
                .init(title: deck.title, url: context.url(to: .deck(deck.id)), summary: deck.summary.nonEmpty,
                      count: counted(deck.cards.count, "card"),
                      tags: deck.tags.isEmpty ? nil : "Tags: " + deck.tags.joined(separator: ", "), deckKey: deck.id.slug)
            },
            emptyMessage: response.decks.isEmpty ? "No decks yet. Add a Markdown file to Content/decks/ and build again." : nil
        )]
        if !response.addressBooks.isEmpty {
            sections.append(section("contacts", .contacts, response.addressBooks.map { book in
                (book.title, SiteRoute.addressBook(book.id), book.introduction, counted(book.contacts.count, "contact"))
            }))
        }
        if !response.catalogs.isEmpty {
            sections.append(section("movies", .movies, response.catalogs.map { listed in
                let catalog = listed.catalog
                return (catalog.title, SiteRoute.movieList(catalog.id, page: 1), catalog.introduction, counted(listed.listedCount, "movie"))
            }))
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

    /// The section of `kind`, its items given as (title, page, introduction, count).
    private func section(
        _ id: String, _ kind: ListFolder.Kind, _ items: [(String, SiteRoute, RichText, String)]
    ) -> ShowHome.ViewModel.Section {
        .init(id: id, heading: kind.name, items: items.map { title, route, introduction, count in
            .init(title: title, url: context.url(to: route), summary: renderer.plainText(introduction).nonEmpty,
                  count: count, tags: nil, deckKey: nil)
        }, emptyMessage: nil)
    }
}
