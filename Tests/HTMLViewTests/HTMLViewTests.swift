import Domain
import Mustache
import Testing
@testable import HTMLView
@testable import Scenes

enum ViewFixtures {
    static func chrome(title: String = "Quiz · Cards", root: String = "../../") -> PageChrome {
        PageChrome(
            language: "en", documentTitle: title, description: "About \"quotes\" & <tags>", siteTitle: "Cards",
            homeURL: root + "index.html", stylesheetURL: root + "assets/site.css", scriptURL: root + "assets/study.js", assetsURL: root + "assets/",
            navigation: [.init(label: "Decks", url: root + "index.html", current: root.isEmpty ? "page" : nil)],
            footer: "Footer"
        )
    }

    static func state(card: Int?, shown: Bool = false, finished: Bool = false, flip: Int? = nil, next: Int? = nil, previous: Int? = nil, restart: Int? = nil) -> StudyDeck.ViewModel.State {
        .init(card: card, answerShown: shown, finished: finished, counter: "C", flipLabel: "F", announcement: "A",
              flip: flip, next: next, previous: previous, restart: restart)
    }

    static func deck(title: String = "Quiz", cards: [StudyDeck.ViewModel.Card], states: [StudyDeck.ViewModel.State]) -> StudyDeck.ViewModel {
        StudyDeck.ViewModel(
            page: chrome(), title: title, introductionHTML: nil, cardCount: "\(cards.count) cards", cards: cards,
            emptyMessage: cards.isEmpty ? "This deck has no cards yet." : nil,
            finishedHeading: "Deck finished", finishedMessage: "Done.",
            labels: .init(showAnswer: "Show answer", previous: "Previous", next: "Next", restart: "Start again", studyRegion: "Study \(title)", aboutDeck: "About this deck"),
            states: states,
            review: cards.isEmpty ? nil : .init(deck: "quiz", earlierDeck: nil, title: title, earlierIDs: [:], scheduleOffer: nil, siblings: cards.indices.map { $0 }, desiredRetention: 0.9, newCardsPerDay: 20, chartDays: 14, labels: reviewLabels),
            adoptsEarlierProgress: false,
            reviewControls: StudyDeckPresenter.reviewControls,
            rendersMath: false
        )
    }

    static let reviewLabels = StudyDeck.ViewModel.Review.Labels(
        again: "Again", hard: "Hard", good: "Good", easy: "Easy", counts: "{due} due · {new} new",
        doneMessage: "Next in {when}.", nothingScheduled: "Nothing.", undone: "Undone", graded: "Graded {grade}"
    )
}

@Suite struct StudyDeckHTMLViewTests {
    func render(_ viewModel: StudyDeck.ViewModel) throws -> String {
        String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
    }

    /// A long deck's cards are rendered in parts on every core: every card, once, in order, and
    /// the same HTML as the cards rendered one part at a time.
    @Test func aLongDeck_rendersEveryCardOnceInOrder() throws {
        let count = 3_001
        let cards = (1...count).map { index in
            StudyDeck.ViewModel.Card(
                id: "c\(index)", anchor: "card-\(index)", number: "Card \(index) of \(count)",
                questionHTML: "<p>Q\(index)?</p>", answerHTML: "<p>A\(index)</p>", showAnswer: "Show answer"
            )
        }
        let html = try render(ViewFixtures.deck(cards: cards, states: [ViewFixtures.state(card: 0)]))
        let ids = html.split(separator: "data-card-id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == cards.map { Substring($0.id) })
        let list = try #require(html.range(of: "<ol class=\"cards\">\n")?.upperBound)
        let end = try #require(html.range(of: "</ol>", range: list..<html.endIndex)?.lowerBound)
        let templates = try HTMLTemplates()
        let onePartAtATime = stride(from: 0, to: count, by: 100).map { start in
            templates.renderList(Array(cards[start..<min(count, start + 100)]), as: "cards", template: .studyCards)
        }.joined()
        #expect(String(html[list..<end]) == onePartAtATime)
        // A deck this large makes its states while its cards render: both reach the page.
        let states = StudyStatesJSON.encode([ViewFixtures.state(card: 0)])
        #expect(html.contains("<script type=\"application/json\" id=\"study-states\">\(states)</script>"))
    }

    @Test func oneCard_rendersExactlyThisStudySection() throws {
        let html = try render(ViewFixtures.deck(
            cards: [.init(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q?</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")],
            states: [ViewFixtures.state(card: 0, next: 1), ViewFixtures.state(card: nil, finished: true, restart: 0)]
        ))
        let expected = """
        <section class="study" aria-label="Study Quiz" data-study>
        <div class="study-toolbar" data-toolbar hidden>
        <div class="mode-switch" role="group" aria-label="Study mode">
        <button data-mode="review" aria-pressed="true">Review</button>
        <button data-mode="cram" aria-pressed="false">Cram</button>
        </div>
        <p class="due-counts" data-counts></p>
        <button data-undo disabled>Undo</button>
        </div>
        <p class="mode-note" data-cram-note hidden>Cram goes through every card in order, due or not, and records no grades.</p>
        <p class="study-status" data-status hidden></p>
        <p class="study-warning" data-storage-warning hidden>This browser’s storage is full: your last grades are kept only until you leave this page. Export your progress to keep them.</p>
        <p class="study-warning" data-safari-notice hidden><span></span> <button></button></p>
        <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-announcer></p>
        <ol class="cards">
        <li class="card" id="card-1" data-card data-card-id="c1" tabindex="-1">
        <h2 class="card-number">Card 1 of 1</h2>
        <div class="card-question prose">
        <p>Q?</p>
        </div>
        <details class="card-answer" data-answer>
        <summary>Show answer</summary>
        <div class="prose">
        <p>A</p>
        </div>
        </details>
        </li>
        </ol>
        <div class="finished" data-finished hidden tabindex="-1">
        <h2>Deck finished</h2>
        <p>Done.</p>
        <p><button class="primary" data-action="restart">Start again</button></p>
        </div>
        <div class="finished" data-review-done hidden tabindex="-1">
        <h2>All done for now</h2>
        <p data-done-message></p>
        </div>
        <div class="controls" data-controls hidden>
        <button data-action="previous">Previous</button>
        <button class="primary" data-action="flip">Show answer</button>
        <button data-action="next">Next</button>
        </div>
        <div class="grades" role="group" aria-label="How well did you remember?" data-grades hidden>
        <button class="grade-again" data-grade="1">Again <small data-interval></small></button>
        <button class="grade-hard" data-grade="2">Hard <small data-interval></small></button>
        <button class="grade-good" data-grade="3">Good <small data-interval></small></button>
        <button class="grade-easy" data-grade="4">Easy <small data-interval></small></button>
        </div>
        <p class="keyboard-help" data-help hidden>Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy; U undoes; ← and → move in Cram mode.</p>
        <section class="progress-panel" aria-labelledby="progress-heading" data-stats hidden>
        <h2 id="progress-heading">Your progress</h2>
        <p data-stat></p>
        <p data-stat></p>
        <p data-stat></p>
        <p data-backup hidden></p>
        <svg class="review-chart" data-chart role="img" viewBox="0 0 140 40" width="280" height="80" aria-label="Reviews per day, last 14 days"></svg>
        </section>
        <details class="progress-tools" data-progress="../../assets/" hidden>
        <summary>Export, import or reset</summary>
        <p>
        <button data-export disabled>Export progress</button>
        <label class="import-label">Import progress <input type="file" accept="application/json,.json" data-import disabled></label>
        <button data-reset disabled>Reset this deck</button>
        </p>
        </details>
        <p class="import-result" role="status" data-import-result hidden></p>
        </section>
        """
        #expect(html.contains(expected))
        #expect(html.contains(#"<script type="application/json" id="study-states">{"texts":["C","F","A"],"states":[[0,0,0,0,1,2,-1,1,-1,-1],[-1,0,1,0,1,2,-1,-1,-1,0]]}</script>"#))
        #expect(html.contains(#"<script type="application/json" id="study-review">{"chartDays":14,"deck":"quiz","desiredRetention":0.9,"earlierIDs":{},"labels":{""#))
        #expect(html.contains(#"<li class="card" id="card-1" data-card data-card-id="c1" tabindex="-1">"#))
        #expect(html.contains(#"<script src="../../assets/fsrs.js"></script>"#))
        #expect(!html.contains("progress-adopt.js"))
        #expect(html.contains(#"<script src="../../assets/study.js"></script>"#))
    }

    /// The schedule offer's markup is on the page of a deck that has an offer, and only there.
    @Test func scheduleOffer_isRenderedOnlyForADeckWithOne() throws {
        let card = StudyDeck.ViewModel.Card(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q?</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")
        let plain = ViewFixtures.deck(cards: [card], states: [ViewFixtures.state(card: 0)])
        #expect(!(try render(plain)).contains("schedule-offer"))
        let review = try #require(plain.review)
        let offer = StudyDeck.ViewModel.Review.ScheduleOffer(
            schedules: [.init(card: 0, state: 2, step: nil, stability: 3, difficulty: 5, dueDay: "2026-01-10", dueTime: nil, lastReviewDay: nil, lastReviewTime: nil)],
            text: "{count} scheduled", taken: "Took {count}")
        let offered = StudyDeck.ViewModel(
            page: plain.page, title: plain.title, introductionHTML: nil, cardCount: plain.cardCount, cards: plain.cards,
            emptyMessage: nil, finishedHeading: plain.finishedHeading, finishedMessage: plain.finishedMessage, labels: plain.labels,
            states: plain.states,
            review: .init(deck: review.deck, earlierDeck: review.earlierDeck, title: review.title, earlierIDs: [:], scheduleOffer: offer, siblings: review.siblings,
                          desiredRetention: review.desiredRetention, newCardsPerDay: review.newCardsPerDay, chartDays: review.chartDays, labels: review.labels),
            adoptsEarlierProgress: false, reviewControls: plain.reviewControls, rendersMath: false
        )
        let html = try render(offered)
        #expect(html.contains(#"<p class="schedule-offer" data-schedule-offer hidden><span data-schedule-text></span> <button data-take-schedule>Continue from that schedule</button></p>"#))
        #expect(html.contains(#""scheduleOffer":{"schedules":[{"card":0,"difficulty":5,"dueDay":"2026-01-10","stability":3,"state":2}],"taken":"Took {count}","text":"{count} scheduled"}"#))
    }

    /// The script that takes over progress kept under earlier identities is loaded by the page of
    /// a deck that names some, between progress.js (whose storage it uses) and study.js, and only there.
    @Test func adoptionScript_isLoadedOnlyByADeckThatNamesEarlierIdentities() throws {
        let card = StudyDeck.ViewModel.Card(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q?</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")
        let plain = ViewFixtures.deck(cards: [card], states: [ViewFixtures.state(card: 0)])
        #expect(!(try render(plain)).contains("progress-adopt.js"))
        let review = try #require(plain.review)
        let renamed = StudyDeck.ViewModel(
            page: plain.page, title: plain.title, introductionHTML: nil, cardCount: plain.cardCount, cards: plain.cards,
            emptyMessage: nil, finishedHeading: plain.finishedHeading, finishedMessage: plain.finishedMessage, labels: plain.labels,
            states: plain.states,
            review: .init(deck: review.deck, earlierDeck: "qz", title: review.title, earlierIDs: ["c1": ["c0"]], scheduleOffer: nil, siblings: review.siblings,
                          desiredRetention: review.desiredRetention, newCardsPerDay: review.newCardsPerDay, chartDays: review.chartDays, labels: review.labels),
            adoptsEarlierProgress: true, reviewControls: plain.reviewControls, rendersMath: false
        )
        let html = try render(renamed)
        #expect(html.contains("""
        <script src="../../assets/progress.js"></script>
        <script src="../../assets/progress-adopt.js"></script>
        <script src="../../assets/study.js"></script>
        """))
        #expect(html.contains(#""earlierDeck":"qz","earlierIDs":{"c1":["c0"]}"#))
    }

    @Test func textValues_areEscapedForTheirContext() throws {
        var state = ViewFixtures.state(card: 0)
        state = .init(card: 0, answerShown: false, finished: false, counter: "</script><script>alert(1)</script>",
                      flipLabel: "F", announcement: "A & B", flip: nil, next: nil, previous: nil, restart: nil)
        let html = try render(ViewFixtures.deck(
            title: "<b>\"Bold\" & 'more'</b>",
            cards: [.init(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")],
            states: [state]
        ))
        #expect(html.contains("<h1 id=\"deck-title\">&lt;b&gt;&quot;Bold&quot; &amp; &#39;more&#39;&lt;/b&gt;</h1>"))
        #expect(html.contains("aria-label=\"Study &lt;b&gt;&quot;Bold&quot; &amp; &#39;more&#39;&lt;/b&gt;\""))
        #expect(html.contains("content=\"About &quot;quotes&quot; &amp; &lt;tags&gt;\""))
        #expect(html.contains(#"{"texts":["\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e","F","A \u0026 B"]"#))
        #expect(!html.contains("<script>alert"))
    }

    @Test func emptyDeck_rendersEmptyStateAndNoScript() throws {
        let html = try render(ViewFixtures.deck(cards: [], states: [ViewFixtures.state(card: nil)]))
        #expect(html.contains("<p class=\"empty-state\">This deck has no cards yet.</p>"))
        #expect(!html.contains("data-study"))
        // The layout's offline script is the page's only script.
        #expect(html.components(separatedBy: "<script").count == 2 && html.contains("<script src=\"../../assets/offline.js\" defer></script>"))
    }
}

@Suite struct ShowHomeHTMLViewTests {
    @Test func homePage_rendersExactly() throws {
        let viewModel = ShowHome.ViewModel(
            page: ViewFixtures.chrome(title: "Cards", root: ""), heading: "Cards", introductionHTML: "<p>Hi</p>\n",
            sections: [
                .init(id: "decks", heading: "Decks", items: [
                    .init(title: "Quiz", url: "decks/quiz/index.html", summary: "Three", count: "3 cards", tags: "Tags: a, b", deckKey: "quiz"),
                    .init(title: "Bare", url: "decks/bare/index.html", summary: nil, count: "1 card", tags: nil, deckKey: nil),
                ], emptyMessage: nil),
                .init(id: "contacts", heading: "Address books", items: [], emptyMessage: "None"),
            ],
            review: .init(decks: ["quiz": ["q1"]], earlierDecks: nil, siblings: ["quiz": [0]], newCardsPerDay: 20, counts: "{due} due · {new} new"),
            adoptsEarlierProgress: false
        )
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
        let expected = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Cards</title>
        <meta name="description" content="About &quot;quotes&quot; &amp; &lt;tags&gt;">
        <link rel="stylesheet" href="assets/site.css">
        <link rel="icon" href="assets/icon-192.png" type="image/png" sizes="192x192">
        <link rel="apple-touch-icon" href="assets/icon-192.png">
        <meta name="theme-color" content="#fbfaf7">
        <script src="assets/offline.js" defer></script>
        <link rel="stylesheet" href="assets/home.css">
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
        <a class="site-title" href="index.html">Cards</a>
        <nav aria-label="Site">
        <ul>
        <li><a href="index.html" aria-current="page">Decks</a></li>
        </ul>
        </nav>
        </header>
        <main id="main" tabindex="-1">
        <h1>Cards</h1>
        <div class="prose intro">
        <p>Hi</p>
        
        </div>
        <section class="home-section" id="decks" aria-labelledby="decks-heading">
        <h2 id="decks-heading">Decks</h2>
        <ul class="tiles">
        <li class="tile">
        <h3><a href="decks/quiz/index.html">Quiz</a></h3>
        <p>Three</p>
        <p class="meta"><span>3 cards</span> <span class="tags">Tags: a, b</span></p>
        <p class="due-counts" data-deck-counts="quiz" hidden></p>
        </li>
        <li class="tile">
        <h3><a href="decks/bare/index.html">Bare</a></h3>
        <p class="meta"><span>1 card</span></p>
        </li>
        </ul>
        </section>
        <section class="home-section" id="contacts" aria-labelledby="contacts-heading">
        <h2 id="contacts-heading">Address books</h2>
        <p class="empty-state">None</p>
        </section>
        
        </main>
        <footer class="site-footer">
        <p>Footer</p>
        </footer>
        <script type="application/json" id="home-review">{"counts":"{due} due · {new} new","decks":{"quiz":["q1"]},"newCardsPerDay":20,"siblings":{"quiz":[0]}}</script>
        <script src="assets/progress.js"></script>
        <script src="assets/home.js"></script>
        
        </body>
        </html>
        
        """
        #expect(html == expected)
    }

    /// With a deck whose slug changed, the home page loads the script that takes its earlier
    /// progress over, between progress.js and home.js.
    @Test func homePage_withARenamedDeck_loadsTheAdoptionScript() throws {
        let viewModel = ShowHome.ViewModel(
            page: ViewFixtures.chrome(title: "Cards", root: ""), heading: "Cards", introductionHTML: nil,
            sections: [.init(id: "decks", heading: "Decks", items: [
                .init(title: "Ørsted", url: "decks/ørsted/index.html", summary: nil, count: "1 card", tags: nil, deckKey: "ørsted"),
            ], emptyMessage: nil)],
            review: .init(decks: ["ørsted": ["q1"]], earlierDecks: ["ørsted": "rsted"], siblings: ["ørsted": [0]], newCardsPerDay: 20, counts: "{due} due · {new} new"),
            adoptsEarlierProgress: true
        )
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
        #expect(html.contains("""
        <script src="assets/progress.js"></script>
        <script src="assets/progress-adopt.js"></script>
        <script src="assets/home.js"></script>
        """))
    }
}

@Suite struct ProgressToolsLabelsScriptTests {
    /// The tools' words, written once a build: a script that sets one global to the presenter's
    /// labels, as JSON that no text can break out of.
    @Test func setsOneGlobalToThePresentersWords() throws {
        let script = String(decoding: try ProgressToolsLabelsScript.render(StudyDeckPresenter.progressTools), as: UTF8.self)
        #expect(ProgressToolsLabelsScript.path == "assets/progress-tools-labels.js")
        #expect(script.hasPrefix("window.SiteProgressToolsLabels = {\"alreadyHere\":[\"{count} was already here\","))
        #expect(script.hasSuffix("};\n"))
        #expect(script.contains(#""importProblems":{"card":"a card must be an object","#))
        #expect(!script.contains("<") && !script.contains(">") && !script.contains("&"))
    }

    /// What the deck page does not carry: the words of the tools, the panel and the notices are only in that file.
    @Test func aDeckPage_carriesNoneOfTheToolsWords() throws {
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(ViewFixtures.deck(
            cards: [.init(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q?</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")],
            states: [ViewFixtures.state(card: 0)]
        )), as: UTF8.self)
        let words = StudyDeckPresenter.progressTools
        for label in [words.importMerged, words.importProblems.state, words.panel.notBackedUp, words.safariNotice, "importProblems"] {
            #expect(!html.contains(label))
        }
    }
}

@Suite struct SiteAssetsTests {
    @Test func assets_areBundledUnderAssets() throws {
        let assets = try SiteAssets.all()
        let paths = assets.map(\.path)
        #expect(paths.contains("assets/site.css") && paths.contains("assets/study.js"))
        #expect(paths == paths.sorted())
        #expect(assets.allSatisfy { !$0.contents.isEmpty })
    }
}

/// The study page answers template keys without reflection: every stored property of a view
/// model reaches the templates (`@TemplateFields`), whatever its type.
@Suite struct StudyDeckMustacheKeysTests {
    /// A field of a type the template view does not describe (a `Double`, a dictionary) reaches
    /// a theme's template as it is, as swift-mustache reads any value; its page has no stencil.
    @Test func aFieldOfAnyOtherType_reachesTheTemplatesAsItIs() throws {
        let card = StudyDeck.ViewModel.Card(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")
        let review = try #require(ViewFixtures.deck(cards: [card], states: []).review)
        let object = TemplateEncoder().object(review, mentions: nil)
        #expect(object.child(named: "desiredRetention") as? Double == 0.9)
        #expect(object.child(named: "siblings") as? [Int] == [0])
        var walk = TemplateShape.Walk(mentions: ["desiredRetention"])
        walk.visit(object)
        #expect(!walk.isDescribed)
        var other = TemplateShape.Walk(mentions: ["title"])
        other.visit(object)
        #expect(other.isDescribed)
    }

    /// Every stored property of `value` is a key of what the templates see of it
    /// (`@TemplateFields`, `TemplateEncoder`), in declaration order.
    func assertEveryPropertyIsAnswered(_ value: some TemplateFields) {
        let labels = Mirror(reflecting: value).children.compactMap(\.label)
        let object = TemplateEncoder().object(value, mentions: nil)
        #expect(object.keys.names == labels, "\(type(of: value)) is not seen whole")
        for label in labels {
            guard case .absent = object.value(named: label) else { continue }
            Issue.record("\(type(of: value)) does not answer '\(label)'")
        }
    }

    @Test func everyPropertyOfTheStudyViewModels_isAnsweredByName() throws {
        let card = StudyDeck.ViewModel.Card(id: "c1", anchor: "card-1", number: "Card 1 of 1", questionHTML: "<p>Q</p>", answerHTML: "<p>A</p>", showAnswer: "Show answer")
        let base = ViewFixtures.deck(cards: [card], states: [ViewFixtures.state(card: 0)])
        let deck = StudyDeck.ViewModel(
            page: base.page, title: base.title, introductionHTML: "<p>Intro</p>", cardCount: base.cardCount,
            cards: base.cards, emptyMessage: "Empty", finishedHeading: base.finishedHeading,
            finishedMessage: base.finishedMessage, labels: base.labels, states: base.states,
            review: base.review, adoptsEarlierProgress: true, reviewControls: base.reviewControls, rendersMath: true
        )
        assertEveryPropertyIsAnswered(deck)
        assertEveryPropertyIsAnswered(card)
        assertEveryPropertyIsAnswered(deck.labels)
        let context = try TemplateView(templates: HTMLTemplates()).context(of: deck)
        for key in ["page", "deck", "statesJSON", "reviewJSON", "cardsHTML", "pageColour"] {
            #expect(context.child(named: key) != nil, "the study page does not answer '\(key)'")
        }
    }
}

@Suite struct PageColourTests {
    /// The page colour is written once in Swift; the stylesheet must say the same.
    @Test func theStylesheetsBackground_isThePageColour() throws {
        let css = try #require(try SiteAssets.all().first { $0.path == "assets/site.css" })
        #expect(String(decoding: css.contents, as: UTF8.self).contains("--bg: \(PageColour.background);"))
    }

    @Test func theLayoutAndTheManifest_useThePageColour() throws {
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(NotFound.ViewModel(
            page: ViewFixtures.chrome(), heading: "H", message: "M", homeLink: "L", homeURL: "index.html"
        )), as: UTF8.self)
        #expect(html.contains("<meta name=\"theme-color\" content=\"\(PageColour.background)\">"))
        let manifest = String(decoding: try WebAppManifest(site: SiteSettings(title: "T")).json(), as: UTF8.self)
        #expect(manifest.contains("\"theme_color\" : \"\(PageColour.background)\""))
        #expect(manifest.contains("\"background_color\" : \"\(PageColour.background)\""))
    }
}

@Suite struct StudyStatesJSONTests {
    @Test func textsAreStoredOnce_escapedForAScriptElement() throws {
        let card = StudyDeck.ViewModel.State(
            card: 1, answerShown: true, finished: false, counter: "Card 2 of 2 </script>", flipLabel: "Hide answer",
            announcement: "Answer shown", flip: 0, next: 2, previous: 0, restart: nil
        )
        let again = StudyDeck.ViewModel.State(
            card: 1, answerShown: false, finished: false, counter: "Card 2 of 2 </script>", flipLabel: "Show answer",
            announcement: "Card 2 of 2 </script>", flip: 1, next: 2, previous: 0, restart: nil
        )
        #expect(StudyStatesJSON.encode([card, again]) == #"{"texts":["Card 2 of 2 \u003c/script\u003e","Hide answer","Answer shown","Show answer"],"states":[[1,1,0,0,1,2,0,2,0,-1],[1,0,0,0,3,0,1,2,0,-1]]}"#)
    }
}
