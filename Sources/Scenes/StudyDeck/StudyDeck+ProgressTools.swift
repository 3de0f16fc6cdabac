extension StudyDeck {
    /// The words of a deck page's progress tools (export, import, reset; `assets/progress-tools.js`),
    /// its progress panel and its notices, the same on every deck page of a site. A page does not carry them: the build writes them
    /// once (`assets/progress-tools-labels.js`), and the page loads them with the tools, when the
    /// learner opens them.
    public struct ProgressTools: Sendable, Hashable, Encodable {
        /// One text per rule an imported record must follow (the card shape of `assets/fsrs.js`),
        /// named as `progress.js` names the rule.
        public struct ImportProblems: Sendable, Hashable, Encodable {
            public let format: String
            public let version: String
            public let decks: String
            public let deckName: String
            public let deck: String
            public let cards: String
            public let introduced: String
            public let history: String
            public let cardID: String
            public let card: String
            public let state: String
            public let step: String
            public let stability: String
            public let difficulty: String
            public let due: String
            public let lastReview: String
            public let reviews: String
            public let review: String
            public let log: String
            public let reviewCard: String
            public let time: String
            public let rating: String
            public let duration: String
            public let starts: String
            public let settings: String
        }

        /// The progress panel's texts; `{…}` are filled in by the script from the review log.
        public struct Panel: Sendable, Hashable, Encodable {
            /// "Reviews today: {count}".
            public let today: String
            /// "True retention, last 30 days: {percent}% ({passed} of {answers} reviews of learned cards)".
            public let retention: String
            /// Shown instead while no learned card was reviewed in the last 30 days.
            public let noRetention: String
            /// "Due tomorrow: {tomorrow} · within 7 days: {week}".
            public let due: String
            /// The chart's accessible name once counted: "Reviews per day, last 14 days: {count} in all".
            public let chart: String
            /// One bar's tooltip: "{day}: {count} reviews".
            public let bar: String
            /// "Not backed up since {date}: …", while reviews no export holds are more than a week old.
            public let notBackedUp: String
        }

        /// "Forget all progress in “{title}”? …", asked before a reset; `{title}` is the deck's.
        public let resetConfirm: String
        public let resetDone: String
        /// "Added {added} from the file; {here}": what an import of an export with reviews did.
        public let importMerged: String
        /// What an import of a version-1 export (schedules, no reviews) did: "… {cards} …".
        public let importMergedSchedules: String
        /// `{added}` and `{cards}` of the two above: "{count} review" and "{count} reviews", and so on.
        public let reviewCount: [String]
        public let cardCount: [String]
        /// `{here}` of `importMerged`: "{count} was already here", "{count} were already here".
        public let alreadyHere: [String]
        /// A file that is not a progress export at all (not JSON, or another format).
        public let importFailed: String
        /// "Not imported: deck “{deck}”: {problem}", for a deck whose progress breaks a rule.
        public let importDeckProblem: String
        /// "Not imported: deck “{deck}”, card {card}: {problem}", for a card (or a review, by its number) that breaks a rule.
        public let importCardProblem: String
        /// The `{problem}` of the two above: what each rule of `progress.js` asks.
        public let importProblems: ImportProblems
        /// The export did not fit in the browser's storage; the progress is as it was.
        public let importStorageFull: String
        /// "Progress exported to {file}", shown after the download starts.
        public let exportDone: String
        /// The export button where the browser can share files (the system's share sheet).
        public let sendProgress: String
        /// "Progress sent as {file}", once the share sheet sent it.
        public let sendDone: String
        /// The progress panel's words (`assets/progress-panel.js` is loaded with them).
        public let panel: Panel
        /// Safari deletes a site's storage after 7 days without a visit unless the site was
        /// installed: said on a deck page there, once, until dismissed (`study.js` loads these
        /// words to say it).
        public let safariNotice: String
        public let dismiss: String
    }
}

extension StudyDeckPresenter {
    /// The progress tools' words, for every deck page of the site.
    public static let progressTools = StudyDeck.ProgressTools(
        resetConfirm: "Forget all progress in “{title}”? This cannot be undone.",
        resetDone: "Progress in this deck was reset",
        importMerged: "Added {added} from the file; {here}",
        importMergedSchedules: "Merged the schedules of {cards} from the file (an export without reviews)",
        reviewCount: ["{count} review", "{count} reviews"],
        cardCount: ["{count} card", "{count} cards"],
        alreadyHere: ["{count} was already here", "{count} were already here"],
        importFailed: "Not imported: that file is not a progress export from this site",
        importDeckProblem: "Not imported: deck “{deck}”: {problem}",
        importCardProblem: "Not imported: deck “{deck}”, card {card}: {problem}",
        importProblems: importProblems,
        importStorageFull: "Not imported: this browser’s storage is full. Your progress is unchanged.",
        exportDone: "Progress exported to {file}",
        sendProgress: "Send progress",
        sendDone: "Progress sent as {file}",
        panel: .init(
            today: "Reviews today: {count}",
            retention: "True retention, last 30 days: {percent}% ({passed} of {answers} reviews of learned cards)",
            noRetention: "True retention: no learned card reviewed in the last 30 days",
            due: "Due tomorrow: {tomorrow} · within 7 days: {week}",
            chart: StudyDeckPresenter.chartLabel + ": {count} in all",
            bar: "{day}: {count} reviews",
            notBackedUp: "Not backed up since {date}: \(StudyDeckPresenter.reviewControls.exportProgress) "
                + "under “\(StudyDeckPresenter.reviewControls.progressTools)” to keep a copy."
        ),
        safariNotice: "Safari deletes this site’s study progress after 7 days without a visit. To keep it, add the site "
            + "to your Home Screen (Share, then Add to Home Screen) or, on a Mac, to the Dock (File, then Add to Dock).",
        dismiss: "Got it"
    )

    /// What an imported record must be, rule by rule, naming the fields as the file does.
    static let importProblems = StudyDeck.ProgressTools.ImportProblems(
        format: "not a study progress export (it must be JSON with \"format\": \"site-study-progress\")",
        version: "version must be 1 or 2",
        decks: "decks must be an object of decks by name",
        deckName: "a deck’s name has only lower-case letters, digits and hyphens",
        deck: "its progress must be an object with cards, and reviews (version 2) or introduced (version 1)",
        cards: "cards must be an object of cards by card identity",
        introduced: "introduced must have a day (YYYY-MM-DD, or empty) and a count of 0 or more",
        history: "history must give each day (YYYY-MM-DD) three whole numbers, each at most the one before",
        cardID: "that is not a card identity of this site",
        card: "a card must be an object",
        state: "state must be 1, 2 or 3",
        step: "step must be a whole number from 0, or null in Review (state 2)",
        stability: "stability must be a positive number, or null while the card is in Learning (state 1)",
        difficulty: "difficulty must be a number from 1 to 10, or null while the card is in Learning (state 1)",
        due: "due must be a time in milliseconds",
        lastReview: "lastReview must be a time in milliseconds, or null",
        reviews: "reviews must be a list of reviews",
        review: "a review must be an object with card, time, rating and duration",
        log: "the review log must list each card’s reviews in time order",
        reviewCard: "a review’s card must be a card identity of this site",
        time: "a review’s time must be a whole number of milliseconds since 1970",
        rating: "a review’s rating must be 1, 2, 3 or 4 (Again, Hard, Good, Easy)",
        duration: "a review’s duration must be a whole number of milliseconds",
        starts: "starts must be an object of cards by card identity",
        settings: "settings must have a desiredRetention between 0 and 1, learningSteps and relearningSteps "
            + "in whole seconds (as milliseconds), a maximumInterval of 1 day or more and 21 parameters"
    )
}
