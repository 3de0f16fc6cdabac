/// A deck document's top-level blocks sorted into title, introduction and card parts.
struct DeckLayout {
    /// One card's blocks: its heading and what follows, split at the first thematic break.
    struct CardPart {
        let heading: MarkdownNode
        var beforeBreak: [MarkdownNode] = []
        var afterBreak: [MarkdownNode]? = nil
    }

    private(set) var title: MarkdownNode?
    private(set) var introduction: [MarkdownNode] = []
    private(set) var cards: [CardPart] = []

    init(_ blocks: [MarkdownNode]) {
        for block in blocks {
            if block.isHeading && block.headingLevel == 2 {
                cards.append(CardPart(heading: block))
            } else if cards.isEmpty {
                if block.isHeading && block.headingLevel == 1 && title == nil && introduction.isEmpty {
                    title = block
                } else {
                    introduction.append(block)
                }
            } else {
                cards[cards.count - 1].append(block)
            }
        }
    }
}

extension DeckLayout.CardPart {
    mutating func append(_ block: MarkdownNode) {
        if afterBreak != nil {
            afterBreak?.append(block)
        } else if block.isThematicBreak {
            afterBreak = []
        } else {
            beforeBreak.append(block)
        }
    }
}
