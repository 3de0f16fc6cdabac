import Domain
import Testing
@testable import Scenes

@Suite struct StudyDeckPresenterTests {
    let settings = SiteSettings(title: "My cards", description: "Site description", language: "fr")

    func present(_ deck: Deck) throws -> StudyDeck.ViewModel {
        let presenter = StudyDeckPresenter(
            renderer: RendererStub(),
            context: PageContext(site: settings, route: .deck(deck.id))
        )
        return presenter.present(StudyDeck.Response(
            deck: deck, session: StudySessionGraph(start: StudySession(cardCount: deck.cards.count)),
            cardIDs: deck.cards.indices.map { "id\($0)" }, earlierIDs: [:], formerDeckID: nil
        ))
    }

    @Test func cards_areNumberedAndRenderedRelativeToTheDeckPage() throws {
        let viewModel = try present(Fixtures.quiz)
        #expect(viewModel.cards.map(\.number) == ["Card 1 of 3", "Card 2 of 3", "Card 3 of 3"])
        #expect(viewModel.cards.map(\.anchor) == ["card-1", "card-2", "card-3"])
        #expect(viewModel.cards[1].questionHTML == "<md root=\"../../\">What is 7+7?</md>")
        #expect(viewModel.cards[1].answerHTML == "<md root=\"../../\">14</md>")
    }

    @Test func page_carriesTitleCountAndChrome() throws {
        let viewModel = try present(Fixtures.quiz)
        #expect(viewModel.title == "Quiz")
        #expect(viewModel.cardCount == "3 cards")
        #expect(viewModel.page.documentTitle == "Quiz · My cards")
        #expect(viewModel.page.description == "Three questions.")
        #expect(viewModel.page.language == "fr")
        #expect(viewModel.page.homeURL == "../../index.html")
        #expect(viewModel.page.stylesheetURL == "../../assets/site.css")
        #expect(viewModel.emptyMessage == nil)
        #expect(viewModel.finishedMessage == "You went through all 3 cards of “Quiz”.")
    }

    @Test func states_formatCountersLabelsAndEdges() throws {
        let states = try present(Fixtures.quiz).states
        #expect(states.count == 7)
        let first = states[0]
        #expect(first.card == 0 && !first.answerShown && !first.finished)
        #expect(first.counter == "Card 1 of 3")
        #expect(first.flipLabel == "Show answer")
        #expect(first.previous == nil)
        let revealed = states[try #require(first.flip)]
        #expect(revealed.answerShown && revealed.card == 0)
        #expect(revealed.flipLabel == "Hide answer")
        #expect(revealed.announcement == "Answer shown")
        let second = states[try #require(revealed.next)]
        #expect(second.card == 1 && !second.answerShown)
        #expect(second.announcement == "Card 2 of 3")
    }

    @Test func lastCardNext_leadsToFinishedStateWithRestart() throws {
        let states = try present(Fixtures.quiz).states
        var state = states[0]
        while let next = state.next { state = states[next] }
        #expect(state.finished)
        #expect(state.card == nil)
        #expect(state.announcement == "Deck finished")
        #expect(state.flip == nil && state.next == nil)
        #expect(states[try #require(state.restart)] == states[0])
        #expect(states[try #require(state.previous)].card == 2)
    }

    @Test func review_carriesDeckKeyAndSiteSchedulingSettings_cardsTheirIdentities() throws {
        let site = SiteSettings(title: "T", desiredRetention: 0.85, newCardsPerDay: 7)
        let presenter = StudyDeckPresenter(renderer: RendererStub(), context: PageContext(site: site, route: .deck(Fixtures.quiz.id)))
        let viewModel = presenter.present(StudyDeck.Response(deck: Fixtures.quiz, session: StudySessionGraph(start: StudySession(cardCount: 3)), cardIDs: ["a", "b", "c"], earlierIDs: [:], formerDeckID: nil))
        let review = try #require(viewModel.review)
        #expect(review.deck == "quiz")
        #expect(viewModel.cards.map(\.id) == ["a", "b", "c"])
        #expect(!viewModel.adoptsEarlierProgress)
        #expect(review.desiredRetention == 0.85 && review.newCardsPerDay == 7)
        #expect(review.labels.counts == "{due} due · {new} new")
        #expect(review.title == "Quiz")
        #expect(StudyDeckPresenter.progressTools.resetConfirm == "Forget all progress in “{title}”? This cannot be undone.")
        #expect(StudyDeckPresenter.progressTools.importCardProblem == "Not imported: deck “{deck}”, card {card}: {problem}")
        #expect(StudyDeckPresenter.progressTools.importProblems.state == "state must be 1, 2 or 3")
    }

    /// The page loads the script that takes over earlier progress only for a deck that names an
    /// earlier slug or earlier card identities.
    @Test func aDeckWithEarlierIdentities_adoptsTheirProgress() {
        let presenter = StudyDeckPresenter(renderer: RendererStub(), context: PageContext(site: SiteSettings(), route: .deck(Fixtures.quiz.id)))
        let session = StudySessionGraph(start: StudySession(cardCount: 3))
        let edited = presenter.present(StudyDeck.Response(deck: Fixtures.quiz, session: session, cardIDs: ["a", "b", "c"], earlierIDs: ["b": ["b0"]], formerDeckID: nil))
        let renamed = presenter.present(StudyDeck.Response(deck: Fixtures.quiz, session: session, cardIDs: ["a", "b", "c"], earlierIDs: [:], formerDeckID: Deck.ID("qiz")))
        #expect(edited.adoptsEarlierProgress && edited.review?.earlierIDs == ["b": ["b0"]])
        #expect(renamed.adoptsEarlierProgress && renamed.review?.earlierDeck == "qiz")
    }

    /// Only a deck whose cards came with another tool's schedule carries the offer to take it
    /// over (its page carries the offer's markup and words too).
    @Test func scheduleOffer_onlyForADeckWithImportedSchedules() throws {
        #expect(try present(Fixtures.quiz).review?.scheduleOffer == nil)
        let schedule = ImportedSchedule(state: .review, step: nil, stability: 3, difficulty: 5,
                                        due: .day(CalendarDate(year: 2026, month: 1, day: 10)!), lastReview: nil)
        let notes = [Note.basic(front: RichText(markdown: "Q0"), back: RichText(markdown: "A0"), location: Fixtures.here),
                     Note.basic(front: RichText(markdown: "Q1"), back: RichText(markdown: "A1"), location: Fixtures.here).scheduled([schedule])]
        let deck = Deck(id: Deck.ID("geo"), title: "Geo", notes: notes, location: Fixtures.here)
        let offer = try #require(try present(deck).review?.scheduleOffer)
        #expect(offer.schedules.map(\.card) == [1] && offer.schedules[0].dueDay == "2026-01-10")
        #expect(offer.text == "{count} of these cards come with a schedule from Obsidian Spaced Repetition.")
        #expect(offer.taken == "Your progress now follows Obsidian’s schedule for {count} cards")
    }

    @Test func emptyDeck_showsEmptyStateAndSingularCount() throws {
        let viewModel = try present(Fixtures.deck("empty", title: "Empty", cards: 0))
        #expect(viewModel.emptyMessage == "This deck has no cards yet.")
        #expect(viewModel.cardCount == "0 cards")
        #expect(viewModel.cards.isEmpty)
        #expect(viewModel.review == nil)
        #expect(try present(Fixtures.deck("one", title: "One", cards: 1)).cardCount == "1 card")
    }

    @Test func deckWithoutIntroductionOrSummary_fallsBackToSiteDescription() throws {
        let viewModel = try present(Fixtures.deck("bare", title: "Bare", cards: 1))
        #expect(viewModel.introductionHTML == nil)
        #expect(viewModel.page.description == "Site description")
    }
}

@Suite struct SiblingGroupTests {
    @Test func eachCard_namesItsNotesFirstCard() {
        let here = SourceLocation(file: "d.md", line: 1, column: 1)
        let deck = Deck(id: Deck.ID("d"), title: "D", notes: [
            .basic(front: RichText(markdown: "a"), back: RichText(markdown: "b"), location: here),
            .reversed(front: RichText(markdown: "c"), back: RichText(markdown: "d"), location: here),
            .cloze(text: RichText(markdown: "x"), cards: [
                FlashCard(question: RichText(markdown: "1"), answer: RichText(markdown: "1"), location: here),
                FlashCard(question: RichText(markdown: "2"), answer: RichText(markdown: "2"), location: here),
                FlashCard(question: RichText(markdown: "3"), answer: RichText(markdown: "3"), location: here),
            ], location: here),
        ], location: here)
        #expect(deck.siblingGroups == [0, 1, 1, 3, 3, 3])
        #expect(deck.siblingGroups.count == deck.cards.count)
    }
}
