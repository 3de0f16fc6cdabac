/// Which earlier identities each card had: what lets a card keep its study progress when its
/// question is edited.
///
/// A card's identity comes from its question (`CardIdentity`), so fixing a typo in a question
/// makes a new card, and the learner's progress stays with the old identity. Each build therefore
/// leaves this lineage beside its output, and the next build compares: a card whose identity is
/// new, whose answer is unchanged, and which is the only such card for the only vanished card of
/// its deck with that answer, is that card with its question edited. Its page then names the old
/// identity, and the browser moves the progress over (`SiteProgress.adoptEarlier`). When the
/// answer changed too, or two edited cards share an answer, nothing can tell them apart and the
/// card starts afresh.
public struct CardLineage: Sendable, Equatable, Codable {
    /// One deck's cards as a build left them.
    public struct DeckCards: Sendable, Equatable, Codable {
        /// Each card's identity and the hash of its answer, in card order.
        public var cards: [[String]]
        /// A card's earlier identities, most recent first, by its identity now.
        public var earlier: [String: [String]]

        public init(cards: [[String]], earlier: [String: [String]]) {
            self.cards = cards
            self.earlier = earlier
        }
    }

    /// A card found to be an earlier one with its question edited, in this build.
    public struct Edit: Sendable, Equatable {
        public let deck: Deck.ID
        /// The card's index in its deck.
        public let card: Int
        public let formerIdentity: String
    }

    /// How many earlier identities a card keeps (edits older than that lose their progress if a
    /// learner never opened the deck in between).
    public static let remembered = 8

    public var version = 1
    /// By deck slug.
    public var decks: [String: DeckCards]

    public init(decks: [String: DeckCards]) {
        self.decks = decks
    }

    /// The lineage after this build, and the cards it found edited. `identities` are each deck's
    /// card identities (`CardIdentity`), in card order.
    public static func following(
        _ previous: CardLineage?, decks: [Deck], identities: (Deck.ID) -> [String]
    ) -> (lineage: CardLineage, edits: [Edit]) {
        var next: [String: DeckCards] = [:]
        var edits: [Edit] = []
        for (deck, answers) in zip(decks, answerIdentities(of: decks)) {
            let ids = identities(deck.id)
            let before = previous?.decks[deck.id.slug]
            let current = Set(ids)
            var earlier = (before?.earlier ?? [:]).filter { current.contains($0.key) }
            if let before {
                let known = Set(before.cards.compactMap(\.first))
                let vanished = Dictionary(grouping: before.cards.filter { $0.count == 2 && !current.contains($0[0]) }) { $0[1] }
                let newcomers = Dictionary(grouping: ids.indices.filter { !known.contains(ids[$0]) }) { answers[$0] }
                for (answer, cards) in newcomers {
                    guard cards.count == 1, let gone = vanished[answer], gone.count == 1 else { continue }
                    let (card, former) = (cards[0], gone[0][0])
                    earlier[ids[card]] = Array(([former] + (before.earlier[former] ?? [])).prefix(remembered))
                    edits.append(Edit(deck: deck.id, card: card, formerIdentity: former))
                }
            }
            next[deck.id.slug] = DeckCards(cards: zip(ids, answers).map { [$0, $1] }, earlier: earlier)
        }
        return (CardLineage(decks: next), edits.sorted { ($0.deck, $0.card) < ($1.deck, $1.card) })
    }

    /// Each deck's answers as identities (`CardIdentity.hash(trimmed:)`), in card order: the one part of
    /// the lineage that grows with the cards, hashed on every core in pieces of up to 1,024 cards
    /// (one deck of 10,000 cards, or 200 decks of 50).
    static func answerIdentities(of decks: [Deck]) -> [[String]] {
        let pieces = decks.indices.flatMap { deck in
            stride(from: 0, to: decks[deck].cards.count, by: 1024).map { (deck: deck, cards: $0..<min($0 + 1024, decks[deck].cards.count)) }
        }
        let hashed = ConcurrentMap.map(pieces, minimumCount: 2) { slice in
            slice.map { piece in decks[piece.deck].cards[piece.cards].map { CardIdentity.hash(trimmed: $0.answer.markdown) } }
        }
        var answers = [[String]](repeating: [], count: decks.count)
        for (piece, hashes) in zip(pieces, hashed) {
            answers[piece.deck] += hashes
        }
        return answers
    }
}
