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
        /// A top-level paragraph written in an inline card syntax.
        case inline(MarkdownNode)
    }

    private(set) var title: MarkdownNode?
    private(set) var introduction: [MarkdownNode] = []
    private(set) var entries: [Entry] = []
    private(set) var problems: [Problem] = []

    /// - Parameter isInlineCard: whether a top-level paragraph uses an inline card syntax.
    init(_ blocks: [MarkdownNode], isInlineCard: (MarkdownNode) -> Bool) {
        var sections: [(heading: MarkdownNode, blocks: [MarkdownNode])] = []
        for block in blocks {
            if block.isHeading && block.headingLevel == 2 {
                sections.append((block, []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].blocks.append(block)
            } else if block.isParagraph && isInlineCard(block) {
                entries.append(.inline(block))
            } else if block.isHeading && block.headingLevel == 1 && title == nil && introduction.isEmpty {
                title = block
            } else {
                introduction.append(block)
            }
        }
        for section in sections {
            let inline = section.blocks.filter { $0.isParagraph && isInlineCard($0) }
            if inline.isEmpty {
                var part = CardPart(heading: section.heading)
                section.blocks.forEach { part.append($0) }
                entries.append(.heading(part))
                continue
            }
            entries += inline.map(Entry.inline)
            if section.heading.plainText.hasSuffix("?") {
                problems.append(.questionOverInlineCards(heading: section.heading, card: inline[0]))
            }
        }
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
