import Domain
import Scenes

/// The decks to choose from when `site study` is given none: the home scene's view model (the
/// same tiles as the home page), each deck with its "N due · M new", chosen with ↑ ↓ and Enter
/// or by its number.
public struct TerminalDeckPicker {
    public struct Choice: Sendable, Hashable {
        public let deck: String
        public let title: String
        /// "1 due · 2 new", filled in from the home page's words.
        public let counts: String
    }

    public let heading: String
    public let choices: [Choice]
    public let keys: String
    private var selected = 0

    /// `counts` gives a deck's due and new counts by its key (its slug).
    public init(home: ShowHome.ViewModel, words: StudyDeck.TerminalWords, counts: (String) -> (due: Int, new: Int)) {
        heading = home.heading
        keys = words.pickerKeys
        let template = home.review?.counts ?? "{due} due · {new} new"
        // A deck without cards is not offered: there is nothing to study in it.
        choices = home.sections.flatMap(\.items).compactMap { item in
            item.deckKey.flatMap { key in home.review?.decks[key]?.isEmpty == false ? key : nil }.map { key in
                let (due, new) = counts(key)
                let text = template.replacingOccurrences(of: "{due}", with: "\(due)").replacingOccurrences(of: "{new}", with: "\(new)")
                return Choice(deck: key, title: item.title, counts: text)
            }
        }
    }

    /// The deck chosen, or nil when the learner quits.
    public mutating func run(in terminal: Terminal) -> String? {
        guard !choices.isEmpty else { return nil }
        terminal.show(screen(width: terminal.size.columns))
        while true {
            guard let bytes = terminal.read() else {
                terminal.show(screen(width: terminal.size.columns))
                continue
            }
            if bytes.isEmpty { return nil }
            for key in TerminalKey.keys(in: bytes) {
                switch key {
                case .quit: return nil
                case .enter, .space: return choices[selected].deck
                case .grade(let number) where number <= choices.count: return choices[number - 1].deck
                case .up: selected = (selected + choices.count - 1) % choices.count
                case .down: selected = (selected + 1) % choices.count
                default: break
                }
            }
            terminal.show(screen(width: terminal.size.columns))
        }
    }

    /// The heading, one line a deck (the chosen one marked `›` and bold), the keys.
    func screen(width: Int) -> [String] {
        var lines = ["\u{1B}[1m\(Printable.escaped(heading))\u{1B}[22m", ""]
        for (index, choice) in choices.enumerated() {
            let line = "\(index + 1). \(Printable.escaped(choice.title)) · \(choice.counts)"
            lines.append(index == selected ? "› \u{1B}[1m\(line)\u{1B}[22m" : "  \(line)")
        }
        lines += ["", "\u{1B}[2m\(keys)\u{1B}[22m"]
        return TerminalLayout.wrap(lines.joined(separator: "\n"), width: width)
    }
}
