import Domain

/// Study one deck, one card at a time (the web version of the Quiz app's DisplayFlashCard scene).
public enum StudyDeck {
    public struct Request: Sendable, Hashable {
        public let deckID: Deck.ID
        public init(deckID: Deck.ID) { self.deckID = deckID }
    }

    public struct Response: Sendable, Hashable {
        public let deck: Deck
        public let session: StudySessionGraph
        /// Each card's stable identity (see `CardIdentity`), in card order.
        public let cardIDs: [String]
        /// Earlier identities of cards whose question was edited (see `CardLineage`).
        public let earlierIDs: [String: [String]]
        /// The deck's slug before slugs kept letters outside ASCII (`SiteSnapshot.formerID(of:)`).
        public let formerDeckID: Deck.ID?
    }

    @TemplateFields
    public struct ViewModel: Sendable, Hashable {
        @TemplateFields
        public struct Card: Sendable, Hashable {
            /// The card's stable identity, under which the browser keeps its progress.
            public let id: String
            public let anchor: String
            public let number: String
            /// The question and answer as the presenter's renderer writes them: HTML for the deck
            /// page, styled text for the terminal (`TerminalTextRenderer`).
            public let questionHTML: String
            public let answerHTML: String
            /// The label of the control that shows the answer (`Labels.showAnswer`).
            public let showAnswer: String
        }

        /// One state of the study view, with the index of the state each control leads to.
        @TemplateFields
        public struct State: Sendable, Hashable {
            /// The card on screen, or `nil` on the finished and empty views.
            public let card: Int?
            public let answerShown: Bool
            public let finished: Bool
            public let counter: String
            public let flipLabel: String
            /// What a screen reader announces on entering this state.
            public let announcement: String
            public let flip: Int?
            public let next: Int?
            public let previous: Int?
            public let restart: Int?
        }

        @TemplateFields
        public struct Labels: Sendable, Hashable {
            public let showAnswer: String
            public let previous: String
            public let next: String
            public let restart: String
            public let studyRegion: String
            /// The summary of the deck's introduction, which folds away after the first visit.
            public let aboutDeck: String
        }

        public let page: PageChrome
        public let title: String
        /// `nil` when the deck has no introduction.
        public let introductionHTML: String?
        public let cardCount: String
        public let cards: [Card]
        /// Shown instead of the cards when the deck has none.
        public let emptyMessage: String?
        public let finishedHeading: String
        public let finishedMessage: String
        public let labels: Labels
        public let states: [State]
        /// Spaced-repetition settings and texts for the script (`nil` for a deck with no cards).
        public let review: Review?
        /// True when the review names earlier identities (`Review.earlierDeck`, `Review.earlierIDs`):
        /// only then does the page load `progress-adopt.js`, which takes their progress over.
        public let adoptsEarlierProgress: Bool
        public let reviewControls: ReviewControls
        /// True when the page loads KaTeX to render its TeX math.
        public let rendersMath: Bool
    }
}
