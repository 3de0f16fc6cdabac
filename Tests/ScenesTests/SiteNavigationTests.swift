import Domain
import Foundation
@testable import Scenes
import Testing

@Suite struct SiteNavigationTests {
    private func books(_ count: Int) -> ListFolder.Contents {
        let entries = (1...count).map { ListFolder.Entry(title: "Book \($0)", route: .addressBook(AddressBook.ID("b\($0)")), count: 1) }
        return ListFolder.Contents(kind: .contacts, entries: entries, isInNavigation: true)
    }

    private func catalogs(_ count: Int) -> ListFolder.Contents {
        let entries = (1...count).map {
            ListFolder.Entry(title: "Catalog \($0)", route: .movieList(MovieCatalog.ID("c\($0)"), page: 1), count: 1)
        }
        return ListFolder.Contents(kind: .movies, entries: entries, isInNavigation: true)
    }

    /// Decks are not navigated: their entries never show in the navigation.
    private func decks(_ count: Int) -> ListFolder.Contents {
        let entries = (1...count).map { ListFolder.Entry(title: "Deck \($0)", route: .deck(Deck.ID("d\($0)")), count: 1) }
        return ListFolder.Contents(kind: .decks, entries: entries, isInNavigation: false)
    }

    /// The labels of a page's navigation: `[x]` for the page shown, `(x)` for its collection.
    private func chrome(_ navigation: SiteNavigation, on route: SiteRoute, site: SiteSettings = SiteSettings()) -> [String] {
        PageContext(site: site, route: route, navigation: navigation).chrome(title: "x").navigation.map { link in
            switch link.current {
            case "page": "[\(link.label)]"
            case "true": "(\(link.label))"
            case nil: link.label
            default: "?\(link.label)"
            }
        }
    }

    @Test func upToTheLimit_everyCollectionIsListed() {
        let navigation = SiteNavigation([decks(2), books(3), catalogs(SiteNavigation.limit - 3)])
        #expect(!navigation.isFolded)
        let onMovie = chrome(navigation, on: .movie(MovieCatalog.ID("c2"), Movie.ID("m")))
        #expect(onMovie == ["Home", "Book 1", "Book 2", "Book 3", "Catalog 1", "(Catalog 2)", "Catalog 3", "Catalog 4", "Catalog 5"])
        #expect(chrome(navigation, on: .movieList(MovieCatalog.ID("c2"), page: 1))[5] == "[Catalog 2]")
        #expect(chrome(navigation, on: .movieList(MovieCatalog.ID("c2"), page: 2))[5] == "(Catalog 2)")
        #expect(chrome(navigation, on: .addressBook(AddressBook.ID("b3")))[3] == "[Book 3]")
    }

    @Test func pastTheLimit_eachKindHasOneEntry_andThePageItsCollection() {
        let navigation = SiteNavigation([decks(SiteNavigation.limit), books(2), catalogs(SiteNavigation.limit - 1)])
        #expect(navigation.isFolded)
        #expect(navigation.sections.count == 1 + 2 + SiteNavigation.limit - 1)
        #expect(chrome(navigation, on: .home) == ["[Home]", "Address books", "Movie catalogs"])
        #expect(chrome(navigation, on: .movie(MovieCatalog.ID("c7"), Movie.ID("m"))) == ["Home", "Address books", "Movie catalogs", "(Catalog 7)"])
        #expect(chrome(navigation, on: .movieList(MovieCatalog.ID("c1"), page: 1)) == ["Home", "Address books", "Movie catalogs", "[Catalog 1]"])
        #expect(chrome(navigation, on: .movieList(MovieCatalog.ID("c1"), page: 3)) == ["Home", "Address books", "Movie catalogs", "(Catalog 1)"])
        #expect(chrome(navigation, on: .folder(.catalogPages(MovieCatalog.ID("c1")))) == ["Home", "Address books", "Movie catalogs", "(Catalog 1)"])
        #expect(chrome(navigation, on: .contact(AddressBook.ID("b2"), Contact.ID("ada"))) == ["Home", "Address books", "(Book 2)", "Movie catalogs"])
        #expect(chrome(navigation, on: .vCard(AddressBook.ID("b2"), nil)) == ["Home", "Address books", "(Book 2)", "Movie catalogs"])
        #expect(chrome(navigation, on: .folder(.top(.movies))) == ["Home", "Address books", "[Movie catalogs]"])
        #expect(chrome(navigation, on: .folder(.top(.contacts))) == ["Home", "[Address books]", "Movie catalogs"])
        #expect(chrome(navigation, on: .deck(Deck.ID("quiz"))) == ["Home", "Address books", "Movie catalogs"])
        #expect(chrome(navigation, on: .notFound) == ["Home", "Address books", "Movie catalogs"])
        // A route of a collection the navigation does not know adds nothing.
        #expect(chrome(navigation, on: .movie(MovieCatalog.ID("gone"), Movie.ID("m"))) == ["Home", "Address books", "Movie catalogs"])
    }

    @Test func aFoldedSiteOfOneKind_hasNoEntryForTheOther() {
        let onlyBooks = SiteNavigation([books(SiteNavigation.limit + 1)])
        #expect(chrome(onlyBooks, on: .addressBook(AddressBook.ID("b9"))) == ["Home", "Address books", "[Book 9]"])
        let onlyCatalogs = SiteNavigation([catalogs(SiteNavigation.limit + 1)])
        #expect(chrome(onlyCatalogs, on: .home) == ["[Home]", "Movie catalogs"])
    }

    @Test func aFoldedKindLinksToTheFolderPageThatListsThemAll() {
        let navigation = SiteNavigation([catalogs(SiteNavigation.limit + 1)])
        let links = PageContext(site: SiteSettings(), route: .movie(MovieCatalog.ID("c9"), Movie.ID("m")), navigation: navigation)
            .chrome(title: "x").navigation
        #expect(links.map(\.url) == ["../../../index.html", "../../../movies/index.html", "../../../movies/c9/index.html"])
        #expect(links.map(\.label) == ["Home", "Movie catalogs", "Catalog 9"])
    }

    /// A page's navigation does not grow with the number of collections once folded.
    @Test func aFoldedNavigationHasTheSameSizeAtAnyNumberOfCollections() {
        let route = SiteRoute.movie(MovieCatalog.ID("c1"), Movie.ID("m"))
        let sizes = [SiteNavigation.limit + 1, 100, 5_000].map { chrome(SiteNavigation([books(1), catalogs($0)]), on: route).count }
        #expect(sizes == [4, 4, 4])
    }
}
