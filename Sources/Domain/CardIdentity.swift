/// A card's stable identity in its deck, under which the browser stores its study progress.
/// It is derived from the question alone (`FlashCard.identityText`: in a site's own decks the
/// question's Markdown as written, before wiki links show their text; in an Obsidian Spaced
/// Repetition note as it is shown), so reordering cards or editing another card (or this
/// card's answer) keeps a card's history, and editing its question makes it a new card. Two cards
/// with the same question in one deck are told apart by order (`…-2`).
public enum CardIdentity {
    /// The identities of `cards`, in order: 16 hex digits of FNV-1a 64 over the question's text.
    public static func identities(of cards: [FlashCard]) -> [String] {
        // The questions are hashed on every core (a deck of 10,000 cards), then numbered in order.
        let bases = ConcurrentMap.map(cards) { slice in slice.map(base) }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(bases.count)
        return bases.map { base in
            seen[base, default: 0] += 1
            let count = seen[base] ?? 1
            return count == 1 ? base : "\(base)-\(count)"
        }
    }

    /// A card's identity before a repeated question is numbered: the hash of its question as written.
    public static func base(of card: FlashCard) -> String {
        hash(trimmed: card.identityText)
    }

    /// `hash(text.trimmingWhitespace)`, read in place where the text's edges are ASCII (as good
    /// as every card's): trimming then drops only whole bytes, and nothing is copied.
    static func hash(trimmed text: String) -> String {
        var text = text
        let inPlace: String? = text.withUTF8 { bytes in
            var start = 0, end = bytes.count
            while start < end, String.isASCIIWhitespace(bytes[start]) { start += 1 }
            while end > start, String.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            guard start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) else { return nil }
            return hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        return inPlace ?? hash(text.trimmingWhitespace)
    }

    static func hash(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    /// The hash of `bytes`, with each of the readers' marks of deck syntax (the noncharacters
    /// U+FDD0–U+FDDA, `EF B7 90`–`EF B7 9A`: a cloze's answer, math) hashed as the private-use
    /// character U+E000–U+E00A (`EE 80 80`–`EE 80 8A`) the readers once marked with, so that a
    /// card keeps the identity, and the progress, it had then.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hash = FNV1a()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xB7, (0x90...0x9A).contains(bytes[index + 2]) {
                hash.add(0xEE)
                hash.add(0x80)
                hash.add(bytes[index + 2] - 0x10)
                index += 3
            } else {
                hash.add(byte)
                index += 1
            }
        }
        let value = hash.value
        // Sixteen lower-case hex digits, leading zeros kept.
        return String(unsafeUninitializedCapacity: 16) { digits in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * UInt64(index))) & 0xF
                digits[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
