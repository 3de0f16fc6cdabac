import Foundation

/// Locale-aware ordering of names and titles, shared by every listing.
public struct Collation: Sendable {
    public let locale: Locale

    /// - Parameter language: a BCP 47 tag such as `en` or `de-AT`.
    public init(language: String) {
        locale = Locale(identifier: language)
    }

    /// One key per item, from its strings (the first deciding, the next breaking its ties), each
    /// computed once by one collator: sorting by them is sorting by the strings in this language,
    /// case ignored, accents weighed (as a dictionary sorts).
    func sortKeys<Item>(_ items: some Sequence<Item>, by strings: (Item) -> [String]) -> [CollationKey] {
        #if os(Linux) && canImport(_FoundationICU)
        let collator = Collator(locale: locale)
        return items.map { collator.key(strings($0)) }
        #else
        return rankKeys(items.map(strings))
        #endif
    }

    /// `items` in the order of their strings, ties kept in the order they came (stable).
    /// Positions are sorted, not the items: moving a contact (fourteen fields) costs a reference
    /// count per field, and sorting 10,000 moves them 130,000 times.
    public func sorted<Item>(_ items: [Item], by strings: (Item) -> [String]) -> [Item] {
        let keys = sortKeys(items, by: strings)
        return items.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }.map { items[$0] }
    }

    /// Where ICU's collator is not linked (Apple's platforms): each item's rank among the others,
    /// from one sort through Foundation's comparison, equal strings sharing a rank. (Tested on
    /// Linux against ICU's keys.)
    func rankKeys(_ keyed: [[String]]) -> [CollationKey] {
        func compare(_ lhs: [String], _ rhs: [String]) -> ComparisonResult {
            for (left, right) in zip(lhs, rhs) {
                let order = left.compare(right, options: [.caseInsensitive], range: nil, locale: locale)
                if order != .orderedSame { return order }
            }
            return lhs.count == rhs.count ? .orderedSame : (lhs.count < rhs.count ? .orderedAscending : .orderedDescending)
        }
        let order = keyed.indices.sorted { compare(keyed[$0], keyed[$1]) == .orderedAscending }
        var ranks = [CollationKey](repeating: CollationKey(bytes: []), count: keyed.count)
        var rank: UInt64 = 0
        for (position, index) in order.enumerated() {
            if position > 0, compare(keyed[order[position - 1]], keyed[index]) != .orderedSame { rank += 1 }
            ranks[index] = CollationKey(bytes: withUnsafeBytes(of: rank.bigEndian, Array.init))
        }
        return ranks
    }

    /// The letter a name is filed under: its first letter without accents, upper-cased, or `#`.
    public func indexLetter(of name: String) -> String {
        guard let first = name.first(where: { !$0.isWhitespace }), first.isLetter else { return "#" }
        if let ascii = first.asciiValue { return String(UnicodeScalar(ascii & ~0x20)) }   // A–Z: already plain
        let folded = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: locale).uppercased()
        return folded.allSatisfy({ $0.isASCII && $0.isLetter }) ? folded : String(first).uppercased()
    }
}
