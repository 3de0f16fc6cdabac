import Domain
import Scenes

/// A review session in a terminal: the study scene's view model (its cards rendered for a terminal,
/// its words) shown one card at a time, driven by keys, with the scheduler and review rules of the
/// deck page (`ReviewSession`). `save` is called after every grade and undo with the session, to
/// merge it with the progress file and write it; it answers an error to show, or nil.
public struct TerminalReview {
    public let model: StudyDeck.ViewModel
    public let words: StudyDeck.TerminalWords
    public private(set) var session: ReviewSession
    private let terminal: Terminal
    private let save: (inout ReviewSession) -> String?
    private let clock: () -> Int64
    private var status = ""
    /// Why the last save failed, until one succeeds: quitting tries once more, and says so.
    public private(set) var unsaved: String?

    public init(
        model: StudyDeck.ViewModel, words: StudyDeck.TerminalWords, session: ReviewSession, terminal: Terminal,
        clock: @escaping () -> Int64, save: @escaping (inout ReviewSession) -> String?
    ) {
        self.model = model
        self.words = words
        self.session = session
        self.terminal = terminal
        self.clock = clock
        self.save = save
    }

    /// Runs until the learner quits (q, Ctrl-C, Ctrl-D, or the end of input); returns the summary line.
    public mutating func run() -> String? {
        draw()
        while true {
            guard let bytes = terminal.read() else {
                draw() // resized
                continue
            }
            if bytes.isEmpty { break }
            var quit = false
            for key in TerminalKey.keys(in: bytes) {
                if key == .quit {
                    quit = true
                    break
                }
                act(key)
            }
            if quit { break }
            draw()
        }
        if unsaved != nil { unsaved = save(&session) }
        return summary(at: clock())
    }

    private mutating func saveProgress() {
        unsaved = save(&session)
        if let unsaved { status = unsaved }
    }

    private mutating func act(_ key: TerminalKey) {
        let now = clock()
        guard let labels = model.review?.labels else { return }
        switch key {
        case .space, .enter:
            if session.current == nil { session.advance(at: now) } else { session.showAnswer() }
        case .grade(let number) where (1...4).contains(number) && session.answerShown:
            guard let rating = Rating(rawValue: number), let card = session.grade(rating, at: now) else { return }
            let name = [labels.again, labels.hard, labels.good, labels.easy][number - 1]
            status = fill(labels.graded, ["grade": name, "when": IntervalLabel.text(milliseconds: card.due - now)])
            saveProgress()
        case .undo:
            guard session.undo(at: now) else { return }
            status = labels.undone
            saveProgress()
        default:
            return
        }
    }

    /// The screen: the deck's title and counts, the card, its answer and grades once shown, the keys.
    func screen(at now: Int64, width: Int) -> [String] {
        var session = session
        if session.current == nil { session.advance(at: now) }
        var text = ["\u{1B}[1m\(Printable.escaped(model.title))\u{1B}[22m"]
        if let review = model.review {
            let counts = session.queue.counts(at: now)
            text.append(fill(review.labels.counts, ["due": "\(counts.due)", "new": "\(counts.new)"]))
        }
        text.append("")
        if let current = session.current, let card = model.cards.first(where: { $0.id == current }) {
            text.append(card.questionHTML)
            if session.answerShown, let labels = model.review?.labels {
                text += ["", "───", "", card.answerHTML, ""]
                let names = [labels.again, labels.hard, labels.good, labels.easy]
                text.append(session.preview(at: now).map { "\(names[$0.rating.rawValue - 1]) \(IntervalLabel.text(milliseconds: $0.due - now))" }
                    .joined(separator: " · "))
            }
        } else if let labels = model.review?.labels {
            text.append(nextDue(at: now).map { fill(labels.doneMessage, ["when": IntervalLabel.text(milliseconds: $0 - now)]) } ?? labels.nothingScheduled)
        }
        text += ["", Printable.escaped(status), "\u{1B}[2m\(session.answerShown ? words.answerKeys : words.questionKeys)\u{1B}[22m"]
        return TerminalLayout.wrap(text.joined(separator: "\n"), width: width)
    }

    private mutating func draw() {
        let now = clock()
        if session.current == nil { session.advance(at: now) }
        terminal.show(screen(at: now, width: terminal.size.columns))
    }

    /// The earliest due time after `now` of a card of the deck, or nil.
    private func nextDue(at now: Int64) -> Int64? {
        session.cards.compactMap { session.progress.cards[$0]?.due }.filter { $0 > now }.min()
    }

    /// "3 cards reviewed · retention 50% (1 of 2 learned cards) · next card due in 10 min".
    func summary(at now: Int64) -> String {
        let graded = session.graded
        let answers = graded.filter(\.wasInReview)
        let passed = answers.filter { $0.review.rating != .again }.count
        var parts = [fill(words.reviewed[graded.count == 1 ? 0 : 1], ["count": "\(graded.count)"])]
        parts.append(answers.isEmpty ? words.noRetention : fill(words.retention, [
            "percent": "\(Int((100.0 * Double(passed) / Double(answers.count)).rounded()))", "passed": "\(passed)", "answers": "\(answers.count)",
        ]))
        parts.append(nextDue(at: now).map { fill(words.nextDue, ["when": IntervalLabel.text(milliseconds: $0 - now)]) } ?? words.nothingScheduled)
        return parts.joined(separator: " · ")
    }

    /// A presenter's template with its `{name}`s filled in, as the deck page's script fills them.
    private func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
