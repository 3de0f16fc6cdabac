/// What the browser needs to schedule a deck with FSRS: the deck's key, each card's identity,
/// the site's scheduling settings, and every text the review view shows.
///
/// Scheduling runs in the browser (progress lives there), so this is configuration and wording
/// only; the rules are the FSRS scheduler's (`assets/fsrs.js`) and the review queue's (`study.js`).
extension StudyDeck.ViewModel {
    public struct Review: Sendable, Equatable, Encodable {
        public struct Labels: Sendable, Equatable, Encodable {
            public let again: String
            public let hard: String
            public let good: String
            public let easy: String
            /// "{due} due · {new} new", with the counts filled in by the script.
            public let counts: String
            public let doneHeading: String
            /// "Next card due in {when}.", or `nothingScheduled` when no card is waiting.
            public let doneMessage: String
            public let nothingScheduled: String
            public let undone: String
            public let graded: String
            public let resetConfirm: String
            public let resetDone: String
            public let importDone: String
            public let importFailed: String
        }

        public let deck: String
        public let cardIDs: [String]
        public let desiredRetention: Double
        public let newCardsPerDay: Int
        public let labels: Labels
    }

    /// Labels of the review and progress controls placed by the template.
    public struct ReviewControls: Sendable, Equatable {
        public let modeLabel: String
        public let reviewMode: String
        public let cramMode: String
        public let again: String
        public let hard: String
        public let good: String
        public let easy: String
        public let gradeGroup: String
        public let undo: String
        public let progressHeading: String
        public let exportProgress: String
        public let importProgress: String
        public let resetDeck: String
        public let keyboardHelp: String
    }
}
