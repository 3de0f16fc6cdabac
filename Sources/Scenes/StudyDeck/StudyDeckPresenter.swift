import Domain

/// All wording and formatting of the study view: counters, labels, card HTML, the finished view.
public struct StudyDeckPresenter: ScenePresenter {
    private let renderer: any RichTextRendering
    private let context: PageContext

    public init(renderer: any RichTextRendering, context: PageContext) {
        self.renderer = renderer
        self.context = context
    }

    public func present(_ response: StudyDeck.Response) -> StudyDeck.ViewModel {
        let deck = response.deck
        let total = deck.cards.count
        let labels = StudyDeck.ViewModel.Labels(
            showAnswer: "Show answer", previous: "Previous", next: "Next",
            restart: "Start again", studyRegion: "Study \(deck.title)", aboutDeck: "About this deck"
        )
        // By index, so that no card is copied whole for its question and answer; a deck of
        // 512 cards or more on every core.
        let cards = ConcurrentMap.map(Array(deck.cards.indices)) { indices in
            indices.map { index in
                StudyDeck.ViewModel.Card(
                    id: response.cardIDs[index],
                    anchor: "card-\(index + 1)",
                    number: StudyDeckPresenter.counter(index, of: total),
                    questionHTML: renderer.html(deck.cards[index].question, rootPath: context.rootPath),
                    answerHTML: renderer.html(deck.cards[index].answer, rootPath: context.rootPath),
                    showAnswer: labels.showAnswer
                )
            }
        }
        let session = response.session
        let review = total == 0 ? nil : review(response)
        return StudyDeck.ViewModel(
            page: context.chrome(title: deck.title, description: deck.summary),
            title: deck.title,
            introductionHTML: renderer.html(deck.introduction, rootPath: context.rootPath).nonEmpty,
            cardCount: counted(total, "card"),
            cards: cards,
            emptyMessage: total == 0 ? "This deck has no cards yet." : nil,
            finishedHeading: "Deck finished",
            finishedMessage: "You went through all \(counted(total, "card")) of “\(deck.title)”.",
            labels: labels,
            states: ConcurrentMap.map(Array(session.states.indices)) { indices in
                indices.map { state(session.states[$0], session.transitions[$0]) }
            },
            review: review,
            adoptsEarlierProgress: review.map { $0.earlierDeck != nil || !$0.earlierIDs.isEmpty } ?? false,
            reviewControls: StudyDeckPresenter.reviewControls,
            rendersMath: deck.containsMath && context.rendersMath
        )
    }

    private func review(_ response: StudyDeck.Response) -> StudyDeck.ViewModel.Review {
        StudyDeck.ViewModel.Review(
            deck: response.deck.id.slug,
            earlierDeck: response.formerDeckID?.slug,
            title: response.deck.title,
            earlierIDs: response.earlierIDs,
            scheduleOffer: scheduleOffer(response.deck),
            siblings: response.deck.siblingGroups,
            desiredRetention: context.site.desiredRetention,
            newCardsPerDay: context.site.newCardsPerDay,
            chartDays: StudyDeckPresenter.chartDays,
            labels: .init(
                again: Grade.again, hard: Grade.hard, good: Grade.good, easy: Grade.easy,
                counts: "{due} due · {new} new",
                doneMessage: "The next card is due in {when}. Come back then, or study the whole deck in Cram mode.",
                nothingScheduled: "No card is waiting. Study the whole deck in Cram mode.",
                undone: "Last grade undone",
                graded: "Graded {grade}; next review in {when}"
            )
        )
    }

    private func scheduleOffer(_ deck: Deck) -> StudyDeck.ViewModel.Review.ScheduleOffer? {
        let schedules = deck.cards.enumerated().compactMap { index, card in
            card.importedSchedule.map { StudyDeckPresenter.schedule($0, card: index) }
        }
        guard !schedules.isEmpty else { return nil }
        return .init(
            schedules: schedules,
            text: "{count} of these cards come with a schedule from Obsidian Spaced Repetition.",
            taken: "Your progress now follows Obsidian’s schedule for {count} cards"
        )
    }

    /// An imported schedule as the page stores a card's progress.
    static func schedule(_ schedule: ImportedSchedule, card: Int) -> StudyDeck.ViewModel.Review.Schedule {
        func parts(_ moment: ImportedSchedule.Moment?) -> (day: String?, time: Int64?) {
            switch moment {
            case .day(let date): (date.description, nil)
            case .time(let milliseconds): (nil, milliseconds)
            case nil: (nil, nil)
            }
        }
        let (due, lastReview) = (parts(schedule.due), parts(schedule.lastReview))
        return .init(
            card: card, state: schedule.state.rawValue, step: schedule.step, stability: schedule.stability,
            difficulty: schedule.difficulty, dueDay: due.day, dueTime: due.time,
            lastReviewDay: lastReview.day, lastReviewTime: lastReview.time
        )
    }

    /// "Card 3 of 50": a card's number on its face and in the counter.
    private static func counter(_ index: Int, of total: Int) -> String {
        "Card \(index + 1) of \(total)"
    }

    /// How many days the review chart shows, and its name.
    static let chartDays = 14
    static let chartLabel = "Reviews per day, last \(chartDays) days"

    /// The four grades' names: on the buttons, announced after grading, and in the keyboard help.
    private enum Grade {
        static let again = "Again", hard = "Hard", good = "Good", easy = "Easy"
    }

    static let reviewControls = StudyDeck.ViewModel.ReviewControls(
        modeLabel: "Study mode", reviewMode: "Review", cramMode: "Cram",
        cramExplanation: "Cram goes through every card in order, due or not, and records no grades.",
        again: Grade.again, hard: Grade.hard, good: Grade.good, easy: Grade.easy, gradeGroup: "How well did you remember?",
        undo: "Undo", doneHeading: "All done for now", progressHeading: "Your progress", progressTools: "Export, import or reset", chartLabel: chartLabel,
        exportProgress: "Export progress", importProgress: "Import progress", resetDeck: "Reset this deck",
        takeSchedule: "Continue from that schedule",
        keyboardHelp: "Keys: Space or Enter shows the answer; 1 \(Grade.again), 2 \(Grade.hard), 3 \(Grade.good), 4 \(Grade.easy); "
            + "U undoes; ← and → move in Cram mode.",
        storageFull: "This browser’s storage is full: your last grades are kept only until you leave this page. "
            + "Export your progress to keep them."
    )

    private func state(_ session: StudySession, _ edges: StudySessionGraph.Edges) -> StudyDeck.ViewModel.State {
        let card: Int?, shown: Bool, counter: String, announcement: String
        switch session.position {
        case .card(let index, let answerShown):
            card = index
            shown = answerShown
            counter = StudyDeckPresenter.counter(index, of: session.cardCount)
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
