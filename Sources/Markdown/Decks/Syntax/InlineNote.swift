import Domain

/// A note written with one of the inline syntaxes, as Markdown source, before links are resolved.
struct InlineNote: Equatable {
    /// One card of a cloze note: the paragraph with deletion `number` hidden, and revealed.
    struct ClozeCard: Equatable {
        let number: Int
        let question: String
        let answer: String
    }

    enum Kind: Equatable {
        /// `Question::Answer` or a `?` line.
        case basic(question: String, answer: String)
        /// `Question:::Answer` or a `??` line: the card and its reverse.
        case reversed(question: String, answer: String)
        /// A paragraph with cloze deletions: `text` writes every deletion as Anki does
        /// (`{{c1::hidden}}`, `{{c2::hidden::hint}}`), `cards` has one card per deletion number.
        case cloze(text: String, cards: [ClozeCard])
    }

    let kind: Kind
    /// 0-based line of the paragraph the note starts on.
    let lineOffset: Int
    /// The schedule another tool wrote for each of the note's cards (an Obsidian note's
    /// `<!--SR:…-->`), in card order; empty when there is none.
    var schedules: [ImportedSchedule?] = []
    /// The decks an Obsidian note files this note in, as tag paths (`["flashcards", "bio"]`);
    /// empty for the site's own decks, where the file is the deck.
    var decks: [[String]] = []
}

extension InlineNote.Kind {
    /// Every text of the note: both sides, or the cloze paragraph and each of its cards' sides.
    var texts: [String] {
        switch self {
        case .basic(let question, let answer), .reversed(let question, let answer): [question, answer]
        case .cloze(let text, let cards): [text] + cards.flatMap { [$0.question, $0.answer] }
        }
    }

    /// The same note with `transform` applied to each of its `texts`.
    func map(_ transform: (String) -> String) -> Self {
        switch self {
        case .basic(let question, let answer): .basic(question: transform(question), answer: transform(answer))
        case .reversed(let question, let answer): .reversed(question: transform(question), answer: transform(answer))
        case .cloze(let text, let cards):
            .cloze(text: transform(text), cards: cards.map { .init(number: $0.number, question: transform($0.question), answer: transform($0.answer)) })
        }
    }
}
