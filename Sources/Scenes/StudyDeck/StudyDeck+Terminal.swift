extension StudyDeck {
    /// The words only the terminal's study view has (`site study`): its keys and its summary.
    /// Everything else it shows (title, counts, grades, intervals, messages) is the view model's,
    /// as on the deck page.
    public struct TerminalWords: Sendable, Hashable {
        /// While the question is shown.
        public let questionKeys: String
        /// While the answer is shown.
        public let answerKeys: String
        /// Under the decks to choose from.
        public let pickerKeys: String
        /// In cram mode.
        public let cramKeys: String
        /// The summary printed at the end, its parts joined with " · ": "{count} reviewed", and so on.
        public let reviewed: [String]
        public let retention: String
        public let noRetention: String
        public let nextDue: String
        public let nothingScheduled: String
        /// Why `site study` does not start without a terminal.
        public let notATerminal: String
    }
}

extension StudyDeckPresenter {
    public static let terminalWords = StudyDeck.TerminalWords(
        questionKeys: "Space shows the answer · u undoes · q quits",
        answerKeys: "1 \(reviewControls.again) · 2 \(reviewControls.hard) · 3 \(reviewControls.good) · 4 \(reviewControls.easy) · u undoes · q quits",
        pickerKeys: "↑ ↓ or a deck's number chooses · Enter studies it · q quits",
        cramKeys: "Space shows or hides the answer · → or n next · ← or p previous · q quits",
        reviewed: ["{count} card reviewed", "{count} cards reviewed"],
        retention: "retention {percent}% ({passed} of {answers} learned cards)",
        noRetention: "no learned card reviewed",
        nextDue: "next card due in {when}",
        nothingScheduled: "no card scheduled",
        notATerminal: "site study shows cards in a terminal: run it with its input and output on one, not a file or a pipe"
    )
}
