import Foundation

/// Locale-aware ordering of names and titles, shared by every listing.
public struct Collation: Sendable {
    public let locale: Locale

    /// - Parameter language: a BCP 47 tag such as `en` or `de-AT`.
    public init(language: String) {
        locale = Locale(identifier: language)
    }

    /// Compares keys in order: the first key that differs decides (case- and accent-aware, as a dictionary sorts).
    public func areInIncreasingOrder(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            switch left.compare(right, options: [.caseInsensitive], range: nil, locale: locale) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: continue
            }
        }
        return lhs.count < rhs.count
    }

    /// `items` in the order of their keys, each item's keys computed once (not once per comparison).
    public func sorted<Item>(_ items: [Item], by keys: (Item) -> [String]) -> [Item] {
        let keyed = items.map { (keys: keys($0), item: $0) }
        return keyed.sorted { areInIncreasingOrder($0.keys, $1.keys) }.map(\.item)
    }

    /// The letter a name is filed under: its first letter without accents, upper-cased, or `#`.
    public func indexLetter(of name: String) -> String {
        guard let first = name.first(where: { !$0.isWhitespace }), first.isLetter else { return "#" }
        let folded = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: locale).uppercased()
        return folded.allSatisfy({ $0.isASCII && $0.isLetter }) ? folded : String(first).uppercased()
    }
}
