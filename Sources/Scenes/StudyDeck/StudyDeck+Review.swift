/// What the browser needs to schedule a deck with FSRS: the deck's key, the site's scheduling
/// settings, and every text the review view shows. Each card's identity is on the card itself
/// (`data-card-id`), which the script reads.
/// Scheduling runs in the browser (progress lives there), so this is configuration and wording
/// only; the rules are the FSRS scheduler's (`assets/fsrs.js`) and the review queue's (`study.js`).
extension StudyDeck.ViewModel {
    @TemplateFields
    public struct Review: Sendable, Hashable, Encodable {
        @TemplateFields
        public struct Labels: Sendable, Hashable, Encodable {
            public let again: String
            public let hard: String
            public let good: String
            public let easy: String
            /// "{due} due · {new} new", with the counts filled in by the script.
            public let counts: String
            /// "Next card due in {when}.", or `nothingScheduled` when no card is waiting.
            public let doneMessage: String
            public let nothingScheduled: String
            public let undone: String
            public let graded: String
        }

        /// The offer to take over the schedules another tool wrote into the deck's cards: only a
        /// deck that has some carries it (and the page its markup).
        @TemplateFields
        public struct ScheduleOffer: Sendable, Hashable, Encodable {
            public let schedules: [Schedule]
            /// "{count} of these cards come with a schedule from Obsidian Spaced Repetition."
            public let text: String
            /// "Your progress now follows that schedule for {count} cards".
            public let taken: String
        }

        /// A card's schedule from another tool (`ImportedSchedule`), as `progress.js` stores a card.
        /// Each time is a day ("YYYY-MM-DD", the learner's local midnight: `dueDay`) or an exact
        /// time in milliseconds since 1970 (`dueTime`); the other is nil.
        @TemplateFields
        public struct Schedule: Sendable, Hashable, Encodable {
            /// The card's index in the deck (card order).
            public let card: Int
            public let state: Int
            public let step: Int?
            public let stability: Double
            public let difficulty: Double
            public let dueDay: String?
            public let dueTime: Int64?
            public let lastReviewDay: String?
            public let lastReviewTime: Int64?
        }

        public let deck: String
        /// The deck's slug before slugs kept letters outside ASCII, when it differs
        /// (`Deck.formerID`): the browser copies the deck's progress from it, once
        /// (`SiteProgress.adoptEarlierDeck`).
        public let earlierDeck: String?
        /// The deck's title, which the progress tools' reset question names.
        public let title: String
        /// Earlier identities of cards whose question was edited, by their identity now: the
        /// browser moves their progress over (`SiteProgress.adoptEarlier`).
        public let earlierIDs: [String: [String]]
        /// The cards that came with a schedule from another tool, which the page offers to take
        /// over; `nil` when none did.
        public let scheduleOffer: ScheduleOffer?
        /// For each card, its note's first card (`Deck.siblingGroups`), for burying siblings.
        public let siblings: [Int]
        public let desiredRetention: Double
        public let newCardsPerDay: Int
        /// How many days the progress panel's chart shows, today included.
        public let chartDays: Int
        public let labels: Labels
    }

    /// Labels of the review and progress controls placed by the template.
    @TemplateFields
    public struct ReviewControls: Sendable, Hashable {
        public let modeLabel: String
        public let reviewMode: String
        public let cramMode: String
        /// One line saying what Cram mode is, shown while it is on.
        public let cramExplanation: String
        public let again: String
        public let hard: String
        public let good: String
        public let easy: String
        public let gradeGroup: String
        public let undo: String
        /// The heading of the view shown when no card is waiting in Review.
        public let doneHeading: String
        public let progressHeading: String
        /// The fold holding export, import and reset.
        public let progressTools: String
        /// The chart's name before the script counts its reviews.
        public let chartLabel: String
        public let exportProgress: String
        public let importProgress: String
        public let resetDeck: String
        /// The button that takes over the imported schedules.
        public let takeSchedule: String
        public let keyboardHelp: String
        /// Shown (and announced once) while grades are kept only in the page because the
        /// browser's storage is full.
        public let storageFull: String
    }
}
