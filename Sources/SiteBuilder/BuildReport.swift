import Domain
import Foundation

/// What a build did, for the one-line summary.
public struct BuildReport: Sendable, Equatable {
    public let decks: Int
    public let cards: Int
    public let pages: Int
    public let mediaFiles: Int
    public let warnings: [Diagnostic]
    public let seconds: Double
    /// Where the time went, in build order.
    public let phases: [Phase]

    /// One step of a build and how long it took.
    public struct Phase: Sendable, Equatable {
        public let name: String
        public let seconds: Double
    }

    /// `read 0.69 s · derive 0.04 s · pages 1.14 s · …`.
    public var timings: String {
        phases.map { "\($0.name) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: " · ")
    }

    /// `Built 3 decks, 14 cards: 4 pages, 1 media file in 0.05 s`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let time = (seconds * 100).rounded() / 100
        return "Built \(count(decks, "deck")), \(count(cards, "card")): \(count(pages, "page")), \(count(mediaFiles, "media file")) in \(time) s"
    }
}
