/// A card's stable identity in its deck, under which the browser stores its study progress.
///
/// It is derived from the question alone, so reordering cards or editing another card (or this
/// card's answer) keeps a card's history, and editing its question makes it a new card. Two cards
/// with the same question in one deck are told apart by order (`…-2`).
public enum CardIdentity {
    /// The identities of `cards`, in order: 16 hex digits of FNV-1a 64 over the question's text.
    public static func identities(of cards: [FlashCard]) -> [String] {
        // The questions are hashed on every core (a deck of 10,000 cards), then numbered in order.
        let bases = ConcurrentMap.map(cards) { slice in slice.map { hash($0.question.markdown.trimmingWhitespace) } }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(bases.count)
        return bases.map { base in
            seen[base, default: 0] += 1
            let count = seen[base] ?? 1
            return count == 1 ? base : "\(base)-\(count)"
        }
    }

    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension String {
    var trimmingWhitespace: String {
        if let trimmed = trimmingASCIIWhitespaceAtASCIIEdges() { return trimmed }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
