import Domain
import Scenes

/// Cram mode in a terminal (`site study --cram`): every card in order, as the deck page's Cram
/// walks them. It holds no rule of its own: the view model carries every state of the study view
/// and where each key leads (`StudyDeck.ViewModel.State`), and this only moves between them.
/// Nothing is graded, so nothing is saved.
public struct TerminalCram {
    public let model: StudyDeck.ViewModel
    public let words: StudyDeck.TerminalWords
    private let terminal: Terminal
    private var state = 0

    public init(model: StudyDeck.ViewModel, words: StudyDeck.TerminalWords, terminal: Terminal) {
        self.model = model
        self.words = words
        self.terminal = terminal
    }

    /// Runs until the learner quits; there is nothing to sum up.
    public mutating func run() -> String? {
        guard !model.states.isEmpty else { return nil }
        draw()
        while true {
            guard let bytes = terminal.read() else {
                draw()
                continue
            }
            if bytes.isEmpty { return nil }
            for key in TerminalKey.keys(in: bytes) {
                let current = model.states[state]
                let target: Int?
                switch key {
                case .quit: return nil
                case .space, .enter: target = current.finished ? current.restart : current.flip
                case .right: target = current.next
                case .left: target = current.previous
                default: target = nil
                }
                if let target { state = target }
            }
            draw()
        }
    }

    /// The screen of the state: title and counter, the card (its answer when shown) or the
    /// finished view, the keys.
    func screen(width: Int) -> [String] {
        let current = model.states[state]
        var text = ["\u{1B}[1m\(Printable.escaped(model.title))\u{1B}[22m", current.counter, ""]
        if let index = current.card {
            text.append(model.cards[index].questionHTML)
            if current.answerShown { text += ["", "───", "", model.cards[index].answerHTML] }
        } else {
            text += ["\u{1B}[1m\(model.finishedHeading)\u{1B}[22m", Printable.escaped(model.finishedMessage)]
        }
        text += ["", "\u{1B}[2m\(words.cramKeys)\u{1B}[22m"]
        return TerminalLayout.wrap(text.joined(separator: "\n"), width: width)
    }

    private func draw() {
        terminal.show(screen(width: terminal.size.columns))
    }
}
