/// A card written with one of the inline syntaxes, as Markdown source, before links are resolved.
struct InlineCard: Equatable {
    enum Kind: Equatable {
        /// `Question::Answer` or a `?` line.
        case basic
        /// `Question:::Answer` or a `??` line: the card and its reverse.
        case reversed
        /// Cloze deletion `number` of the paragraph.
        case cloze(number: Int)
    }

    let kind: Kind
    let question: String
    let answer: String
    /// 0-based line of the paragraph the card starts on.
    let lineOffset: Int
}
