import Domain

/// The home page: every deck with its title, summary and card count.
public enum ListDecks {
    public struct Request: Sendable, Equatable {
        public init() {}
    }

    public struct Response: Sendable, Equatable {
        /// Sorted by title, then slug.
        public let decks: [Deck]
    }

    public struct ViewModel: Sendable, Equatable {
        public struct DeckSummary: Sendable, Equatable {
            public let title: String
            public let url: String
            public let summary: String?
            public let cardCount: String
            public let tags: String?
        }

        public let page: PageChrome
        public let heading: String
        /// `nil` when the site has no introduction.
        public let introductionHTML: String?
        public let decksHeading: String
        public let decks: [DeckSummary]
        /// Shown instead of the list when there are no decks.
        public let emptyMessage: String?
    }
}

/// Receives the home page view model; the HTML view implements it.
public protocol ListDecksDisplayLogic: Sendable {
    func displayDecks(_ viewModel: ListDecks.ViewModel) throws
}

/// Formats the deck list; the interactor sees only this.
public protocol ListDecksPresentationLogic: Sendable {
    func presentDecks(_ response: ListDecks.Response) throws
}
