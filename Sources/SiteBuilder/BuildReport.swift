import Domain

/// What a build did, for the one-line summary.
public struct BuildReport: Sendable, Equatable {
    public let decks: Int
    public let cards: Int
    public let pages: Int
    public let mediaFiles: Int
    public let warnings: [Diagnostic]
    public let seconds: Double

    /// `Built 3 decks, 14 cards: 4 pages, 1 media file in 0.05 s`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let time = (seconds * 100).rounded() / 100
        return "Built \(count(decks, "deck")), \(count(cards, "card")): \(count(pages, "page")), \(count(mediaFiles, "media file")) in \(time) s"
    }
}
