import Domain

/// All wording and formatting of the study view: counters, labels, card HTML, the finished view.
public struct StudyDeckPresenter: StudyDeckPresentationLogic {
    private let renderer: any RichTextRendering
    private let context: PageContext
    private let display: any StudyDeckDisplayLogic

    public init(renderer: any RichTextRendering, context: PageContext, display: any StudyDeckDisplayLogic) {
        self.renderer = renderer
        self.context = context
        self.display = display
    }

    public func presentDeck(_ response: StudyDeck.Response) throws {
        let deck = response.deck
        let total = deck.cards.count
        let cards = deck.cards.enumerated().map { index, card in
            StudyDeck.ViewModel.Card(
                anchor: "card-\(index + 1)",
                number: "Card \(index + 1) of \(total)",
                questionHTML: renderer.html(card.question, rootPath: context.rootPath),
                answerHTML: renderer.html(card.answer, rootPath: context.rootPath)
            )
        }
        try display.displayDeck(StudyDeck.ViewModel(
            page: context.chrome(title: deck.title, description: deck.summary),
            title: deck.title,
            introductionHTML: renderer.html(deck.introduction, rootPath: context.rootPath).nonEmpty,
            cardCount: counted(total, "card"),
            cards: cards,
            emptyMessage: total == 0 ? "This deck has no cards yet." : nil,
            finishedHeading: "Deck finished",
            finishedMessage: "You went through all \(counted(total, "card")) of “\(deck.title)”.",
            labels: .init(
                showAnswer: "Show answer", previous: "Previous", next: "Next",
                restart: "Start again", studyRegion: "Study \(deck.title)"
            ),
            states: zip(response.session.states, response.session.transitions).map(state)
        ))
    }

    private func state(_ session: StudySession, _ edges: [StudySession.Action: Int]) -> StudyDeck.ViewModel.State {
        let card: Int?, shown: Bool, counter: String, announcement: String
        switch session.position {
        case .card(let index, let answerShown):
            card = index
            shown = answerShown
            counter = "Card \(index + 1) of \(session.cardCount)"
            announcement = answerShown ? "Answer shown" : counter
        case .finished:
            (card, shown, counter, announcement) = (nil, false, "Finished", "Deck finished")
        case .empty:
            (card, shown, counter, announcement) = (nil, false, "No cards", "This deck has no cards yet.")
        }
        return StudyDeck.ViewModel.State(
            card: card,
            answerShown: shown,
            finished: session.position == .finished,
            counter: counter,
            flipLabel: shown ? "Hide answer" : "Show answer",
            announcement: announcement,
            flip: edges[.flip],
            next: edges[.next],
            previous: edges[.previous],
            restart: edges[.restart]
        )
    }
}
