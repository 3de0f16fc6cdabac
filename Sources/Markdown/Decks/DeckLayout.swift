/// A deck document's top-level blocks sorted into title, introduction and cards, in order.
///
/// A level-2 heading starts a card, unless its section holds inline cards (`Q::A`, `?` lines,
/// clozes): then the heading only titles the section, and the paragraphs with card syntax are
/// the cards. Paragraphs with card syntax before the first heading are cards too.
///
/// The other blocks of such a section are its context, as in Obsidian Spaced Repetition: they are
/// not shown on a card. A section of inline cards under a heading that asks a question
/// (`## How do I print?` over `Use std::cout.`) is more likely a heading card whose answer
/// contains `::`, so it gets a warning (`problems`) instead of changing meaning without a word.
struct DeckLayout {
    enum Problem {
        /// The heading ends with `?`, yet its section was read as inline cards.
        case questionOverInlineCards(heading: MarkdownNode, card: MarkdownNode)
    }

    /// One heading card's blocks: its heading and what follows, split at the first thematic break.
    struct CardPart {
        let heading: MarkdownNode
        var beforeBreak: [MarkdownNode] = []
        var afterBreak: [MarkdownNode]? = nil
    }

    enum Entry {
        case heading(CardPart)
        /// A top-level paragraph written in an inline card syntax, and the block right under it
        /// that holds its answer (a list or code block after a `?` line), if any.
        case inline(MarkdownNode, answer: MarkdownNode?)
    }

    private(set) var title: MarkdownNode?
    private(set) var introduction: [MarkdownNode] = []
    private(set) var entries: [Entry] = []
    private(set) var problems: [Problem] = []

    /// - Parameters:
    ///   - isInlineCard: whether a top-level paragraph uses an inline card syntax.
    ///   - holdsAnswer: whether a block holds the answer of the inline card paragraph above it.
    init(_ blocks: [MarkdownNode], isInlineCard: (MarkdownNode) -> Bool, holdsAnswer: (MarkdownNode, MarkdownNode) -> Bool) {
        var sections: [(heading: MarkdownNode, blocks: [MarkdownNode])] = []
        var leading: [MarkdownNode] = []
        for block in blocks {
            if block.isHeading && block.headingLevel == 2 {
                sections.append((block, []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].blocks.append(block)
            } else {
                leading.append(block)
            }
        }
        let (leadingCards, rest) = DeckLayout.inlineCards(in: leading, isInlineCard: isInlineCard, holdsAnswer: holdsAnswer)
        entries = leadingCards
        for block in rest {
            if block.isHeading && block.headingLevel == 1 && title == nil && introduction.isEmpty {
                title = block
            } else {
                introduction.append(block)
            }
        }
        for section in sections {
            let (inline, _) = DeckLayout.inlineCards(in: section.blocks, isInlineCard: isInlineCard, holdsAnswer: holdsAnswer)
            guard case .inline(let first, _)? = inline.first else {
                var part = CardPart(heading: section.heading)
                section.blocks.forEach { part.append($0) }
                entries.append(.heading(part))
                continue
            }
            entries += inline
            if section.heading.plainText.hasSuffix("?") {
                problems.append(.questionOverInlineCards(heading: section.heading, card: first))
            }
        }
    }

    /// The inline card paragraphs among `blocks` (each with the block holding its answer, if
    /// any), and every other block in order (answers left out).
    private static func inlineCards(
        in blocks: [MarkdownNode], isInlineCard: (MarkdownNode) -> Bool, holdsAnswer: (MarkdownNode, MarkdownNode) -> Bool
    ) -> (cards: [Entry], others: [MarkdownNode]) {
        var cards: [Entry] = [], others: [MarkdownNode] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            guard block.isParagraph && isInlineCard(block) else {
                others.append(block)
                index += 1
                continue
            }
            let next = index + 1 < blocks.count ? blocks[index + 1] : nil
            let answer = next.flatMap { holdsAnswer(block, $0) ? $0 : nil }
            cards.append(.inline(block, answer: answer))
            index += answer == nil ? 1 : 2
        }
        return (cards, others)
    }

    var isEmpty: Bool { entries.isEmpty }
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
